import type { LeaseDocumentKind } from '../documents/lease-document';
import { DomainError } from '../shared/result';

/**
 * The refusals of a paper submission (decision 2030, 2097). They keep the contract-signing context's
 * reasons: the aggregate decides the submission, the signing screen reads the same words.
 */
export const SIGNED_DOCUMENTS_SUBMISSION_REASONS = {
  notAtSigning: 'CONTRACT_SIGNING.NOT_AT_SIGNING',
  documentsMissing: 'CONTRACT_SIGNING.DOCUMENTS_MISSING',
  directDebitAccountMissing: 'CONTRACT_SIGNING.DIRECT_DEBIT_ACCOUNT_MISSING',
} as const;

/** Submitting paper documents before the bank account is given (decision 2097). */
export const PAPER_DIRECT_DEBIT_ACCOUNT_MISSING_MESSAGE =
  'Give the bank account for the direct debit before you submit: the Direct Debit document you sign is printed with it. Once it is saved, download the Direct Debit document again, sign it and upload it.';

export const signedDocumentsSubmissionErrors = {
  notAtSigning: (status: string | undefined) =>
    new DomainError('NOT_ALLOWED', 'The lease documents cannot be signed at this step of the application.', {
      reason: SIGNED_DOCUMENTS_SUBMISSION_REASONS.notAtSigning,
      status: status ?? null,
    }),
  documentsMissing: (missing: string[]) =>
    new DomainError('NOT_ALLOWED', `Upload every signed document first: ${missing.join(', ')}.`, {
      reason: SIGNED_DOCUMENTS_SUBMISSION_REASONS.documentsMissing,
      missing,
    }),
  directDebitAccountMissing: () =>
    new DomainError('NOT_ALLOWED', PAPER_DIRECT_DEBIT_ACCOUNT_MISSING_MESSAGE, {
      reason: SIGNED_DOCUMENTS_SUBMISSION_REASONS.directDebitAccountMissing,
    }),
};

/** The documents a paper submission waits for, by kind (the contract-signing context's list). */
export type RequiredSignedDocuments = readonly LeaseDocumentKind[];
