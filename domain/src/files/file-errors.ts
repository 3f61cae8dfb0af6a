import { DomainError } from '../shared/result';
import { FILE_TOO_LARGE_MESSAGE, MAX_FILES_PER_KIND } from './file-kinds';

/** The files context's expected failures, with stable codes (mapped once at the API and the upload route). */
export const fileErrors = {
  /** Spec: the alert the journey shows for a file that is too big. */
  tooLarge: () => new DomainError('BAD_INPUT', FILE_TOO_LARGE_MESSAGE, { reason: 'TOO_LARGE' }),
  typeNotAccepted: () =>
    new DomainError('BAD_INPUT', 'This type of file cannot be uploaded here.', {
      reason: 'TYPE_NOT_ACCEPTED',
    }),
  /**
   * The bytes are not what the name and type said (a PNG renamed .pdf): choosing it again can never
   * help, so the message says what the file must be.
   */
  contentNotAsNamed: (expected: string) =>
    new DomainError(
      'BAD_INPUT',
      `This file is not really ${typeInWords(expected)}: its content is another kind of file. Please choose ${typeInWords(expected)}.`,
      { reason: 'CONTENT_NOT_AS_NAMED' },
    ),
  emptyFile: () =>
    new DomainError('BAD_INPUT', 'This file is empty. Please choose the file again.', {
      reason: 'EMPTY_FILE',
    }),
  tooMany: (limit: number = MAX_FILES_PER_KIND) =>
    new DomainError('NOT_ALLOWED', `At most ${limit} files can be uploaded here.`, {
      reason: 'TOO_MANY',
    }),
  /** A grant that is expired, tampered with, for another purpose or another user: all look alike. */
  grantRefused: () =>
    new DomainError('FORBIDDEN', 'This link has expired or is not valid.', { reason: 'GRANT_REFUSED' }),
  /** Unknown and someone else's file answer the same, so ids cannot be probed. */
  notYours: () => new DomainError('FORBIDDEN', 'You do not have access to this.'),
  notUploaded: () => new DomainError('NOT_FOUND', 'The file has not been uploaded yet.'),
  badInput: (message: string) => new DomainError('BAD_INPUT', message),
  /** The grant's one upload was made: a replayed or parallel PUT never replaces what it stored. */
  grantUsed: () =>
    new DomainError('NOT_ALLOWED', 'This upload link has been used already. Please upload the file again.', {
      reason: 'GRANT_USED',
    }),
  // A signed document's content (decision 2030), worded like the journey's upload alerts.
  documentUnreadable: () =>
    new DomainError('BAD_INPUT', 'This file cannot be opened as a PDF. Please upload the signed document.', {
      reason: 'DOCUMENT_UNREADABLE',
    }),
  documentWithoutPages: () =>
    new DomainError('BAD_INPUT', 'This PDF has no pages. Please upload the signed document.', {
      reason: 'DOCUMENT_WITHOUT_PAGES',
    }),
  documentBlank: () =>
    new DomainError(
      'BAD_INPUT',
      'This PDF has only blank pages. Please upload the signed document with its signatures.',
      { reason: 'DOCUMENT_BLANK' },
    ),
};

/** A content type as a customer names it: 'a PDF', 'a JPEG image'. */
function typeInWords(contentType: string): string {
  const words: Record<string, string> = {
    'application/pdf': 'a PDF',
    'image/jpeg': 'a JPEG image',
    'image/png': 'a PNG image',
    'image/heic': 'a HEIC image',
    'image/webp': 'a WebP image',
    'application/x-cfb': 'a Word or Excel document',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'a Word document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'an Excel workbook',
  };
  return words[contentType] ?? 'the type its name says';
}
