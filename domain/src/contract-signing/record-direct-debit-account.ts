import type { User } from '../accounts/user';
import { auditActor } from '../application/audit-entry';
import type { VehicleApplication } from '../application/vehicle-application';
import { directDebitAccountOf, type DirectDebitAccountFields } from '../direct-debit/direct-debit-account';
import { maskedAccountText, maskedDirectDebitAccount, type DirectDebitAccount } from '../shared/bank-account';
import { ESignatureError } from '../e-signature/e-signature.port';
import { LeaseApplication } from '../lease-application/lease-application';
import { leaseApplicationErrors } from '../lease-application/lease-application-errors';
import { storeLeaseApplication } from '../lease-application/store-lease-application';
import { DomainError, fail, ok, type Result } from '../shared/result';
import type { ContractSigningDependencies } from './contract-signing-dependencies';
import { signingPartyOf } from './signing-party';

export interface RecordDirectDebitAccountCommand {
  user: Pick<User, 'id' | 'orgId'>;
  applicationId: string;
  account: DirectDebitAccountFields;
}

export const DIRECT_DEBIT_ACCOUNT_REASONS = {
  notThePrimary: 'CONTRACT_SIGNING.DIRECT_DEBIT_NOT_THE_PRIMARY',
  documentsSent: 'CONTRACT_SIGNING.DIRECT_DEBIT_DOCUMENTS_SENT',
  accountMissing: 'CONTRACT_SIGNING.DIRECT_DEBIT_ACCOUNT_MISSING',
} as const;

export const DIRECT_DEBIT_NOT_THE_PRIMARY_MESSAGE =
  'Only Authorised Officer (1) gives the bank account the lease’s rentals are debited from.';
export const DIRECT_DEBIT_DOCUMENTS_SENT_MESSAGE =
  'Your lease documents went out with this bank account, so it can no longer be changed here: call us to change it.';
export const DIRECT_DEBIT_ACCOUNT_MISSING_MESSAGE =
  'Give the bank account for the direct debit first: the lease documents are prepared with it.';

export const directDebitAccountErrors = {
  notThePrimary: () =>
    new DomainError('FORBIDDEN', DIRECT_DEBIT_NOT_THE_PRIMARY_MESSAGE, {
      reason: DIRECT_DEBIT_ACCOUNT_REASONS.notThePrimary,
    }),
  documentsSent: () =>
    new DomainError('NOT_ALLOWED', DIRECT_DEBIT_DOCUMENTS_SENT_MESSAGE, {
      reason: DIRECT_DEBIT_ACCOUNT_REASONS.documentsSent,
    }),
  accountMissing: () =>
    new DomainError('NOT_ALLOWED', DIRECT_DEBIT_ACCOUNT_MISSING_MESSAGE, {
      reason: DIRECT_DEBIT_ACCOUNT_REASONS.accountMissing,
    }),
};

/** Paper documents count as gone out once signed ones are submitted (staff check them, decision 2030). */
const paperSubmitted = (application: VehicleApplication): boolean =>
  ['submitted', 'verified', 'completed'].includes(application.journey.wetSignature?.status ?? '');

/**
 * Records the bank account the rentals are debited from (decision 2081): Authorised Officer (1), at
 * the signing step, before the lease documents go out. Once an envelope holding them is live, or the
 * signed paper documents are submitted, the account stays as it was; an envelope declined or voided is
 * replaced by one prepared with the account as it is then (decision 1706), so it may change again.
 * Answers the account with its number masked: the full number is never sent back.
 */
export class RecordDirectDebitAccount {
  constructor(
    private readonly deps: Pick<
      ContractSigningDependencies,
      'unitOfWork' | 'orgProfiles' | 'eSignature' | 'clock'
    >,
  ) {}

  async execute(command: RecordDirectDebitAccountCommand): Promise<Result<DirectDebitAccount, DomainError>> {
    const found = await signingPartyOf(this.deps.unitOfWork, command.user, command.applicationId, 'change');
    if (!found.ok) return found;
    const party = found.value;
    if (party.role !== 'primary') return fail(directDebitAccountErrors.notThePrimary());
    const sent = await this.documentsWentOut(party.application);
    if (!sent.ok) return sent;
    if (sent.value) return fail(directDebitAccountErrors.documentsSent());
    const profile = await this.deps.orgProfiles.ofId(party.application.orgId);
    if (!profile) return fail(leaseApplicationErrors.organisationNotFound(party.application.orgId));
    const account = directDebitAccountOf(profile.region, command.account);
    if (!account.ok) return account;

    return this.deps.unitOfWork.run(async (tx) => {
      const stored = await tx.leaseApplications.ofId(command.applicationId);
      if (!stored) return fail(leaseApplicationErrors.notPrimaryApplicant());
      const application = LeaseApplication.of(stored);
      // Another request may have sent the documents since they were read: the version check refuses it.
      if (application.journey.leaseEnvelopeId !== party.application.journey.leaseEnvelopeId)
        return fail(directDebitAccountErrors.documentsSent());
      const replaced = application.journey.directDebitAccount !== undefined;
      application.change((journey) => ({ ...journey, directDebitAccount: account.value }), {
        action: 'application.bank-account.recorded',
        // The trail recognises the account; it never holds its number.
        details: { region: account.value.region, account: maskedAccountText(account.value), replaced },
      });
      const at = this.deps.clock.now().toISOString();
      await storeLeaseApplication(tx, application, auditActor.customer(command.user.id), at);
      return ok(maskedDirectDebitAccount(account.value));
    });
  }

  /** Whether the lease documents went out: a live envelope, or signed paper documents submitted. */
  private async documentsWentOut(application: VehicleApplication): Promise<Result<boolean, DomainError>> {
    if (paperSubmitted(application)) return ok(true);
    const envelopeId = application.journey.leaseEnvelopeId;
    if (!envelopeId) return ok(false);
    try {
      const envelope = await this.deps.eSignature.envelope(envelopeId);
      return ok(!!envelope && envelope.status !== 'declined' && envelope.status !== 'voided');
    } catch (error) {
      if (error instanceof ESignatureError)
        return fail(leaseApplicationErrors.signingUnavailable(error.code, error.message));
      throw error;
    }
  }
}
