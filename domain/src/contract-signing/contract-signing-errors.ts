import { DomainError } from '../shared/result';
import { signedDocumentsSubmissionErrors } from '../lease-application/signed-documents-submission';
import { DELETE_AFTER_SUBMIT_MESSAGE } from './wet-signature-submission';

/** Authorised Officer (2) signs last, after Authorised Officer (1) and their witness (decision 1704). */
export const NOT_YOUR_TURN_MESSAGE = 'You can sign once Authorised Officer (1) and any witness have signed.';

/** Stable reasons of the contract-signing context; the shared code stays the transport's answer. */
export const CONTRACT_SIGNING_REASONS = {
  notYourRow: 'CONTRACT_SIGNING.NOT_YOUR_ROW',
  notAtSigning: 'CONTRACT_SIGNING.NOT_AT_SIGNING',
  notSignedThisWay: 'CONTRACT_SIGNING.NOT_SIGNED_THIS_WAY',
  documentUnknown: 'CONTRACT_SIGNING.DOCUMENT_UNKNOWN',
  guaranteeFirst: 'CONTRACT_SIGNING.GUARANTEE_FIRST',
  alreadySubmitted: 'CONTRACT_SIGNING.ALREADY_SUBMITTED',
  documentsMissing: 'CONTRACT_SIGNING.DOCUMENTS_MISSING',
  uploadNotUsable: 'CONTRACT_SIGNING.UPLOAD_NOT_USABLE',
  emailInvalid: 'CONTRACT_SIGNING.EMAIL_INVALID',
  nothingToSign: 'CONTRACT_SIGNING.NOTHING_TO_SIGN',
  returnUrlNotAllowed: 'CONTRACT_SIGNING.RETURN_URL_NOT_ALLOWED',
  statusInvalid: 'CONTRACT_SIGNING.STATUS_INVALID',
  notYourTurn: 'CONTRACT_SIGNING.NOT_YOUR_TURN',
  guaranteeInUse: 'CONTRACT_SIGNING.GUARANTEE_IN_USE',
  notSubmitted: 'CONTRACT_SIGNING.NOT_SUBMITTED',
} as const;

export const contractSigningErrors = {
  /** Someone asks for a row, upload or submission that belongs to the other applicant. */
  notYourRow: () =>
    new DomainError('FORBIDDEN', 'Only the applicant named on this row may sign or upload it.', {
      reason: CONTRACT_SIGNING_REASONS.notYourRow,
    }),
  notAtSigning: signedDocumentsSubmissionErrors.notAtSigning,
  notSignedThisWay: (variant: string) =>
    new DomainError('NOT_ALLOWED', `This application's lease is not signed this way (it is ${variant}).`, {
      reason: CONTRACT_SIGNING_REASONS.notSignedThisWay,
      variant,
    }),
  documentUnknown: (name: string) =>
    new DomainError('BAD_INPUT', `wetSignatureObjName: '${name}' is not one of this lease's documents.`, {
      reason: CONTRACT_SIGNING_REASONS.documentUnknown,
      fields: { wetSignatureObjName: ['Field is invalid'] },
    }),
  guaranteeFirst: (message: string) =>
    new DomainError('NOT_ALLOWED', message, { reason: CONTRACT_SIGNING_REASONS.guaranteeFirst }),
  alreadySubmitted: () =>
    new DomainError('NOT_ALLOWED', DELETE_AFTER_SUBMIT_MESSAGE, {
      reason: CONTRACT_SIGNING_REASONS.alreadySubmitted,
    }),
  documentsMissing: signedDocumentsSubmissionErrors.documentsMissing,
  uploadNotUsable: () =>
    new DomainError('BAD_INPUT', 'uploadFileObj: upload the signed document as a PDF first.', {
      reason: CONTRACT_SIGNING_REASONS.uploadNotUsable,
      fields: { uploadFileObj: ['Field is invalid'] },
    }),
  emailInvalid: (message: string) =>
    new DomainError('BAD_INPUT', `email: ${message}`, {
      reason: CONTRACT_SIGNING_REASONS.emailInvalid,
      fields: { email: [message] },
    }),
  nothingToSign: () =>
    new DomainError('NOT_ALLOWED', 'Your rows of the lease documents are signed already.', {
      reason: CONTRACT_SIGNING_REASONS.nothingToSign,
    }),
  returnUrlNotAllowed: () =>
    new DomainError(
      'BAD_INPUT',
      "returnUrl: the signing page must return to this application's quotesign-mla page.",
      { reason: CONTRACT_SIGNING_REASONS.returnUrlNotAllowed, fields: { returnUrl: ['Field is invalid'] } },
    ),
  /** The e-signature service keeps the routing order: earlier recipients sign first. */
  notYourTurn: () =>
    new DomainError('NOT_ALLOWED', NOT_YOUR_TURN_MESSAGE, { reason: CONTRACT_SIGNING_REASONS.notYourTurn }),
  /** The lease envelope went out on the strength of the signed guarantee (combination flow, decision 1705). */
  guaranteeInUse: () =>
    new DomainError(
      'NOT_ALLOWED',
      'The signed Personal Guarantee cannot be deleted once the lease documents are out for signing.',
      { reason: CONTRACT_SIGNING_REASONS.guaranteeInUse },
    ),
  /** Staff check signed documents only while they wait for it (decision 2030). */
  notSubmitted: (stage: string) =>
    new DomainError(
      'NOT_ALLOWED',
      stage === 'verified'
        ? 'The signed documents of this application are accepted already.'
        : 'The signed documents of this application are not submitted: nothing waits for a check.',
      { reason: CONTRACT_SIGNING_REASONS.notSubmitted, stage },
    ),
  statusInvalid: () =>
    new DomainError('BAD_INPUT', "status: only 'completed' submits the signed documents.", {
      reason: CONTRACT_SIGNING_REASONS.statusInvalid,
      fields: { status: ['Field is invalid'] },
    }),
};
