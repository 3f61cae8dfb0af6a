import type { VehicleApplication } from '../application/vehicle-application';
import { LEASE_RECIPIENTS } from '../contract-signing/lease-envelope';
import type { ESignature } from '../e-signature/e-signature.port';
import type { EnvelopeState, EnvelopeStatus, RecipientStatus } from '../e-signature/envelope';

/**
 * Who has signed the lease documents' envelope, as the e-signature service says (decision 2114): the
 * officers and Authorised Officer (1)'s witness, in the order they sign. `application check-signing`
 * asks the same question and records the answer; reading where an application stands only reads it.
 */
export interface LeaseSigner {
  role: 'authorisedOfficer1' | 'witness' | 'authorisedOfficer2';
  /** The name on the envelope: the witness's once Authorised Officer (1) named them. */
  name: string;
  status: RecipientStatus;
  signedAt?: string;
}

export type LeaseSigning =
  | { envelopeId: string; envelopeStatus: EnvelopeStatus; signers: LeaseSigner[] }
  /** The service did not answer, or does not know the envelope: who has signed is not known. */
  | { envelopeId: string; unknown: string };

const ROLES: Readonly<Record<string, LeaseSigner['role']>> = {
  [LEASE_RECIPIENTS.primary]: 'authorisedOfficer1',
  [LEASE_RECIPIENTS.witness]: 'witness',
  [LEASE_RECIPIENTS.secondary]: 'authorisedOfficer2',
};

/** The envelope's signers and witness by their part in the application, in routing order. */
export function leaseSigningOf(envelope: EnvelopeState): LeaseSigning {
  const signers = [...envelope.signers, ...envelope.witnesses]
    .sort((a, b) => a.routingOrder - b.routingOrder)
    .map((recipient): LeaseSigner => ({
      role: ROLES[recipient.recipientId] ?? (recipient.witnessFor ? 'witness' : 'authorisedOfficer1'),
      name: recipient.name,
      status: recipient.status,
      ...(recipient.signedAt ? { signedAt: recipient.signedAt } : {}),
    }));
  return { envelopeId: envelope.envelopeId, envelopeStatus: envelope.status, signers };
}

/**
 * Reads the lease envelope of an application being signed from the e-signature service, without
 * recording anything: undefined when none is out for signing (none sent, signed on paper, or the
 * application is not at its signing step), and a known unknown when the service cannot say.
 */
export class ReadLeaseSigning {
  constructor(private readonly deps: { eSignature: Pick<ESignature, 'envelope'> }) {}

  async execute(application: VehicleApplication): Promise<LeaseSigning | undefined> {
    const { leaseEnvelopeId: envelopeId, status, wetSignature } = application.journey;
    if (!envelopeId || status !== 'reviewAndSignContract' || wetSignature?.signType === 'wet')
      return undefined;
    try {
      const envelope = await this.deps.eSignature.envelope(envelopeId);
      return envelope
        ? leaseSigningOf(envelope)
        : { envelopeId, unknown: 'the e-signature service does not know this envelope' };
    } catch {
      return { envelopeId, unknown: 'the e-signature service did not answer' };
    }
  }
}
