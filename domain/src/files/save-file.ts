import type { User } from '../accounts/user';
import { auditActor, type AuditTrail } from '../application/audit-entry';
import type { Clock } from '../shared/clock';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { fileErrors } from './file-errors';
import { withDownloadGrant, type FileWithDownload } from './file-download';
import type { FileGrants } from './file-grant';
import { ownedFile } from './owned-file';
import type { UploadedFiles } from './uploaded-files.port';
import { withinFileLimit } from './within-file-limit';

/** Longer than any name a customer's device gives a file. */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * saveFile: after the PUT, the owner keeps the uploaded file under its name; it then counts towards
 * the application's files of its kind (at most 10; licences per applicant, decision 1635). Saving the same file again only renames it.
 */
export class SaveFile {
  constructor(
    private readonly deps: {
      files: Pick<UploadedFiles, 'ofId' | 'markSaved' | 'countSaved'>;
      grants: Pick<FileGrants, 'sign'>;
      clock: Clock;
      audit: Pick<AuditTrail, 'record'>;
    },
  ) {}

  async execute(request: {
    user: User;
    uuid: string;
    fileName: string;
  }): Promise<Result<FileWithDownload, DomainError>> {
    const fileName = request.fileName.trim();
    if (!fileName || fileName.length > MAX_FILE_NAME_LENGTH) {
      return fail(fileErrors.badInput(`A file name has 1 to ${MAX_FILE_NAME_LENGTH} characters.`));
    }
    const owned = await ownedFile(this.deps.files, request.user, request.uuid);
    if (!owned.ok) return owned;
    const file = owned.value;
    if (!file.savedAt) {
      const room = await withinFileLimit(this.deps.files, file);
      if (!room.ok) return room;
    }
    const savedAt = file.savedAt ?? this.deps.clock.now().toISOString();
    await this.deps.files.markSaved(file.uuid, fileName, savedAt);
    // The trail keeps the kind and the file's id, not its name, which may name a person.
    await this.deps.audit.record({
      actor: auditActor.customer(request.user.id),
      action: file.savedAt ? 'application.file.renamed' : 'application.file.saved',
      applicationId: file.applicationId,
      at: this.deps.clock.now().toISOString(),
      details: { kind: file.kind, fileId: file.uuid },
    });
    return ok(withDownloadGrant({ ...file, fileName, savedAt }, this.deps.grants, this.deps.clock));
  }
}
