import {
  fullName,
  LEASE_RECIPIENTS,
  type LeaseSigner,
  type LeaseSigning,
  type OrgProfile,
  type RecordedEnvelope,
  type RecipientStatus,
  type VehicleApplication,
} from '@lease-portal/domain';

/** Who has signed, as the application recorded it, and when it learnt it (decision 2122). */
export interface RecordedLeaseSigning {
  signing: LeaseSigning;
  /** When the application last learnt anything of the envelope: an event of Connect's, or a read. */
  recordedAt?: string;
  /** When the portal last read the envelope from the e-signature service; never, before the first. */
  readAt?: string;
}

/** The routing order of the lease envelope: Authorised Officer (1), their witness, Authorised Officer (2). */
const ORDER: readonly { recipientId: string; role: LeaseSigner['role'] }[] = [
  { recipientId: LEASE_RECIPIENTS.primary, role: 'authorisedOfficer1' },
  { recipientId: LEASE_RECIPIENTS.witness, role: 'witness' },
  { recipientId: LEASE_RECIPIENTS.secondary, role: 'authorisedOfficer2' },
];

/**
 * The lease envelope's signers of an application out for electronic signing, read from what the
 * application records of it (`envelopeProgress.lease`, decision 2108): Connect's events and the
 * portal's own reads of the service. lease-admin never asks the e-signature service to read: a
 * support member's `show` would spend DocuSign's one status read in 15 minutes, and the record is
 * what the officers' screens show too. Undefined when no lease is out for electronic signing; a
 * known unknown when the application has recorded nothing of its envelope yet.
 *
 * The record keeps no names (decision 2108): they are the application's own, the officers' and the
 * witness Authorised Officer (1) named. A recipient the record knows by an event alone, and one it
 * does not know yet, stand as the envelope does: signed when it completed, else not yet.
 */
export function recordedLeaseSigning(
  application: VehicleApplication,
  profile: Pick<OrgProfile, 'contractSigning'> | undefined,
): RecordedLeaseSigning | undefined {
  const s = application.journey;
  const envelopeId = s.leaseEnvelopeId;
  if (!envelopeId || s.status !== 'reviewAndSignContract' || s.wetSignature?.signType === 'wet')
    return undefined;
  const recorded: RecordedEnvelope | undefined = s.envelopeProgress?.lease;
  if (!recorded || recorded.envelopeId !== envelopeId) {
    return {
      signing: {
        envelopeId,
        unknown:
          'the portal has recorded nothing of this envelope yet (it learns of it from the ' +
          "e-signature service's events, or reads it when an officer's signing screen asks)",
      },
    };
  }
  const byId = new Map(recorded.recipients.map((recipient) => [recipient.recipientId, recipient]));
  // Read once, the record names every recipient; before that, only those an event named.
  const expected = (recipientId: string): boolean => {
    if (byId.has(recipientId) || recorded.readAt) return byId.has(recipientId);
    if (recipientId === LEASE_RECIPIENTS.primary) return true;
    if (recipientId === LEASE_RECIPIENTS.witness) return profile?.contractSigning?.witnessRequired === true;
    return Boolean(s.secondaryApplicant?.userId && s.secondaryApplicant.email);
  };
  const nameOf = (role: LeaseSigner['role']): string =>
    role === 'authorisedOfficer1'
      ? (fullName(s.primaryApplicant) ?? 'Authorised Officer (1)')
      : role === 'authorisedOfficer2'
        ? (fullName(s.secondaryApplicant) ?? 'Authorised Officer (2)')
        : (s.leaseWitness?.name ?? 'Witness');
  const statusOf = (recipientId: string): RecipientStatus =>
    byId.get(recipientId)?.status ?? (recorded.status === 'completed' ? 'completed' : 'sent');
  const signers = ORDER.filter(({ recipientId }) => expected(recipientId)).map(
    ({ recipientId, role }): LeaseSigner => ({ role, name: nameOf(role), status: statusOf(recipientId) }),
  );
  return {
    signing: { envelopeId, envelopeStatus: recorded.status, signers },
    recordedAt: recorded.recordedAt,
    ...(recorded.readAt ? { readAt: recorded.readAt } : {}),
  };
}
