import { CollectingMailer, SettableClock } from '../../accounts/testing/in-memory-accounts';
import type { VehicleApplication } from '../../application/vehicle-application';
import { FactsAsTextRenderer } from '../../documents/testing/facts-as-text-renderer';
import { InMemoryESignature } from '../../e-signature/testing/in-memory-e-signature';
import { InMemoryFileStorage, InMemoryUploadedFiles } from '../../files/testing/in-memory-files';
import { InMemoryUnitOfWork } from '../../lease-application/testing/in-memory-unit-of-work';
import { RecordQuoteSignature } from '../../lease-application/record-quote-signature';
import type { EnvelopeStatus } from '../../e-signature/envelope';
import { ENVELOPE_EVENT_JOB, RecordEnvelopeEvent } from '../../webhooks/record-envelope-event';
import type { OrgProfile } from '../../organisation/org-profile';
import { CheckPaperSigning, ReadSignedDocuments } from '../check-paper-signing';
import type { ContractSigningDependencies } from '../contract-signing-dependencies';
import { LeaseSigningStatus } from '../lease-signing-status';
import { RecordLeaseSigning } from '../record-lease-signing';
import { RecordDirectDebitAccount } from '../record-direct-debit-account';
import { AttachSignedDocument, RemoveSignedDocument } from '../signed-document-uploads';
import { SignedLeaseDocuments } from '../signed-lease-documents';
import { StartLeaseSigning } from '../start-lease-signing';
import { SubmitSignedDocuments } from '../submit-signed-documents';
import { EmailPaperDocuments, GetPaperDocuments } from '../wet-signature-documents';

/** Test support only: the contract-signing use cases over in-memory storage, e-signature, files and mail. */
export function aContractSigningWorld(profiles: OrgProfile[], specialIntroducerAbn?: string) {
  const unitOfWork = new InMemoryUnitOfWork();
  const eSignature = new InMemoryESignature();
  const renderer = new FactsAsTextRenderer();
  const files = new InMemoryUploadedFiles();
  const storage = new InMemoryFileStorage();
  const mailer = new CollectingMailer();
  const clock = new SettableClock(new Date('2026-06-01T09:00:00.000Z'));
  const deps: ContractSigningDependencies = {
    unitOfWork,
    orgProfiles: { ofId: async (orgId) => profiles.find((profile) => profile.orgId === orgId) },
    renderer,
    eSignature,
    files,
    mailer,
    clock,
    ...(specialIntroducerAbn ? { specialIntroducerAbn } : {}),
  };
  // DocuSign Connect's job, as the portal runs it for each event (decisions 2105, 2108).
  const connectJob = new RecordEnvelopeEvent({
    eSignature,
    recordQuoteSignature: new RecordQuoteSignature({ ...deps, applications: { ofUser: async () => [] } }),
    recordLeaseSigning: new RecordLeaseSigning(deps),
  });
  let events = 0;
  /** Connect tells the portal of an envelope's event, with our reference, as it does once configured. */
  const connectSays = (envelopeId: string, event: string, recipientId?: string) =>
    connectJob.run({
      id: `event-${++events}`,
      kind: ENVELOPE_EVENT_JOB,
      key: `event-${events}`,
      attempts: 1,
      payload: {
        envelopeId,
        event,
        reference: eSignature.envelopes.get(envelopeId)?.reference ?? '',
        ...(recipientId ? { recipientId } : {}),
      },
    });
  return {
    unitOfWork,
    eSignature,
    clock,
    connectSays,
    /** A recipient signs in their view: the service records it, and Connect tells the portal. */
    signs: async (envelopeId: string, recipientId: string) => {
      eSignature.sign(envelopeId, recipientId);
      await connectSays(envelopeId, 'recipient-completed', recipientId);
      if (eSignature.envelopes.get(envelopeId)?.status === 'completed')
        await connectSays(envelopeId, 'envelope-completed');
    },
    /** The envelope of the reference is declined or voided, and Connect tells the portal. */
    closes: async (reference: string, status: Extract<EnvelopeStatus, 'declined' | 'voided'>) => {
      eSignature.finish(reference, status);
      const envelope = [...eSignature.envelopes.values()].find((e) => e.reference === reference)!;
      await connectSays(envelope.envelopeId, `envelope-${status}`);
    },
    renderer,
    files,
    storage,
    mailer,
    signingStatus: new LeaseSigningStatus(deps),
    startSigning: new StartLeaseSigning(deps),
    recordDirectDebitAccount: new RecordDirectDebitAccount(deps),
    paperDocuments: new GetPaperDocuments(deps),
    emailDocuments: new EmailPaperDocuments(deps),
    attach: new AttachSignedDocument(deps),
    remove: new RemoveSignedDocument(deps),
    submit: new SubmitSignedDocuments(deps),
    checkPaperSigning: new CheckPaperSigning(deps),
    readSignedDocuments: new ReadSignedDocuments({ ...deps, storage }),
    signedDocuments: new SignedLeaseDocuments({ ...deps, storage }),
    add: (application: VehicleApplication) => unitOfWork.run((tx) => tx.leaseApplications.add(application)),
    stored: (applicationId: string) => unitOfWork.applications.get(applicationId)?.value,
    /** A signed document the officer uploaded for the application, as the upload route stores it. */
    uploaded: async (
      uuid: string,
      ownerUserId: string,
      applicationId: string,
      contentType = 'application/pdf',
    ) => {
      await storage.put(uuid, new TextEncoder().encode(`%PDF-1.7 ${uuid}`));
      await files.recordUpload({
        uuid,
        ownerUserId,
        orgId: 'fleet-co',
        applicationId,
        kind: 'signedDocument',
        contentType,
        sizeBytes: 2048,
        uploadedAt: '2026-06-01T08:00:00.000Z',
      });
    },
  };
}
