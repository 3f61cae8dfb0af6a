import type { AuthoriseApplicant } from '../accounts/authorise-applicant';
import type { User } from '../accounts/user';
import type { Clock } from '../shared/clock';
import type { Ids } from '../shared/ids';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { fileErrors } from './file-errors';
import { grantAt, UPLOAD_GRANT_MINUTES, type FileGrants } from './file-grant';
import { acceptedTypeFor, MAX_FILE_BYTES, type FileKind } from './file-kinds';
import type { UploadedFiles } from './uploaded-files.port';
import { withinFileLimit } from './within-file-limit';

export interface UploadRequest {
  user: User;
  applicationId: string;
  kind: FileKind;
  fileName: string;
  mimeType: string;
  /** Declared by the client; the upload route checks the real size again while reading. */
  size?: number;
}

export interface UploadGrantIssued {
  uuid: string;
  /** The signed grant, the last part of the upload URL. */
  token: string;
  /** The type the stored file will be served with. */
  contentType: string;
}

/**
 * getSignedUrl: a signed, expiring grant to upload one file of a kind to one of the user's applications.
 * Refuses early what the upload would refuse anyway (a type the kind does not accept, a declared size
 * over the limit) and a file over its kind's limit.
 */
export class IssueUploadGrant {
  constructor(
    private readonly deps: {
      authoriseApplicant: Pick<AuthoriseApplicant, 'execute'>;
      files: Pick<UploadedFiles, 'countSaved'>;
      grants: Pick<FileGrants, 'sign'>;
      ids: Ids;
      clock: Clock;
    },
  ) {}

  async execute(request: UploadRequest): Promise<Result<UploadGrantIssued, DomainError>> {
    const { user, applicationId, kind } = request;
    const access = await this.deps.authoriseApplicant.execute(user, applicationId);
    if (!access.ok) return access;
    if (request.size !== undefined && request.size > MAX_FILE_BYTES) return fail(fileErrors.tooLarge());
    const accepted = acceptedTypeFor(kind, request.fileName, request.mimeType);
    if (!accepted) return fail(fileErrors.typeNotAccepted());
    const room = await withinFileLimit(this.deps.files, { applicationId, kind, ownerUserId: user.id });
    if (!room.ok) return room;
    const uuid = this.deps.ids.next();
    const token = this.deps.grants.sign({
      purpose: 'upload',
      uuid,
      userId: user.id,
      orgId: user.orgId,
      applicationId,
      kind,
      contentType: accepted.detectedAs,
      expiresAt: grantAt(this.deps.clock.now(), UPLOAD_GRANT_MINUTES),
    });
    return ok({ uuid, token, contentType: accepted.detectedAs });
  }
}
