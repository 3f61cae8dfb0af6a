import type { User } from '../accounts/user';
import type { Clock } from '../shared/clock';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { fileErrors } from './file-errors';
import { isValidGrant, type FileGrants } from './file-grant';
import type { FileStorage } from './file-storage.port';
import { ownedFile } from './owned-file';
import type { UploadedFile } from './uploaded-file';
import type { UploadedFiles } from './uploaded-files.port';

/**
 * The GET of a download URL: a valid download grant AND the owner's own session. A leaked link alone
 * reads nothing, and neither does another user's session with the owner's link.
 */
export class DownloadFile {
  constructor(
    private readonly deps: {
      grants: Pick<FileGrants, 'verify'>;
      files: Pick<UploadedFiles, 'ofId'>;
      storage: Pick<FileStorage, 'get'>;
      clock: Clock;
    },
  ) {}

  async execute(
    token: string,
    viewer: Pick<User, 'id' | 'orgId'> | undefined,
  ): Promise<Result<{ file: UploadedFile; bytes: Uint8Array }, DomainError>> {
    const grant = this.deps.grants.verify(token);
    if (!isValidGrant(grant, 'download', this.deps.clock.now())) return fail(fileErrors.grantRefused());
    if (!viewer || viewer.id !== grant.userId || viewer.orgId !== grant.orgId)
      return fail(fileErrors.notYours());
    const owned = await ownedFile(this.deps.files, viewer, grant.uuid);
    if (!owned.ok) return owned;
    const bytes = await this.deps.storage.get(owned.value.uuid);
    if (!bytes) return fail(fileErrors.notUploaded());
    return ok({ file: owned.value, bytes });
  }
}
