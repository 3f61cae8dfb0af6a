import type { AuthoriseApplicant } from '../accounts/authorise-applicant';
import type { User } from '../accounts/user';
import { applicantRoleOf } from '../application/applicant-role';
import { auditActor } from '../application/audit-entry';
import type { ApplicationJourney } from '../application/application-journey';
import { IDENTITY_VERIFIED } from '../application/applicant-role';
import { LeaseApplication } from '../lease-application/lease-application';
import { storeLeaseApplication } from '../lease-application/store-lease-application';
import type { LeaseApplicationTransaction, UnitOfWork } from '../lease-application/unit-of-work.port';
import type { Clock } from '../shared/clock';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { creditCheckErrors } from './credit-check-errors';
import {
  answerOf,
  officersVerified,
  secondaryNotCompleteAnswer,
  type CreditCheckAnswer,
} from './credit-submission';
import { startCreditSubmission } from './start-credit-submission';

export interface SubmitCreditCheckCommand {
  user: User;
  applicationId: string;
  /**
   * The primary's review of the application, or a resubmission by either officer while it waits for
   * Authorised Officer (2)'s ID check (journey §7).
   */
  submission: 'review' | 'resubmission';
}

export interface SubmitCreditCheckDependencies {
  authoriseApplicant: Pick<AuthoriseApplicant, 'execute'>;
  unitOfWork: UnitOfWork;
  clock: Clock;
}

/** How often a submission that lost the race for the application's version reads it again. */
const RACE_RETRIES = 3;

/**
 * submitCreditCheck (journey §4 'Credit check', decision 1660). In one unit of work: the primary's
 * review is completed, the application moves to reviewAndSignContract through the transition table,
 * and either the application waits for Authorised Officer (2)'s ID check (no enquiry is made
 * without every officer's) or a new submission is stored with its reference and its job, which
 * makes the one enquiry. The credit status awaits the decision until it comes (§4's mapping of an
 * answer without a result). Only the primary submits the review; either officer resubmits while
 * the application waits. A submission already made is answered again, never made twice: a double
 * click, a retry or a second tab that loses the race reads the winner's submission.
 */
export class SubmitCreditCheck {
  constructor(private readonly deps: SubmitCreditCheckDependencies) {}

  async execute(command: SubmitCreditCheckCommand): Promise<Result<CreditCheckAnswer, DomainError>> {
    const review = command.submission === 'review';
    const access = await this.deps.authoriseApplicant.execute(command.user, command.applicationId);
    if (!access.ok) return access;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.deps.unitOfWork.run((tx) => this.submit(tx, command, review));
      } catch (error) {
        const lostRace = error instanceof DomainError && error.code === 'CONCURRENT_UPDATE';
        if (!lostRace) throw error;
        if (attempt >= RACE_RETRIES) return fail(error);
      }
    }
  }

  private async submit(
    tx: LeaseApplicationTransaction,
    command: SubmitCreditCheckCommand,
    review: boolean,
  ): Promise<Result<CreditCheckAnswer, DomainError>> {
    const stored = await tx.leaseApplications.ofId(command.applicationId);
    if (!stored || stored.value.orgId !== command.user.orgId)
      return fail(creditCheckErrors.notYourApplication());
    const application = LeaseApplication.of(stored);
    const current = application.journey;
    const role = applicantRoleOf(application.state, command.user.id);
    if (role === 'none') return fail(creditCheckErrors.notYourApplication());
    if (review && role !== 'primary') return fail(creditCheckErrors.onlyPrimaryReviews());

    const waiting = current.statusCreditCheck === 'waitingForSecondary';
    // Submitted already and not waiting for Authorised Officer (2): the same answer, no second enquiry.
    if (current.creditSubmission && !waiting) return ok(answerOf(current.creditSubmission));
    if (!review && !waiting) return fail(creditCheckErrors.notWaiting());
    if (!waiting) {
      const notReady = reviewProblem(current);
      if (notReady) return fail(notReady);
    }

    const at = this.deps.clock.now();
    const moving = current.status !== 'reviewAndSignContract';
    const reviewing = role === 'primary' && current.primaryApplicant?.applicationReviewStatus !== 'completed';
    let journey: ApplicationJourney = reviewing
      ? {
          ...current,
          primaryApplicant: { ...current.primaryApplicant, applicationReviewStatus: 'completed' },
        }
      : current;

    let answer: CreditCheckAnswer;
    let details: Record<string, unknown>;
    if (!officersVerified(application.state)) {
      // Nothing to change when it already waits: a second click answers the same.
      if (waiting && !moving && !reviewing) return ok(secondaryNotCompleteAnswer());
      journey = { ...journey, statusCreditCheck: 'waitingForSecondary' };
      answer = secondaryNotCompleteAnswer();
      details = { statusCreditCheck: 'waitingForSecondary' };
    } else {
      // The job it queues is rolled back with the rest when the move below is refused.
      const started = await startCreditSubmission(tx, application.state.applicationId, journey, at);
      journey = started.journey;
      answer = started.answer;
      details = started.details;
    }
    const next = journey;
    application.change(() => next, {
      action: 'application.credit-check.submitted',
      details: { ...details, by: role },
    });
    if (moving) {
      const track = application.primaryTrack;
      const moved = application.advance(
        track,
        'reviewAndSignContract',
        application.actorFor(role),
        'submitCreditCheck',
      );
      if (!moved.ok) return moved;
    }
    await storeLeaseApplication(tx, application, auditActor.customer(command.user.id), at.toISOString());
    return ok(answer);
  }
}

/** The review needs the application at approvals, the primary's ID check and their privacy consent. */
function reviewProblem(journey: ApplicationJourney): DomainError | undefined {
  if (journey.status !== 'approvals') return creditCheckErrors.notAtReview(journey.status);
  if (journey.primaryApplicant?.identityVerificationStatus !== IDENTITY_VERIFIED) {
    return creditCheckErrors.reviewNotReady('identityCheck');
  }
  if (journey.primaryApplicant?.privacyConsent !== 'confirmed') {
    return creditCheckErrors.reviewNotReady('privacyConsent');
  }
  return undefined;
}
