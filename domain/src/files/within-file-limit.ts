import { fail, ok, type DomainError, type Result } from '../shared/result';
import { fileErrors } from './file-errors';
import { savedFileLimitOf, type FileKind } from './file-kinds';
import type { UploadedFiles } from './uploaded-files.port';

/**
 * Whether `adding` more saved files of the kind stay within its limit: the application's for
 * statements and signed documents, the owner's own for licence images. Refused as TOO_MANY.
 */
export async function withinFileLimit(
  files: Pick<UploadedFiles, 'countSaved'>,
  file: { applicationId: string; kind: FileKind; ownerUserId: string },
  adding = 1,
): Promise<Result<void, DomainError>> {
  const { limit, perApplicant } = savedFileLimitOf(file.kind);
  const saved = await files.countSaved(
    file.applicationId,
    file.kind,
    perApplicant ? file.ownerUserId : undefined,
  );
  return saved + adding > limit ? fail(fileErrors.tooMany(limit)) : ok(undefined);
}
