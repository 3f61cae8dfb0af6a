import type { AuditEntry } from '../../application/audit-entry';
import type { FileGrant, FileGrants } from '../file-grant';
import type { FileKind } from '../file-kinds';
import type { ContentSniffer, FileStorage } from '../file-storage.port';
import type { PdfFacts, PdfReader } from '../signed-document-content';
import type { UploadedFile } from '../uploaded-file';
import type { UploadedFiles } from '../uploaded-files.port';

// Test support only: the files context's ports in memory.

export class InMemoryUploadedFiles implements UploadedFiles {
  readonly stored = new Map<string, UploadedFile>();
  /** The grants used, by their file's uuid. */
  readonly claimed = new Set<string>();
  /** The audit entries written with the records. */
  readonly entries: AuditEntry[] = [];
  async claimUpload(uuid: string) {
    if (this.claimed.has(uuid)) return false;
    this.claimed.add(uuid);
    return true;
  }
  async recordUpload(file: UploadedFile, entry?: AuditEntry) {
    if (this.stored.has(file.uuid)) throw new Error(`A file is recorded under ${file.uuid} already`);
    this.stored.set(file.uuid, { ...file });
    if (entry) this.entries.push(entry);
  }
  async ofId(uuid: string) {
    const found = this.stored.get(uuid);
    return found && { ...found };
  }
  async markSaved(uuid: string, fileName: string, savedAt: string) {
    const found = this.stored.get(uuid);
    if (found) this.stored.set(uuid, { ...found, fileName, savedAt });
  }
  async countSaved(applicationId: string, kind: FileKind, ownerUserId?: string) {
    return [...this.stored.values()].filter(
      (file) =>
        file.applicationId === applicationId &&
        file.kind === kind &&
        file.savedAt &&
        (ownerUserId === undefined || file.ownerUserId === ownerUserId),
    ).length;
  }
}

export class InMemoryFileStorage implements FileStorage {
  readonly stored = new Map<string, Uint8Array>();
  async put(key: string, bytes: Uint8Array) {
    if (this.stored.has(key)) throw new Error(`Bytes are stored under ${key} already`);
    this.stored.set(key, bytes.slice());
  }
  async get(key: string) {
    return this.stored.get(key)?.slice();
  }
  async delete(key: string) {
    this.stored.delete(key);
  }
}

/** Grants kept by number: a token it did not hand out, or one altered, verifies as nothing. */
export class NumberedFileGrants implements FileGrants {
  private readonly issued = new Map<string, FileGrant>();
  sign(grant: FileGrant) {
    const token = `grant-${this.issued.size + 1}`;
    this.issued.set(token, { ...grant });
    return token;
  }
  verify(token: string) {
    const grant = this.issued.get(token);
    return grant && { ...grant };
  }
}

/** Answers what a test sets (a signed page by default), and notes how many pages it was asked to look at. */
export class StubPdfReader implements PdfReader {
  answer: PdfFacts | undefined = { pageCount: 1, firstPageWithContent: 1 };
  readonly asked: number[] = [];
  async read(_bytes: Uint8Array, pagesToLookAt: number) {
    this.asked.push(pagesToLookAt);
    return this.answer && { ...this.answer };
  }
}

/** Knows a few magic numbers, enough for tests of the rules; the real one is the file-type library. */
export const magicNumberSniffer: ContentSniffer = {
  async typeOf(bytes) {
    const starts = (...prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
    if (starts(0x25, 0x50, 0x44, 0x46)) return 'application/pdf';
    if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
    if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
    return undefined;
  },
};

export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
export const HTML_BYTES = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
