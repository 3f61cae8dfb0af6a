import type { User } from '../accounts/user';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { fileErrors } from './file-errors';
import type { UploadedFile } from './uploaded-file';
import type { UploadedFiles } from './uploaded-files.port';

/** The file when the user is its owner, in the owner's organisation; FORBIDDEN alike for unknown and others'. */
export async function ownedFile(
  files: Pick<UploadedFiles, 'ofId'>,
  user: Pick<User, 'id' | 'orgId'>,
  uuid: string,
): Promise<Result<UploadedFile, DomainError>> {
  const file = await files.ofId(uuid);
  if (!file || file.ownerUserId !== user.id || file.orgId !== user.orgId) return fail(fileErrors.notYours());
  return ok(file);
}
