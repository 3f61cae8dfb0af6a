import type { AuthoriseApplicant } from '../accounts/authorise-applicant';
import type { User } from '../accounts/user';
import type { AuditTrail } from '../application/audit-entry';
import { STAGE_NAMES, type StageName } from '../leads/crm-records';
import type { Crm } from '../leads/crm.port';
import type { Clock } from '../shared/clock';
import { fail, ok, type Result } from '../shared/result';
import { customerErrors } from './customer-errors';

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
  crm: Pick<Crm, 'opportunity' | 'updateOpportunityStage'>;
  audit: Pick<AuditTrail, 'record'>;
  clock: Clock;
}

const PORTAL_STAGES: readonly string[] = Object.values(STAGE_NAMES);
const isPortalStage = (value: string): value is StageName => PORTAL_STAGES.includes(value);

/**
 * updateQuoteStageName: moves the application's own CRM opportunity (the one its registration made and
 * kept the id of) to one of the stages the portal sets (calculator §4). Only an applicant of the
 * application may; the change is written to the application's audit trail. The application itself is
 * not changed.
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
    const { authoriseApplicant, crm, audit, clock } = this.deps;
    const access = await authoriseApplicant.execute(request.user, request.applicationId);
    if (!access.ok) return access;
    const application = access.value.application.value;
    const opportunityId = application.calculator?.crm?.opportunityId;
    const opportunity = opportunityId && (await crm.opportunity(opportunityId));
    if (!opportunity) return fail(customerErrors.noOpportunity());

    await crm.updateOpportunityStage(opportunity.Id, stageName);
    await audit.record({
      actor: `customer:${request.user.id}`,
      action: 'quote.stage.changed',
      applicationId: application.applicationId,
      at: clock.now().toISOString(),
      details: { opportunityId: opportunity.Id, from: opportunity.StageName, to: stageName },
    });
    return ok({ opportunityId: opportunity.Id, stageName });
  }
}
