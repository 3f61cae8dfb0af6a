import { CollectingMailer, SettableClock } from '../../accounts/testing/in-memory-accounts';
import { applicantRoleOf } from '../../application/applicant-role';
import type { VehicleApplication } from '../../application/vehicle-application';
import { RecordDirectDebitAccount } from '../../contract-signing/record-direct-debit-account';
import { SendQueuedLeaseEnvelope } from '../../contract-signing/send-queued-lease-envelope';
import { StartLeaseSigning } from '../../contract-signing/start-lease-signing';
import { FactsAsTextRenderer } from '../../documents/testing/facts-as-text-renderer';
import { InMemoryUploadedFiles } from '../../files/testing/in-memory-files';
import { WorkOffDueJobs, type JobTurn } from '../../jobs/work-off-due-jobs';
import { MoveApplication } from '../../lease-application/move-application';
import { SendQueuedQuoteEnvelope } from '../../lease-application/send-queued-quote-envelope';
import { StartQuoteSigning } from '../../lease-application/start-quote-signing';
import { InMemoryUnitOfWork } from '../../lease-application/testing/in-memory-unit-of-work';
import type { OrgProfile } from '../../organisation/org-profile';
import { ENVELOPE_SEND_JOB, ENVELOPE_VOID_JOB } from '../envelope-jobs';
import { SendEnvelope } from '../send-envelope-job';
import { VoidEnvelope } from '../void-envelope-job';
import { InMemoryESignature } from './in-memory-e-signature';

/**
 * Test support only: the use cases that need an envelope, the storage that queues its jobs, and a
 * worker running the envelope jobs, over one in-memory store and e-signature service (decision 2109).
 */
export function anEnvelopeJobsWorld(profiles: OrgProfile[]) {
  const unitOfWork = new InMemoryUnitOfWork();
  const eSignature = new InMemoryESignature();
  const clock = new SettableClock(new Date('2026-06-01T09:00:00.000Z'));
  const orgProfiles = { ofId: async (orgId: string) => profiles.find((profile) => profile.orgId === orgId) };
  const applications = {
    ofUser: async (userId: string) =>
      [...unitOfWork.applications.values()]
        .filter(({ value }) => value.orgUserId === userId || applicantRoleOf(value, userId) !== 'none')
        .map((stored) => structuredClone(stored)),
  };
  const renderer = new FactsAsTextRenderer();
  const quote = { applications, orgProfiles, renderer, eSignature, unitOfWork, clock };
  const contract = {
    ...quote,
    files: new InMemoryUploadedFiles(),
    mailer: new CollectingMailer(),
  };
  const worker = new WorkOffDueJobs({
    queue: unitOfWork.jobs,
    handlers: {
      [ENVELOPE_SEND_JOB]: new SendEnvelope({
        quote: new SendQueuedQuoteEnvelope(quote),
        lease: new SendQueuedLeaseEnvelope(contract),
      }),
      [ENVELOPE_VOID_JOB]: new VoidEnvelope({ eSignature }),
    },
    clock,
    leaseMs: 60_000,
    random: () => 0.5,
  });
  const envelopeJobs = () => unitOfWork.jobs.jobs.filter((job) => job.kind.startsWith('envelope.'));
  return {
    unitOfWork,
    eSignature,
    clock,
    worker,
    startQuoteSigning: new StartQuoteSigning(quote),
    startLeaseSigning: new StartLeaseSigning(contract),
    recordDirectDebitAccount: new RecordDirectDebitAccount(contract),
    move: new MoveApplication(unitOfWork, () => clock.now()),
    add: (application: VehicleApplication) => unitOfWork.run((tx) => tx.leaseApplications.add(application)),
    stored: (applicationId: string) => unitOfWork.applications.get(applicationId)?.value,
    /** The envelope jobs queued so far, with their state. */
    envelopeJobs,
    /**
     * Runs the jobs due now, as a worker would, and answers the envelope jobs' turns; the other kinds
     * queued beside them (milestone mails) have no handler here and wait for a later retry.
     */
    async runDueJobs(): Promise<JobTurn[]> {
      const turns: JobTurn[] = [];
      for (let turn = await worker.turn(); turn.outcome !== 'idle'; turn = await worker.turn())
        if (turn.job.kind.startsWith('envelope.')) turns.push(turn);
      return turns;
    },
  };
}
