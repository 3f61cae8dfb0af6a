import { SettableClock } from '../../accounts/testing/in-memory-accounts';
import { applicantRoleOf } from '../../application/applicant-role';
import type { VehicleApplication } from '../../application/vehicle-application';
import { FactsAsTextRenderer } from '../../documents/testing/facts-as-text-renderer';
import { InMemoryESignature } from '../../e-signature/testing/in-memory-e-signature';
import type { OrgProfile } from '../../organisation/org-profile';
import { GetQuotePdf } from '../get-quote-pdf';
import { QuoteEnvelopeStatus } from '../quote-envelope-status';
import type { QuoteSigningDependencies } from '../quote-signing-dependencies';
import { RecordQuoteSignature } from '../record-quote-signature';
import { StartQuoteSigning } from '../start-quote-signing';
import { InMemoryUnitOfWork } from './in-memory-unit-of-work';

/** Test support only: the quote's use cases over one in-memory store, e-signature and renderer. */
export function aQuoteWorld(profiles: OrgProfile[]) {
  const unitOfWork = new InMemoryUnitOfWork();
  const eSignature = new InMemoryESignature();
  const renderer = new FactsAsTextRenderer();
  const clock = new SettableClock(new Date('2026-05-04T09:00:00.000Z'));
  const deps: QuoteSigningDependencies = {
    applications: {
      ofUser: async (userId) =>
        [...unitOfWork.applications.values()]
          .filter(({ value }) => value.orgUserId === userId || applicantRoleOf(value, userId) !== 'none')
          .map((stored) => structuredClone(stored)),
    },
    orgProfiles: { ofId: async (orgId) => profiles.find((profile) => profile.orgId === orgId) },
    renderer,
    eSignature,
    unitOfWork,
    clock,
  };
  const recordQuoteSignature = new RecordQuoteSignature(deps);
  return {
    unitOfWork,
    eSignature,
    renderer,
    clock,
    getQuotePdf: new GetQuotePdf(deps),
    startQuoteSigning: new StartQuoteSigning(deps),
    quoteEnvelopeStatus: new QuoteEnvelopeStatus(deps),
    recordQuoteSignature,
    /** Connect's event for the quote's envelope, recorded as its job records it (decision 2108). */
    connectSays: (applicationId: string, envelopeId: string, event: string, recipientId?: string) =>
      recordQuoteSignature.recordEvent(applicationId, {
        envelopeId,
        event,
        ...(recipientId ? { recipientId } : {}),
      }),
    add: (application: VehicleApplication) => unitOfWork.run((tx) => tx.leaseApplications.add(application)),
    stored: (applicationId: string) => unitOfWork.applications.get(applicationId)?.value,
  };
}
