import type { User } from '../accounts/user';
import type { Clock } from '../shared/clock';
import { ok, type DomainError, type Result } from '../shared/result';
import { withDownloadGrant, type FileWithDownload } from './file-download';
import type { FileGrants } from './file-grant';
import { ownedFile } from './owned-file';
import type { UploadedFiles } from './uploaded-files.port';

/** getFileByUUID: the owner's file with a short-lived download grant; nobody else's. */
export class GetFile {
  constructor(
    private readonly deps: {
      files: Pick<UploadedFiles, 'ofId'>;
      grants: Pick<FileGrants, 'sign'>;
      clock: Clock;
    },
  ) {}

  async execute(user: User, uuid: string): Promise<Result<FileWithDownload, DomainError>> {
    const owned = await ownedFile(this.deps.files, user, uuid);
    if (!owned.ok) return owned;
    return ok(withDownloadGrant(owned.value, this.deps.grants, this.deps.clock));
  }
}
