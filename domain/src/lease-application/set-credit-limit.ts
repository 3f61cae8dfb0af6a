import { auditActor } from '../application/audit-entry';
import { fail, ok, DomainError, type Result } from '../shared/result';
import {
  CREDIT_LIMIT_BELOW_FLOOR_MESSAGE,
  creditLimitProblem,
  MAXIMUM_AUTOMATIC_CREDIT,
} from './credit-limit';
import { concurrentUpdate } from './concurrent-update';
import { LeaseApplication } from './lease-application';
import { leaseApplicationErrors } from './lease-application-errors';
import { storeLeaseApplication } from './store-lease-application';
import type { UnitOfWork } from './unit-of-work.port';

export interface SetCreditLimitCommand {
  applicationId: string;
  /** The signed-in customer asking. */
  userId: string;
  limit: number;
  /** The version the caller's checks read; a different stored version is CONCURRENT_UPDATE. */
  expectedVersion?: number;
}

/** Sets the requested credit limit under the finance-details rules (journey §4, §5, §9). */
export class SetCreditLimit {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly now: () => Date,
  ) {}

  execute(command: SetCreditLimitCommand): Promise<Result<{ limit: number }, DomainError>> {
    return this.unitOfWork.run(async ({ leaseApplications, auditEntries, jobs }) => {
      const stored = await leaseApplications.ofId(command.applicationId);
      if (!stored) return fail(new DomainError('NOT_FOUND', 'Application not found.'));
      if (command.expectedVersion !== undefined && command.expectedVersion !== stored.version) {
        return fail(concurrentUpdate());
      }
      const journey = stored.value.journey;
      const driveAwayPrice = journey.leaseDetails?.driveAwayPrice ?? journey.leaseDetails?.fiscalValue;
      const problem = creditLimitProblem(command.limit, driveAwayPrice);
      if (problem === 'belowFloor') {
        return fail(leaseApplicationErrors.creditLimitBelowFloor(CREDIT_LIMIT_BELOW_FLOOR_MESSAGE));
      }
      if (problem === 'outOfRange') {
        return fail(leaseApplicationErrors.creditLimitOutOfRange('The credit limit can be at most 500,000.'));
      }
      const business = journey.businessDetails ?? {};
      const finance = business.financeDetails ?? {};
      // A limit below 150,000 clears the maximum checkbox; exactly 150,000 with it ticked keeps it.
      const maximum = command.limit < MAXIMUM_AUTOMATIC_CREDIT ? false : finance.maximum;
      const application = LeaseApplication.of(stored);
      application.change(
        (current) => ({
          ...current,
          businessDetails: {
            ...business,
            financeDetails: { ...finance, creditLimit: command.limit, maximum },
          },
        }),
        { action: 'application.credit-limit.set', details: { limit: command.limit } },
      );
      await storeLeaseApplication(
        { leaseApplications, auditEntries, jobs },
        application,
        auditActor.customer(command.userId),
        this.now().toISOString(),
      );
      return ok({ limit: command.limit });
    });
  }
}
