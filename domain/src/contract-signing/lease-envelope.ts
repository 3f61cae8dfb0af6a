import { auditActor } from '../application/audit-entry';
import type { VehicleApplication } from '../application/vehicle-application';
import { WITNESS_ANCHORS, WITNESS_TAB_LABELS } from '../documents/witness-anchors';
import type {
  EnvelopeRecipient,
  EnvelopeState,
  RecipientStatus,
  RecipientTab,
} from '../e-signature/envelope';
import { LeaseApplication } from '../lease-application/lease-application';
import { signerName } from '../lease-application/quote-envelope';
import { storeLeaseApplication } from '../lease-application/store-lease-application';
import { DomainError, ok, type Result } from '../shared/result';
import type { ContractSigningDependencies } from './contract-signing-dependencies';
import { WITNESS_ROLE_NAME, type LeaseEnvelopeProgress, type SigningProgress } from './digital-signing';
import { leaseDocumentKinds, renderLeaseDocuments } from './lease-document-pack';

/**
 * The lease envelope is known to the service by this reference (decision 1510); one that replaces a
 * declined or voided envelope carries its attempt, '<applicationId>:lease:2' and on (decision 1706).
 */
import { envelopePurposeOf, leaseEnvelopeReference } from '../e-signature/envelope-reference';

export { leaseEnvelopeReference };

/** Nobody can sign a declined or voided envelope any more: the lease needs a new one. */
const closedUnsigned = (envelope: EnvelopeState): boolean =>
  envelope.status === 'declined' || envelope.status === 'voided';

/** Recipient ids of the lease envelope: the officers, and the witness of Authorised Officer (1). */
export const LEASE_RECIPIENTS = { primary: '1', secondary: '2', witness: '3' } as const;

/** The embedded id of the witness who signs on Authorised Officer (1)'s device (decision 1701). */
export const witnessClientUserId = (primaryUserId: string): string => `${primaryUserId}:witness`;

type EnvelopeDeps = Pick<
  ContractSigningDependencies,
  'unitOfWork' | 'orgProfiles' | 'renderer' | 'eSignature' | 'clock' | 'specialIntroducerAbn'
>;

/**
 * The lease documents' envelope: sent once (the application keeps its id, and the service answers
 * the envelope already sent for the reference to a repeated or simultaneous request), with
 * Authorised Officer (1), their witness when the organisation requires one, then Authorised Officer
 * (2) when there is one. A guarantee signed on paper (combination) is not in it. When someone
 * declined it or it was voided before the application finished, a new one is sent under the next
 * attempt's reference and replaces it (decision 1706), so only one envelope is ever live.
 */
export async function leaseEnvelope(
  deps: EnvelopeDeps,
  application: VehicleApplication,
  actorUserId: string,
): Promise<Result<EnvelopeState, DomainError>> {
  const known = application.journey.leaseEnvelopeId;
  let replaced: EnvelopeState | undefined;
  if (known) {
    const state = await deps.eSignature.envelope(known);
    if (state && (!closedUnsigned(state) || application.journey.status === 'finished')) return ok(state);
    replaced = state;
  }
  let witnessed = false;
  const documents = await renderLeaseDocuments(
    deps,
    application,
    (profile) => {
      witnessed = profile.contractSigning?.witnessRequired === true;
      return leaseDocumentKinds(application, profile, 'digital', deps.specialIntroducerAbn).filter(
        (kind) => kind !== 'personalGuarantee',
      );
    },
    // The witness is named after the envelope is sent: the service fills them in (decision 2098).
    ({ witness: _namedLater, ...facts }) => (witnessed ? { ...facts, witnessOnSigning: true } : facts),
  );
  if (!documents.ok) return documents;
  const { signers, witnesses } = recipientsOf(application, witnessed);
  const envelope = await deps.eSignature.sendEnvelope({
    reference: leaseEnvelopeReference(
      application.applicationId,
      replaced ? (envelopePurposeOf(replaced.reference)?.attempt ?? 1) + 1 : 1,
    ),
    emailSubject: 'Please sign your lease documents',
    documents: documents.value.map((document, index) => ({
      documentId: String(index + 1),
      name: document.fileName,
      pdf: document.pdf,
    })),
    signers,
    witnesses,
  });
  await rememberEnvelope(deps, application.applicationId, envelope.envelopeId, actorUserId, replaced);
  return ok(envelope);
}

