import { auditActor } from '../application/audit-entry';
import type { Clock } from '../shared/clock';
import { isConcurrentUpdate } from './concurrent-update';
import { LeaseApplication, type EnvelopeKind } from './lease-application';
import { storeLeaseApplication } from './store-lease-application';
import type { UnitOfWork } from './unit-of-work.port';

/**
 * A signing view of the application's envelope was opened (decision 2108): the status read after the
 * signer comes back asks the e-signature service once, the return page's one check, in case
 * Connect's event is not in yet. Nothing is written before the envelope was first read (that read is
 * due anyway). A write lost to a simultaneous one is left: Connect's event, or the read after 15
 * minutes, still tells the application.
 */
export async function noteSigningViewOpened(
  deps: { unitOfWork: UnitOfWork; clock: Clock },
  applicationId: string,
  kind: EnvelopeKind,
  envelopeId: string,
): Promise<void> {
  try {
    await deps.unitOfWork.run(async (tx) => {
      const stored = await tx.leaseApplications.ofId(applicationId);
      if (!stored) return;
      const application = LeaseApplication.of(stored);
      const at = deps.clock.now().toISOString();
      if (!application.noteSigningViewOpened(kind, envelopeId, at)) return;
      await storeLeaseApplication(tx, application, auditActor.system, at);
    });
  } catch (error) {
    if (!isConcurrentUpdate(error)) throw error;
  }
}
