/**
 * What an applicant uploads, each kind with the types the journey accepts for it (decision 1600).
 * A type is accepted by what the bytes are, not by the name: `detectedAs` is what content sniffing
 * must find, and the declared type and the name's extension must agree with it.
 */
export const FILE_KINDS = ['financialStatement', 'driversLicence', 'signedDocument'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export interface AcceptedType {
  /** The content type a browser declares for such a file. */
  declared: readonly string[];
  extensions: readonly string[];
  /** What content sniffing reports for such bytes; also the type the file is served with. */
  detectedAs: string;
}

const PDF: AcceptedType = {
  declared: ['application/pdf'],
  extensions: ['pdf'],
  detectedAs: 'application/pdf',
};
const JPEG: AcceptedType = {
  declared: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  extensions: ['jpg', 'jpeg'],
  detectedAs: 'image/jpeg',
};
const PNG: AcceptedType = { declared: ['image/png'], extensions: ['png'], detectedAs: 'image/png' };
const HEIC: AcceptedType = { declared: ['image/heic'], extensions: ['heic'], detectedAs: 'image/heic' };
const WEBP: AcceptedType = { declared: ['image/webp'], extensions: ['webp'], detectedAs: 'image/webp' };
/** Word 97-2003 and Excel 97-2003 are both compound files; sniffing cannot tell them apart. */
const DOC: AcceptedType = {
  declared: ['application/msword'],
  extensions: ['doc'],
  detectedAs: 'application/x-cfb',
};
const XLS: AcceptedType = {
  declared: ['application/vnd.ms-excel'],
  extensions: ['xls'],
  detectedAs: 'application/x-cfb',
};
const DOCX: AcceptedType = {
  declared: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  extensions: ['docx'],
  detectedAs: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const XLSX: AcceptedType = {
  declared: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  extensions: ['xlsx'],
  detectedAs: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Spec: statements pdf, doc, docx, xls, xlsx; licences jpg, jpeg, png, pdf, image; wet signatures PDF only. */
export const ACCEPTED_TYPES: Record<FileKind, readonly AcceptedType[]> = {
  financialStatement: [PDF, DOC, DOCX, XLS, XLSX],
  driversLicence: [JPEG, PNG, HEIC, WEBP, PDF],
  signedDocument: [PDF],
};

/** Spec: 10,240,000 bytes per file. */
export const MAX_FILE_BYTES = 10_240_000;
/** The alert for a file over MAX_FILE_BYTES (journey §5 'Uploads', §8), verbatim. */
export const FILE_TOO_LARGE_MESSAGE = 'File size should be under 10MB.';

/** Spec: at most 10 files; counted per application and kind (decision 1600). */
export const MAX_FILES_PER_KIND = 10;

/** A generous bound on one applicant's licence images of an application: some 25 scans or uploads. */
export const MAX_LICENCE_FILES_PER_APPLICANT = 50;

/**
 * The limit a kind's saved files count towards, and whose are counted. The spec's 10-file limit is
 * the financial statements' (per application and kind); a licence is each applicant's own identity
 * check, so a retried scan or upload never locks either officer out of it (decision 1635).
 */
export function savedFileLimitOf(kind: FileKind): { limit: number; perApplicant: boolean } {
  return kind === 'driversLicence'
    ? { limit: MAX_LICENCE_FILES_PER_APPLICANT, perApplicant: true }
    : { limit: MAX_FILES_PER_KIND, perApplicant: false };
}

export function isFileKind(value: string): value is FileKind {
  return (FILE_KINDS as readonly string[]).includes(value);
}

/** The accepted type a declared name and content type stand for, if the kind accepts it. */
export function acceptedTypeFor(
  kind: FileKind,
  fileName: string,
  declaredType: string,
): AcceptedType | undefined {
  const extension = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  const type = declaredType.trim().toLowerCase();
  return ACCEPTED_TYPES[kind].find(
    (accepted) => accepted.declared.includes(type) && accepted.extensions.includes(extension),
  );
}
