import type { AuthoriseApplicant } from '../accounts/authorise-applicant';
import type { User } from '../accounts/user';
import { auditActor } from '../application/audit-entry';
import { STAGE_NAMES, type StageName } from '../leads/crm-records';
import { opportunityStageJob } from '../leads/opportunity-stage';
import type { Clock } from '../shared/clock';
import { fail, ok, type Result } from '../shared/result';
import type { UnitOfWorkOf } from '../shared/unit-of-work';
import { customerErrors } from './customer-errors';
import type { CustomerTransaction } from './customer-transaction';

export interface UpdateQuoteStageRequest {
  user: User;
  applicationId: string;
  stageName: string;
}

export interface QuoteStageChanged {
  opportunityId: string;
  stageName: StageName;
}

export interface UpdateQuoteStageDependencies {
  authoriseApplicant: Pick<AuthoriseApplicant, 'execute'>;
  unitOfWork: UnitOfWorkOf<Pick<CustomerTransaction, 'jobs' | 'auditEntries'>>;
  clock: Clock;
}

const PORTAL_STAGES: readonly string[] = Object.values(STAGE_NAMES);
const isPortalStage = (value: string): value is StageName => PORTAL_STAGES.includes(value);

/**
 * updateQuoteStageName: moves the application's own CRM opportunity (the one its registration made and
 * kept the id of) to one of the stages the portal sets (calculator §4). Only an applicant of the
 * application may. The change is written to the application's audit trail with the job that tells the
 * CRM, in one transaction, so the customer never waits for the CRM and a CRM that is down is told
 * once it is back (decision 2117). The application itself is not changed.
 */
export class UpdateQuoteStage {
  constructor(private readonly deps: UpdateQuoteStageDependencies) {}

  async execute(request: UpdateQuoteStageRequest): Promise<Result<QuoteStageChanged>> {
    const stageName = request.stageName.trim();
    if (!isPortalStage(stageName)) {
      return fail(
        customerErrors.badInput(`The stage must be one of: ${PORTAL_STAGES.join(', ')}.`, {
          stageName: ['Field is invalid'],
        }),
      );
    }
    const { authoriseApplicant, unitOfWork, clock } = this.deps;
    const access = await authoriseApplicant.execute(request.user, request.applicationId);
    if (!access.ok) return access;
    const application = access.value.application.value;
    const opportunityId = application.calculator?.crm?.opportunityId;
    if (!opportunityId) return fail(customerErrors.noOpportunity());

    const at = clock.now();
    await unitOfWork.run(async (tx) => {
      await tx.auditEntries.record({
        actor: auditActor.customer(request.user.id),
        action: 'quote.stage.changed',
        applicationId: application.applicationId,
        at: at.toISOString(),
        details: { opportunityId, to: stageName },
      });
      await tx.jobs.enqueue(opportunityStageJob(opportunityId, stageName, at), at);
    });
    return ok({ opportunityId, stageName });
  }
}
