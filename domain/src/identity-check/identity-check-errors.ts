import { FILE_TOO_LARGE_MESSAGE } from '../files/file-kinds';
import { DomainError } from '../shared/result';

/** Stable reasons of the identity-check context; the shared code stays the transport's answer. */
export const IDENTITY_CHECK_REASONS = {
  notAnApplicant: 'IDENTITY_CHECK.NOT_AN_APPLICANT',
  alreadyVerified: 'IDENTITY_CHECK.ALREADY_VERIFIED',
  journeyUnknown: 'IDENTITY_CHECK.JOURNEY_UNKNOWN',
  attemptsExhausted: 'IDENTITY_CHECK.ATTEMPTS_EXHAUSTED',
  tooManyJourneys: 'IDENTITY_CHECK.TOO_MANY_JOURNEYS',
  journeyFinished: 'IDENTITY_CHECK.JOURNEY_FINISHED',
  imageNotReadable: 'IDENTITY_CHECK.IMAGE_NOT_READABLE',
  imageTooLarge: 'IDENTITY_CHECK.IMAGE_TOO_LARGE',
  sideInvalid: 'IDENTITY_CHECK.SIDE_INVALID',
  notYourCheck: 'IDENTITY_CHECK.NOT_YOUR_CHECK',
  notAtThisStep: 'IDENTITY_CHECK.NOT_AT_THIS_STEP',
  licenceMissing: 'IDENTITY_CHECK.LICENCE_MISSING',
  licenceFilesInvalid: 'IDENTITY_CHECK.LICENCE_FILES_INVALID',
  scanNotPassed: 'IDENTITY_CHECK.SCAN_NOT_PASSED',
  detailsInvalid: 'IDENTITY_CHECK.DETAILS_INVALID',
  writeInvalid: 'IDENTITY_CHECK.WRITE_INVALID',
  licenceNameMismatch: 'IDENTITY_CHECK.LICENCE_NAME_MISMATCH',
  nothingToCheck: 'IDENTITY_CHECK.NOTHING_TO_CHECK',
  noSuchOfficer: 'IDENTITY_CHECK.NO_SUCH_OFFICER',
} as const;
export type IdentityCheckReason = (typeof IDENTITY_CHECK_REASONS)[keyof typeof IDENTITY_CHECK_REASONS];

/**
 * The identity check's expected failures. None carries a name, a number or an image: their messages
 * and details may reach logs and clients.
 */
