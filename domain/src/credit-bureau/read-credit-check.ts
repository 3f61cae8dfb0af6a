import type { AuthoriseApplicant } from '../accounts/authorise-applicant';
import type { User } from '../accounts/user';
import { applicantRoleOf } from '../application/applicant-role';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { systemTimer, withinTime, type Timer } from '../shared/timer';
import type { CreditBureau } from './credit-bureau.port';
import { creditCheckErrors } from './credit-check-errors';
import { answerOf, type CreditCheckAnswer } from './credit-submission';
import type { RecordCreditDecision } from './record-credit-decision';

export interface ReadCreditCheckDependencies {
  authoriseApplicant: Pick<AuthoriseApplicant, 'execute'>;
  bureau: Pick<CreditBureau, 'enquiry'>;
  recordDecision: Pick<RecordCreditDecision, 'execute'>;
  /** Bounds the question to the service; the system's timer unless a test gives its own. */
  timer?: Timer;
}

/**
 * How long the waiting screen's check waits for the service's answer (decision 1660): a slow service
 * counts as undecided, and the job, which keeps asking, collects the decision.
 */
export const CREDIT_ENQUIRY_READ_LIMIT_MS = 2_000;

/**
 * creditCheck (journey §7): the decided results of the application's current submission, for its
 * own officers only; empty while the service decides. A submission not yet decided asks the service
 * once, so the waiting screen's check never waits for the job's next attempt; an unreachable service,
 * or one that has not answered within CREDIT_ENQUIRY_READ_LIMIT_MS, answers what is stored, since the
 * job keeps trying.
 */
export class ReadCreditCheck {
  constructor(private readonly deps: ReadCreditCheckDependencies) {}

  /** `askService: false` reads only what is stored, as a waiting connection's poll does. */
  async execute(
    user: User,
    applicationId: string,
    { askService = true }: { askService?: boolean } = {},
  ): Promise<Result<CreditCheckAnswer[], DomainError>> {
    const access = await this.deps.authoriseApplicant.execute(user, applicationId);
    if (!access.ok) return access;
    const application = access.value.application.value;
    if (applicantRoleOf(application, user.id) === 'none') return fail(creditCheckErrors.notYourApplication());
    const submission = application.journey.creditSubmission;
    if (!submission) return ok([]);
    if (submission.result) return ok([answerOf(submission)]);
    if (!askService) return ok([]);
    const state = await withinTime(
      this.deps.timer ?? systemTimer,
      CREDIT_ENQUIRY_READ_LIMIT_MS,
      this.deps.bureau.enquiry(submission.reference),
    ).catch(() => undefined);
    if (state?.status !== 'decided' || !state.result) return ok([]);
    await this.deps.recordDecision.execute(applicationId, state);
    return ok([answerOf({ ...submission, enquiryId: state.enquiryId, result: state.result })]);
  }
}
