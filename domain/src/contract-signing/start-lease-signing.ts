import type { User } from '../accounts/user';
import { auditActor } from '../application/audit-entry';
import { WITNESS_TAB_LABELS } from '../documents/witness-anchors';
import { ESignatureError } from '../e-signature/e-signature.port';
import type { EnvelopeState } from '../e-signature/envelope';
import { LeaseApplication } from '../lease-application/lease-application';
import { leaseApplicationErrors } from '../lease-application/lease-application-errors';
import { storeLeaseApplication } from '../lease-application/store-lease-application';
import { returnsToApplicationPage } from '../lease-application/start-quote-signing';
import { noteSigningViewOpened } from '../lease-application/signing-view-opened';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import type { ContractSigningDependencies } from './contract-signing-dependencies';
import { contractSigningErrors } from './contract-signing-errors';
import { LEASE_RECIPIENTS, leaseEnvelope, witnessClientUserId } from './lease-envelope';
import { leaseWitnessOf, type LeaseWitness } from './lease-witness';
import { directDebitAccountErrors } from './record-direct-debit-account';
import { signingPartyOf, type SigningParty } from './signing-party';
import { GUARANTEE_FIRST_MESSAGE } from './wet-signature-submission';

export interface StartLeaseSigningCommand {
  user: Pick<User, 'id' | 'orgId'>;
  applicationId: string;
  /** What the browser believes; it must agree with the caller's part in the application. */
  isCurrentUserPrimary: boolean;
  /** This application's quotesign-mla page on the request's own host. */
  returnUrl: string;
  host: string;
  /** Who witnesses Authorised Officer (1)'s signature: needed to open the witness's row (decision 2047). */
  witness?: Partial<LeaseWitness>;
}

/**
 * getMLADocusign (journey §7): a one-time signing view of the lease envelope for the caller's own
 * row: Authorised Officer (1)'s, then their witness's on the same device (decision 1701) once
 * Authorised Officer (1) named a witness who is not an officer (decision 2047), or
 * Authorised Officer (2)'s. Nobody opens another applicant's row. In the combination flow Authorised
 * Officer (1) signs only once the guarantee is uploaded.
 */
export class StartLeaseSigning {
  constructor(
    private readonly deps: Pick<
      ContractSigningDependencies,
      'unitOfWork' | 'orgProfiles' | 'renderer' | 'eSignature' | 'clock' | 'specialIntroducerAbn'
    >,
  ) {}

  async execute(command: StartLeaseSigningCommand): Promise<Result<{ url: string }, DomainError>> {
    const found = await signingPartyOf(this.deps.unitOfWork, command.user, command.applicationId, 'change');
    if (!found.ok) return found;
    const party = found.value;
    if (command.isCurrentUserPrimary !== (party.role === 'primary'))
      return fail(contractSigningErrors.notYourRow());
    if (party.variant === 'wet') return fail(contractSigningErrors.notSignedThisWay('wet'));
    if (
      party.variant === 'combination' &&
      party.role === 'primary' &&
      !party.application.journey.wetSignature?.documents?.personalGuarantee?.uploadFile
    ) {
      return fail(contractSigningErrors.guaranteeFirst(GUARANTEE_FIRST_MESSAGE));
    }
    if (!returnsToApplicationPage(command.returnUrl, command.host, command.applicationId, 'quotesign-mla')) {
      return fail(contractSigningErrors.returnUrlNotAllowed());
    }
    const { journey } = party.application;
    if (!journey.leaseEnvelopeId && !journey.directDebitAccount) {
      // The documents are prepared once, with the account to debit in them (decision 2081).
      return fail(
        party.role === 'primary'
          ? directDebitAccountErrors.accountMissing()
          : contractSigningErrors.notYourTurn(),
      );
    }
    try {
      const envelope = await leaseEnvelope(this.deps, party.application, command.user.id);
      if (!envelope.ok) return envelope;
      const row = rowToSign(party, envelope.value, command.user.id);
      if (!row) return fail(contractSigningErrors.nothingToSign());
      let signer = row;
      if (row.witnessRow) {
        // The witness is a person of their own, named before they sign: never an officer (decision 2047).
        const witness = leaseWitnessOf(party.application, command.witness);
        if (!witness.ok) return witness;
        // Kept with the application, so the agreement prints the witness's name and address.
        const recorded = await this.recordWitness(command, witness.value);
        if (!recorded.ok) return recorded;
        const { name, email, address } = witness.value;
        // The envelope's agreement names them too: its witness fields are filled as they sign (decision 2098).
        await this.deps.eSignature.correctRecipient(envelope.value.envelopeId, LEASE_RECIPIENTS.witness, {
          name,
          email,
          tabValues: { [WITNESS_TAB_LABELS.address]: address },
        });
        signer = { clientUserId: row.clientUserId, name, email };
      }
      const view = await this.deps.eSignature.recipientView(envelope.value.envelopeId, {
        clientUserId: signer.clientUserId,
        name: signer.name,
        email: signer.email,
        returnUrl: command.returnUrl,
      });
      // The status read after the signer's return asks the service once (decision 2108).
      await noteSigningViewOpened(this.deps, command.applicationId, 'lease', envelope.value.envelopeId);
      return ok(view);
    } catch (error) {
      if (error instanceof ESignatureError && error.code === 'RECIPIENT_NOT_IN_SEQUENCE')
        return fail(contractSigningErrors.notYourTurn());
      if (error instanceof ESignatureError)
        return fail(leaseApplicationErrors.signingUnavailable(error.code, error.message));
      throw error;
    }
  }

  /** The witness named, on the application through its aggregate, with a trail entry that names no one. */
  private recordWitness(
    command: StartLeaseSigningCommand,
    witness: LeaseWitness,
  ): Promise<Result<void, DomainError>> {
    return this.deps.unitOfWork.run(async (tx) => {
      const stored = await tx.leaseApplications.ofId(command.applicationId);
      if (!stored) return fail(contractSigningErrors.notYourRow());
      const application = LeaseApplication.of(stored);
      const replaced = application.journey.leaseWitness !== undefined;
      application.change((journey) => ({ ...journey, leaseWitness: witness }), {
        action: 'application.lease-witness.named',
        details: { replaced },
      });
      const at = this.deps.clock.now().toISOString();
      await storeLeaseApplication(tx, application, auditActor.customer(command.user.id), at);
      return ok(undefined);
    });
  }
}

/** The caller's first unsigned row: their own, then (for Authorised Officer (1)) their witness's. */
function rowToSign(
  party: SigningParty,
  envelope: EnvelopeState,
  userId: string,
): { clientUserId: string; name: string; email: string; witnessRow?: true } | undefined {
  const unsigned = (recipientId: string) =>
    [...envelope.signers, ...envelope.witnesses].find(
      (recipient) => recipient.recipientId === recipientId && recipient.status !== 'completed',
    );
  if (party.role === 'secondary') {
    const own = unsigned(LEASE_RECIPIENTS.secondary);
    return own && { clientUserId: userId, name: own.name, email: own.email };
  }
  const own = unsigned(LEASE_RECIPIENTS.primary);
  if (own) return { clientUserId: userId, name: own.name, email: own.email };
  const witness = unsigned(LEASE_RECIPIENTS.witness);
  return witness
    ? {
        clientUserId: witnessClientUserId(userId),
        name: witness.name,
        email: witness.email,
        witnessRow: true,
      }
    : undefined;
}
