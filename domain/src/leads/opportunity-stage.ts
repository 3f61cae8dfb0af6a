import type { JobHandler } from '../jobs/job-handler';
import type { QueuedJob } from '../jobs/job-queue.port';
import type { Crm } from './crm.port';

export const OPPORTUNITY_STAGE_JOB = 'crm.opportunity-stage';

interface OpportunityStageChange {
  opportunityId: string;
  stageName: string;
}

/**
 * The job that moves an opportunity to a stage, queued with the change that asks for it. Keyed by the
 * moment it was asked as well: a stage may be asked again after the sales team moved it back, and
 * setting a stage twice leaves the same stage, so a repeated run does no harm.
 */
export function opportunityStageJob(opportunityId: string, stageName: string, at: Date) {
  const payload: OpportunityStageChange = { opportunityId, stageName };
  return {
    kind: OPPORTUNITY_STAGE_JOB,
    key: `crm.opportunity-stage:${opportunityId}:${stageName}:${at.toISOString()}`,
    payload: { ...payload },
  };
}

/**
 * Sets the opportunity's stage at the CRM. An opportunity the CRM no longer has (NOT_FOUND) or a
 * stage it refuses is given up at once with the CRM's reason; a CRM that is down is retried (2104).
 */
export class MoveOpportunityStage implements JobHandler {
  constructor(private readonly crm: Pick<Crm, 'updateOpportunityStage'>) {}

  async run(job: QueuedJob): Promise<void> {
    const { opportunityId, stageName } = job.payload as unknown as OpportunityStageChange;
    await this.crm.updateOpportunityStage(opportunityId, stageName);
  }
}
