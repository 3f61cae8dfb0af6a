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
import { primaryUserIdOf, signerName } from '../lease-application/quote-envelope';
import { isConcurrentUpdate, retriedIfOvertaken } from '../lease-application/concurrent-update';
import { nextLeaseAttempt } from '../lease-application/envelope-work';
import { storeLeaseApplication } from '../lease-application/store-lease-application';
import { ok, type DomainError, type Result } from '../shared/result';
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
 * The lease documents' envelope, with Authorised Officer (1), their witness when the organisation
 * requires one, then Authorised Officer (2) when there is one; a guarantee signed on paper
 * (combination) is not in it. The envelope the application names, read from the service; before one
 * is named, the one its job sent or, when a signer is here first, sent now through the service's one
 * send, which answers the envelope already sent for the reference (decisions 2103, 2109). When someone
 * declined it or it was voided before the application finished, a new one is sent under the next
 * attempt's reference and replaces it (decision 1706), so only one envelope is ever live.
 */
export async function leaseEnvelope(
  deps: EnvelopeDeps,
  application: VehicleApplication,
  actorUserId: string,
): Promise<Result<EnvelopeState, DomainError>> {
  const { journey } = application;
  const known = journey.leaseEnvelopeId;
  let replaced: EnvelopeState | undefined;
  if (known) {
    const state = await deps.eSignature.envelope(known);
    if (state && (!closedUnsigned(state) || journey.status === 'finished')) return ok(state);
    replaced = state;
  }
  // An application named its envelope before attempts were kept: the replaced one's reference says.
  const attempt =
    journey.leaseEnvelopeAttempt === undefined && replaced
      ? (envelopePurposeOf(replaced.reference)?.attempt ?? 1) + 1
      : nextLeaseAttempt(journey);
  const sent = await sendLeaseEnvelope(deps, application, attempt);
  if (!sent.ok) return sent;
  await keepSentLeaseEnvelope(
    deps,
    application.applicationId,
    { envelopeId: sent.value.envelopeId, attempt },
    replaced,
    auditActor.customer(actorUserId),
  ).catch((error: unknown) => {
    // Lost twice to simultaneous writes: the service gave everyone the same envelope; the next keeps it.
    if (!isConcurrentUpdate(error)) throw error;
  });
  return sent;
}

/**
 * The lease documents rendered as the application stands and sent under the attempt's reference,
 * through the service's one send: a second send of the reference answers the envelope already sent.
 */
export async function sendLeaseEnvelope(
  deps: EnvelopeDeps,
  application: VehicleApplication,
  attempt: number,
): Promise<Result<EnvelopeState, DomainError>> {
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
    reference: leaseEnvelopeReference(application.applicationId, attempt),
    emailSubject: 'Please sign your lease documents',
    documents: documents.value.map((document, index) => ({
      documentId: String(index + 1),
      name: document.fileName,
      pdf: document.pdf,
    })),
    signers,
    witnesses,
  });
  return ok(envelope);
}

/**
 * The application names the envelope sent, through the aggregate, once, with the trail's entry by
 * `actor`: the first, the one after a withdrawn one, or the one replacing the closed envelope it still
 * names. A write lost to a simultaneous one is tried again (decision 2109).
 */
export function keepSentLeaseEnvelope(
  deps: Pick<EnvelopeDeps, 'unitOfWork' | 'clock'>,
  applicationId: string,
  sent: { envelopeId: string; attempt: number },
  replaced: EnvelopeState | undefined,
  actor: string,
): Promise<void> {
  return retriedIfOvertaken(() =>
    deps.unitOfWork.run(async (tx) => {
      const stored = await tx.leaseApplications.ofId(applicationId);
      if (!stored) return;
      const application = LeaseApplication.of(stored);
      if (!application.keepLeaseEnvelope(sent, replaced)) return;
      await storeLeaseApplication(tx, application, actor, deps.clock.now().toISOString());
    }),
  );
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
  const primaryUserId = primaryUserIdOf(application);
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
