import type { AuditEntry } from '../application/audit-entry';
import type { FileKind } from './file-kinds';
import type { UploadedFile } from './uploaded-file';

/** The records of uploaded files (the bytes live in FileStorage). */
export interface UploadedFiles {
  /**
   * Records that an upload grant (named by its file's uuid) is used: true for the first use only, even
   * when two uploads ask at the same moment. An upload claims its grant before it stores a byte, so a
   * grant works once (decision 2030).
   */
  claimUpload(uuid: string, at: string): Promise<boolean>;
  /**
   * Records an upload, with its audit entry when given (the signed URL's PUT always gives one), in one
   * write. A record is never replaced: a second one under the same uuid throws and changes nothing.
   */
  recordUpload(file: UploadedFile, entry?: AuditEntry): Promise<void>;
  ofId(uuid: string): Promise<UploadedFile | undefined>;
  /** Marks the file saved under the customer's name. */
  markSaved(uuid: string, fileName: string, savedAt: string): Promise<void>;
  /** Saved files of the application and kind (only the owner's, when named): what the file limits count. */
  countSaved(applicationId: string, kind: FileKind, ownerUserId?: string): Promise<number>;
}
export const UPLOADED_FILES = Symbol('UploadedFiles');
