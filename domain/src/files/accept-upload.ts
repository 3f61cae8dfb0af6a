import { auditActor } from '../application/audit-entry';
import type { Clock } from '../shared/clock';
import { fail, ok, type DomainError, type Result } from '../shared/result';
import { fileErrors } from './file-errors';
import { isValidGrant, type FileGrants } from './file-grant';
import { MAX_FILE_BYTES } from './file-kinds';
import type { ContentSniffer, FileStorage } from './file-storage.port';
import {
  SIGNED_DOCUMENT_PAGES_LOOKED_AT,
  signedDocumentRefusal,
  type PdfReader,
} from './signed-document-content';
import type { UploadedFile } from './uploaded-file';
import type { UploadedFiles } from './uploaded-files.port';

/**
 * The HTTP PUT to a signed upload URL: the grant must be ours, unexpired and for an upload; the body is
 * read only up to the limit (reading stops at the first byte past it); the bytes must be the type the
 * grant names, by their content, and a signed document must show something on a page. Only then is
 * the grant used, once: the bytes are stored and recorded as the grant's user's, with an audit entry
 * (decision 2030). A replayed or parallel PUT with the same grant is refused and changes nothing.
 */
export class AcceptUpload {
  constructor(
    private readonly deps: {
      grants: Pick<FileGrants, 'verify'>;
      sniffer: ContentSniffer;
      pdfReader: PdfReader;
      storage: Pick<FileStorage, 'put'>;
      files: Pick<UploadedFiles, 'claimUpload' | 'recordUpload'>;
      clock: Clock;
    },
  ) {}

  async execute(token: string, body: AsyncIterable<Uint8Array>): Promise<Result<UploadedFile, DomainError>> {
    const now = this.deps.clock.now();
    const grant = this.deps.grants.verify(token);
    if (!isValidGrant(grant, 'upload', now)) return fail(fileErrors.grantRefused());

    const bytes = await readAtMost(body, MAX_FILE_BYTES);
    if (!bytes) return fail(fileErrors.tooLarge());
    if (bytes.length === 0) return fail(fileErrors.emptyFile());
    if ((await this.deps.sniffer.typeOf(bytes)) !== grant.contentType)
      return fail(fileErrors.contentNotAsNamed(grant.contentType));
    // Staff check the signatures; an empty or broken PDF never reaches them (decision 2030).
    if (grant.kind === 'signedDocument') {
      const refused = signedDocumentRefusal(
        await this.deps.pdfReader.read(bytes, SIGNED_DOCUMENT_PAGES_LOOKED_AT),
      );
      if (refused) return fail(refused);
    }

    const at = now.toISOString();
    if (!(await this.deps.files.claimUpload(grant.uuid, at))) return fail(fileErrors.grantUsed());
    await this.deps.storage.put(grant.uuid, bytes);
    const file: UploadedFile = {
      uuid: grant.uuid,
      ownerUserId: grant.userId,
      orgId: grant.orgId,
      applicationId: grant.applicationId,
      kind: grant.kind,
      contentType: grant.contentType,
      sizeBytes: bytes.length,
      uploadedAt: at,
    };
    // The trail keeps the kind, the file's id and its size; the customer names the file only at saveFile.
    await this.deps.files.recordUpload(file, {
      actor: auditActor.customer(grant.userId),
      action: 'application.file.uploaded',
      applicationId: grant.applicationId,
      at,
      details: { kind: grant.kind, fileId: grant.uuid, sizeBytes: bytes.length },
    });
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
