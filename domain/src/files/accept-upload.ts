import type { Clock } from '../shared/clock';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { fileErrors } from './file-errors';
import { isValidGrant, type FileGrants } from './file-grant';
import { MAX_FILE_BYTES } from './file-kinds';
import type { ContentSniffer, FileStorage } from './file-storage.port';
import type { UploadedFile } from './uploaded-file';
import type { UploadedFiles } from './uploaded-files.port';

/**
 * The HTTP PUT to a signed upload URL: the grant must be ours, unexpired and for an upload; the body is
 * read only up to the limit (reading stops at the first byte past it); the bytes must be the type the
 * grant names, by their content. Only then are they stored, and recorded as the grant's user's.
 */
export class AcceptUpload {
  constructor(
    private readonly deps: {
      grants: Pick<FileGrants, 'verify'>;
      sniffer: ContentSniffer;
      storage: Pick<FileStorage, 'put'>;
      files: Pick<UploadedFiles, 'recordUpload'>;
      clock: Clock;
    },
  ) {}

  async execute(token: string, body: AsyncIterable<Uint8Array>): Promise<Result<UploadedFile, DomainError>> {
    const now = this.deps.clock.now();
    const grant = this.deps.grants.verify(token);
    if (!isValidGrant(grant, 'upload', now)) return fail(fileErrors.grantRefused());

    const bytes = await readAtMost(body, MAX_FILE_BYTES);
    if (!bytes) return fail(fileErrors.tooLarge());
    if (bytes.length === 0) return fail(fileErrors.typeNotAccepted());
    if ((await this.deps.sniffer.typeOf(bytes)) !== grant.contentType)
      return fail(fileErrors.typeNotAccepted());

    await this.deps.storage.put(grant.uuid, bytes);
    const file: UploadedFile = {
      uuid: grant.uuid,
      ownerUserId: grant.userId,
      orgId: grant.orgId,
      applicationId: grant.applicationId,
      kind: grant.kind,
      contentType: grant.contentType,
      sizeBytes: bytes.length,
      uploadedAt: now.toISOString(),
    };
    await this.deps.files.recordUpload(file);
    return ok(file);
  }
}

/** The whole body, or undefined as soon as it grows past `limit` (the rest is never read). */
export async function readAtMost(
  body: AsyncIterable<Uint8Array>,
  limit: number,
): Promise<Uint8Array | undefined> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of body) {
    total += chunk.length;
    if (total > limit) return undefined;
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}
