import { auditActor } from '../application/audit-entry';
import { LeaseApplication } from '../lease-application/lease-application';
import { storeLeaseApplication } from '../lease-application/store-lease-application';
import type { UnitOfWork } from '../lease-application/unit-of-work.port';
import type { Clock } from '../shared/clock';
import { DomainError } from '../shared/result';
import type { CreditEnquiryState } from './credit-enquiry';
import { creditCheckStatusOf } from './credit-check-status';
import type { CreditDecisionSignal } from './credit-decision-signal.port';

export interface RecordCreditDecisionDependencies {
  unitOfWork: UnitOfWork;
  clock: Clock;
  signal: CreditDecisionSignal;
}

/** How often a record that lost the race for the application's version reads it again. */
const RACE_RETRIES = 5;

/**
 * Stores what the credit decision service answered for the application's current submission: its
 * enquiry id and, once decided, the result with the credit status it maps to (journey §4). Only a
 * status still awaiting the decision is replaced; one a person set meanwhile, a referral too, stands
 * (decision 2073). Then
 * every replica is told, so the waiting screen hears the decision at once. Recording the same
 * answer again changes nothing; an answer for an older submission is ignored.
 */
export class RecordCreditDecision {
  constructor(private readonly deps: RecordCreditDecisionDependencies) {}

  async execute(applicationId: string, state: CreditEnquiryState): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        const decided = await this.record(applicationId, state);
        if (decided) await this.deps.signal.announce(applicationId);
        return;
      } catch (error) {
        const lostRace = error instanceof DomainError && error.code === 'CONCURRENT_UPDATE';
        if (!lostRace || attempt >= RACE_RETRIES) throw error;
      }
    }
  }

  /** True when this call stored the decision. */
  private record(applicationId: string, state: CreditEnquiryState): Promise<boolean> {
    return this.deps.unitOfWork.run(async (tx) => {
      const stored = await tx.leaseApplications.ofId(applicationId);
      const submission = stored?.value.journey.creditSubmission;
      if (!stored || submission?.reference !== state.reference || submission.result) return false;
      const decided = state.status === 'decided' && state.result !== undefined;
      if (!decided && submission.enquiryId === state.enquiryId) return false;
      const at = this.deps.clock.now().toISOString();
      const application = LeaseApplication.of(stored);
      const journey = application.journey;
      const statusCreditCheck =
        decided && journey.statusCreditCheck === 'awaitingDecision'
          ? creditCheckStatusOf(state.result)
          : journey.statusCreditCheck;
      application.change(
        (current) => ({
          ...current,
          statusCreditCheck,
          creditSubmission: {
            ...submission,
            enquiryId: state.enquiryId,
            ...(decided ? { result: state.result, decidedAt: state.decidedAt ?? at } : {}),
          },
        }),
        decided
          ? {
              action: 'application.credit-check.decided',
              details: {
                reference: state.reference,
                result: state.result,
                statusCreditCheck: statusCreditCheck ?? null,
              },
            }
          : undefined,
      );
      await storeLeaseApplication(tx, application, auditActor.partner('credit-decision-service'), at);
      return decided;
    });
  }
}
