import type { User } from '../accounts/user';
import { ESignatureError } from '../e-signature/e-signature.port';
import { leaseApplicationErrors } from '../lease-application/lease-application-errors';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import type { ContractSigningDependencies } from './contract-signing-dependencies';
import { contractSigningErrors } from './contract-signing-errors';
import type { VehicleApplication } from '../application/vehicle-application';
import { WITNESS_ROLE_NAME, type LeaseEnvelopeProgress } from './digital-signing';
import { leaseEnvelope, leaseEnvelopeProgress } from './lease-envelope';
import { RecordLeaseSigning } from './record-lease-signing';
import { signingPartyOf } from './signing-party';

/**
 * getEnvelopeMLA (journey §7): the signer and witness rows of the lease envelope, for either
 * officer of an approved application signing electronically. The first call sends the envelope;
 * every call asks the service for the rows and, once everyone has signed, records completion. Before
 * Authorised Officer (1) gave the account to debit nothing is sent: the rows to come are all pending
 * (decision 2081).
 */
export class LeaseSigningStatus {
  private readonly record: RecordLeaseSigning;

  constructor(
    private readonly deps: Pick<
      ContractSigningDependencies,
      'unitOfWork' | 'orgProfiles' | 'renderer' | 'eSignature' | 'clock' | 'specialIntroducerAbn'
    >,
  ) {
    this.record = new RecordLeaseSigning(deps);
  }

  async execute(request: {
    user: Pick<User, 'id' | 'orgId'>;
    applicationId: string;
  }): Promise<Result<{ status: LeaseEnvelopeProgress; finished: boolean }, DomainError>> {
    const party = await signingPartyOf(this.deps.unitOfWork, request.user, request.applicationId, 'read');
    if (!party.ok) return party;
    if (party.value.variant === 'wet') return fail(contractSigningErrors.notSignedThisWay('wet'));
    const { application } = party.value;
    if (!application.journey.leaseEnvelopeId && !application.journey.directDebitAccount) {
      // Nothing is sent before Authorised Officer (1) gives the account to debit (decision 2081).
      return ok({ status: await this.rowsBeforeSending(application), finished: false });
    }
    try {
      const envelope = await leaseEnvelope(this.deps, party.value.application, request.user.id);
      if (!envelope.ok) return envelope;
      const recorded = await this.record.execute(request.applicationId, envelope.value);
      if (!recorded.ok) return recorded;
      return ok({ status: leaseEnvelopeProgress(envelope.value), finished: recorded.value.finished });
    } catch (error) {
      if (error instanceof ESignatureError)
        return fail(leaseApplicationErrors.signingUnavailable(error.code, error.message));
      throw error;
    }
  }

  /** The rows the envelope will have, every one pending: the officers, and the witness if required. */
  private async rowsBeforeSending(application: VehicleApplication): Promise<LeaseEnvelopeProgress> {
    const { primaryApplicant: primary, secondaryApplicant: secondary } = application.journey;
    const profile = await this.deps.orgProfiles.ofId(application.orgId);
    return {
      signers: [
        { email: primary?.email ?? '', status: 'pending' },
        ...(secondary?.userId && secondary.email
          ? [{ email: secondary.email, status: 'pending' as const }]
          : []),
      ],
      witnesses:
        profile?.contractSigning?.witnessRequired === true
          ? [{ roleName: WITNESS_ROLE_NAME, status: 'pending' }]
          : [],
    };
  }
}