export const identityCheckErrors = {
  /** Only the application's primary or secondary applicant scans, for themselves; unknown looks the same. */
  notAnApplicant: () =>
    new DomainError('FORBIDDEN', 'Only an applicant of this application can check their identity.', {
      reason: IDENTITY_CHECK_REASONS.notAnApplicant,
    }),
  alreadyVerified: () =>
    new DomainError('NOT_ALLOWED', 'Your identity check is already complete.', {
      reason: IDENTITY_CHECK_REASONS.alreadyVerified,
    }),
  /** An unknown journey and a wrong token answer the same, so journey ids cannot be probed. */
  journeyUnknown: () =>
    new DomainError('NOT_FOUND', 'This identity scan was not found.', {
      reason: IDENTITY_CHECK_REASONS.journeyUnknown,
    }),
  attemptsExhausted: (attempts: number) =>
    new DomainError('NOT_ALLOWED', `Each side of the licence can be captured ${attempts} times at most.`, {
      reason: IDENTITY_CHECK_REASONS.attemptsExhausted,
    }),
  tooManyJourneys: (journeys: number) =>
    new DomainError(
      'NOT_ALLOWED',
      `You have started the licence scan ${journeys} times for this application, the most it allows. Please upload photos of your licence instead, or contact us.`,
      { reason: IDENTITY_CHECK_REASONS.tooManyJourneys },
    ),
  journeyFinished: () =>
    new DomainError('NOT_ALLOWED', 'This identity scan is finished: start a new one.', {
      reason: IDENTITY_CHECK_REASONS.journeyFinished,
    }),
  imageNotReadable: () =>
    new DomainError('BAD_INPUT', 'The image could not be read: take a photo or choose a JPEG or PNG.', {
      reason: IDENTITY_CHECK_REASONS.imageNotReadable,
    }),
  /** Spec: the alert the journey shows for a file that is too big (journey §5 'Uploads'). */
  imageTooLarge: () =>
    new DomainError('BAD_INPUT', FILE_TOO_LARGE_MESSAGE, {
      reason: IDENTITY_CHECK_REASONS.imageTooLarge,
    }),
  sideInvalid: () =>
    new DomainError('BAD_INPUT', "side: the licence's side is Front or Back.", {
      reason: IDENTITY_CHECK_REASONS.sideInvalid,
      fields: { side: ['Field is invalid'] },
    }),
  /** Each applicant saves their own licence and details only: the other applicant's are not theirs. */
  notYourCheck: () =>
    new DomainError('FORBIDDEN', 'You can only save your own identity check.', {
      reason: IDENTITY_CHECK_REASONS.notYourCheck,
    }),
  notAtThisStep: () =>
    new DomainError('NOT_ALLOWED', 'The identity check is not open at this step of the application.', {
      reason: IDENTITY_CHECK_REASONS.notAtThisStep,
    }),
  licenceMissing: () =>
    new DomainError('NOT_ALLOWED', 'Upload your licence before confirming your details.', {
      reason: IDENTITY_CHECK_REASONS.licenceMissing,
    }),
  licenceFilesInvalid: () =>
    new DomainError('BAD_INPUT', "params: your licence's front and back, each a licence image you saved.", {
      reason: IDENTITY_CHECK_REASONS.licenceFilesInvalid,
      fields: { params: ["Upload your licence's front and back"] },
    }),
  scanNotPassed: () =>
    new DomainError('NOT_ALLOWED', 'This scan has not captured both sides of your licence.', {
      reason: IDENTITY_CHECK_REASONS.scanNotPassed,
    }),
  /** The first field's message leads; every field's message travels in `fields` (never the values). */
  detailsInvalid: (errors: Readonly<Record<string, string>>) => {
    const [field, message] = Object.entries(errors)[0] ?? ['idScanResult', 'Field is invalid'];
    return new DomainError('BAD_INPUT', `idScanResult.${field}: ${message}`, {
      reason: IDENTITY_CHECK_REASONS.detailsInvalid,
      fields: Object.fromEntries(
        Object.entries(errors).map(([name, text]) => [`idScanResult.${name}`, [text]]),
      ),
    });
  },
  /**
   * Our words (decision 2080): a scanned licence in another name is not the officer's. It names nobody,
   * and says what the officer can do: scan their own licence, or upload it for staff to check.
   */
  licenceNameMismatch: () =>
    new DomainError(
      'NOT_ALLOWED',
      "The name on this licence does not match your name. Scan your own driver's licence again, or upload photos of it for our team to check.",
      { reason: IDENTITY_CHECK_REASONS.licenceNameMismatch },
    ),
  /** Staff check only a licence that waits for them ('ID to check'). */
  nothingToCheck: (officer: string, status: string) =>
    new DomainError('NOT_ALLOWED', `${officer}'s licence does not wait for a check (it is ${status}).`, {
      reason: IDENTITY_CHECK_REASONS.nothingToCheck,
    }),
  noSuchOfficer: (officer: string) =>
    new DomainError('NOT_ALLOWED', `The application names no ${officer}.`, {
      reason: IDENTITY_CHECK_REASONS.noSuchOfficer,
    }),
  writeInvalid: (message: string) =>
    new DomainError('BAD_INPUT', message, {
      reason: IDENTITY_CHECK_REASONS.writeInvalid,
      fields: { value: ['Field is invalid'] },
    }),
};
