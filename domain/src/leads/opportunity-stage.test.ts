import { InMemoryJobQueue } from '../jobs/testing/in-memory-job-queue';
import { WorkOffDueJobs } from '../jobs/work-off-due-jobs';
import { MoveOpportunityStage, OPPORTUNITY_STAGE_JOB, opportunityStageJob } from './opportunity-stage';
import { RecordingCrm, refused } from './testing/recording-partners';

const at = new Date('2026-05-04T09:00:00.000Z');

async function anOpportunityToMove() {
  const crm = new RecordingCrm();
  const accountId = await crm.createAccount({
    reference: 'lead-1',
    orgId: 'fleet-co',
    region: 'AU',
    name: 'Lygon Street Espresso',
    businessNumber: '51824753556',
    accountSource: 'Calculator',
    contact: { firstName: 'Sam', lastName: 'Driver', email: 'sam@fleetco.example', phone: '0491570156' },
  });
  const opportunityId = await crm.createOpportunity({
    reference: 'lead-1',
    accountId,
    name: 'Lygon Street Espresso – Calculator',
    leadSource: 'Calculator',
    stageName: 'Needs Analysis',
    closeDate: '2026-08-02',
    shortlists: [],
  });
  const queue = new InMemoryJobQueue();
  const worker = new WorkOffDueJobs({
    queue,
    handlers: { [OPPORTUNITY_STAGE_JOB]: new MoveOpportunityStage(crm) },
    clock: { now: () => at },
    leaseMs: 60_000,
    random: () => 0,
  });
  return { crm, opportunityId, queue, worker };
}

describe('moving an opportunity’s stage as a job', () => {
  it('sets the stage at the CRM', async () => {
    const { crm, opportunityId, queue, worker } = await anOpportunityToMove();
    await queue.enqueue(opportunityStageJob(opportunityId, 'Deal Mobilising', at), at);

    expect(await worker.turn()).toMatchObject({ outcome: 'done' });
    expect(crm.opportunities[0]?.stageName).toBe('Deal Mobilising');
  });

  it('queues the same stage asked again later as a job of its own', async () => {
    const { opportunityId, queue } = await anOpportunityToMove();
    const later = new Date(at.getTime() + 60_000);
    expect(await queue.enqueue(opportunityStageJob(opportunityId, 'Deal Mobilising', at), at)).toBe(true);
    expect(await queue.enqueue(opportunityStageJob(opportunityId, 'Deal Mobilising', later), later)).toBe(
      true,
    );
  });

  it('retries while the CRM is down, and gives up at once on an opportunity it no longer has or a refusal', async () => {
    const { crm, opportunityId, queue, worker } = await anOpportunityToMove();
    crm.faults.failNext('updateOpportunityStage');
    await queue.enqueue(opportunityStageJob(opportunityId, 'Deal Mobilising', at), at);
    expect(await worker.turn()).toMatchObject({ outcome: 'retrying' });

    await queue.enqueue(opportunityStageJob('OPP-404', 'Deal Mobilising', at), at);
    expect(await worker.turn()).toMatchObject({ outcome: 'given-up' });
    crm.faults.failNext(
      'updateOpportunityStage',
      1,
      refused('CRM', 'INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST'),
    );
    await queue.enqueue(opportunityStageJob(opportunityId, 'Quote Requested OP', at), at);
    expect(await worker.turn()).toMatchObject({ outcome: 'given-up' });
    expect(queue.jobs.map((job) => job.lastError)).toEqual([
      'The CRM could not be reached.',
      "No opportunity 'OPP-404'.",
      expect.stringContaining('INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST'),
    ]);
  });
});