/**
 * The witness's fields on the agreement (decision 2098): their name as the envelope knows them once
 * named, and their address, given when they are named (`correctRecipient`'s tab values).
 */
export const LEASE_WITNESS_TABS: readonly RecipientTab[] = [
  { kind: 'fullName', tabLabel: WITNESS_TAB_LABELS.name, anchorString: WITNESS_ANCHORS.name },
  { kind: 'text', tabLabel: WITNESS_TAB_LABELS.address, anchorString: WITNESS_ANCHORS.address },
];

function recipientsOf(
  application: VehicleApplication,
  witnessed: boolean,
): { signers: EnvelopeRecipient[]; witnesses: EnvelopeRecipient[] } {
  const { primaryApplicant: primary, secondaryApplicant: secondary } = application.journey;
  const primaryUserId = primary?.userId ?? application.orgUserId;
  const signers: EnvelopeRecipient[] = [
    {
      recipientId: LEASE_RECIPIENTS.primary,
      name: signerName(primary?.firstName, primary?.lastName),
      email: primary?.email ?? '',
      routingOrder: 1,
      clientUserId: primaryUserId,
    },
  ];
  const witnesses: EnvelopeRecipient[] = witnessed
    ? [
        {
          recipientId: LEASE_RECIPIENTS.witness,
          name: WITNESS_ROLE_NAME,
          email: primary?.email ?? '',
          routingOrder: 2,
          clientUserId: witnessClientUserId(primaryUserId),
          roleName: WITNESS_ROLE_NAME,
          witnessFor: LEASE_RECIPIENTS.primary,
          tabs: [...LEASE_WITNESS_TABS],
        },
      ]
    : [];
  if (secondary?.userId && secondary.email) {
    signers.push({
      recipientId: LEASE_RECIPIENTS.secondary,
      name: signerName(secondary.firstName, secondary.lastName),
      email: secondary.email,
      routingOrder: witnessed ? 3 : 2,
      clientUserId: secondary.userId,
    });
  }
  return { signers, witnesses };
}

/**
 * The application keeps the envelope's id, once, with an audit entry: the first envelope, or the one
 * replacing the closed envelope it still names; a simultaneous request's write yields.
 */
async function rememberEnvelope(
  deps: EnvelopeDeps,
  applicationId: string,
  envelopeId: string,
  actorUserId: string,
  replaced: EnvelopeState | undefined,
): Promise<void> {
  try {
    await deps.unitOfWork.run(async ({ leaseApplications, auditEntries, jobs }) => {
      const stored = await leaseApplications.ofId(applicationId);
      const current = stored?.value.journey.leaseEnvelopeId;
      if (!stored || current === envelopeId || current !== replaced?.envelopeId) return;
      const application = LeaseApplication.of(stored);
      application.change((journey) => ({ ...journey, leaseEnvelopeId: envelopeId }), {
        action: replaced ? 'application.lease-envelope.replaced' : 'application.lease-envelope.created',
        details: replaced
          ? { envelopeId, replacedEnvelopeId: replaced.envelopeId, replacedStatus: replaced.status }
          : { envelopeId },
      });
      await storeLeaseApplication(
        { leaseApplications, auditEntries, jobs },
        application,
        auditActor.customer(actorUserId),
        deps.clock.now().toISOString(),
      );
    });
  } catch (error) {
    // Another request saved the application meanwhile; the service gave both the same envelope.
    if (!(error instanceof DomainError && error.code === 'CONCURRENT_UPDATE')) throw error;
  }
}

const progressOf = (status: RecipientStatus): SigningProgress =>
  status === 'completed' ? 'completed' : 'pending';

/** The envelope as the signing screen reads it: signers by e-mail, witnesses by role name. */
export function leaseEnvelopeProgress(envelope: EnvelopeState): LeaseEnvelopeProgress {
  return {
    signers: envelope.signers.map((signer) => ({ email: signer.email, status: progressOf(signer.status) })),
    witnesses: envelope.witnesses.map((witness) => ({
      roleName: witness.roleName ?? WITNESS_ROLE_NAME,
      status: progressOf(witness.status),
    })),
  };
}
