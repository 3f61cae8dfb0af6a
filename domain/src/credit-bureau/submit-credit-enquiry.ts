import type { VehicleApplications } from '../application/vehicle-applications.port';
import type { JobHandler } from '../jobs/job-handler';
import type { QueuedJob } from '../jobs/job-queue.port';
import { PollAgain } from '../jobs/poll-again';
import { regionOf } from '../lease-application/officers';
import type { OrgProfiles } from '../organisation/org-profiles.port';
import type { CreditBureau } from './credit-bureau.port';
import { creditEnquiryOf } from './credit-enquiry-of';
import type { RecordCreditDecision } from './record-credit-decision';

export interface SubmitCreditEnquiryDependencies {
  applications: Pick<VehicleApplications, 'ofId'>;
  orgProfiles: Pick<OrgProfiles, 'ofId'>;
  bureau: CreditBureau;
  recordDecision: Pick<RecordCreditDecision, 'execute'>;
}

/** How often the job asks a service that has not decided: the waiting screen's own cadence (journey §4, every 10 s). */
export const CREDIT_DECISION_POLL_MS = 10_000;

/**
 * Thrown while the service has not decided: the queue asks again in CREDIT_DECISION_POLL_MS without
 * using an attempt, for a bounded time (decision 2104).
 */
export class CreditDecisionPending extends PollAgain {
  constructor() {
    super(CREDIT_DECISION_POLL_MS, 'the credit decision service has not decided yet');
  }
}

/**
 * The job of one credit submission (decision 1660): submits the enquiry under the submission's
 * reference, which the service answers once however often it is sent, and stores the decision. While
 * the service is unreachable the job fails and is retried after the queue's backoff, while it is
 * undecided the job polls (decision 2104); a
 * submission replaced or decided meanwhile has nothing left to do.
 */
export class SubmitCreditEnquiry implements JobHandler {
  constructor(private readonly deps: SubmitCreditEnquiryDependencies) {}

  async run(job: QueuedJob): Promise<void> {
    const { applicationId, reference } = job.payload as { applicationId: string; reference: string };
    const stored = await this.deps.applications.ofId(applicationId);
    const submission = stored?.value.journey.creditSubmission;
    if (!stored || submission?.reference !== reference || submission.result) return;
    const region = regionOf(stored.value, await this.deps.orgProfiles.ofId(stored.value.orgId));
    // A known enquiry is asked for; otherwise submitted, which the service answers once per reference.
    const known = submission.enquiryId ? await this.deps.bureau.enquiry(reference) : undefined;
    const state = known ?? (await this.deps.bureau.submit(creditEnquiryOf(stored.value, region, reference)));
    await this.deps.recordDecision.execute(applicationId, state);
    if (state.status !== 'decided') throw new CreditDecisionPending();
  }
}
