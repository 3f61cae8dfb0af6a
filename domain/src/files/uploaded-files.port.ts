import type { FileKind } from './file-kinds';
import type { UploadedFile } from './uploaded-file';

/** The records of uploaded files (the bytes live in FileStorage). */
export interface UploadedFiles {
  /** Records an upload; a second upload under the same grant (same uuid) replaces the first. */
  recordUpload(file: UploadedFile): Promise<void>;
  ofId(uuid: string): Promise<UploadedFile | undefined>;
  /** Marks the file saved under the customer's name. */
  markSaved(uuid: string, fileName: string, savedAt: string): Promise<void>;
  /** Saved files of the application and kind (only the owner's, when named): what the file limits count. */
  countSaved(applicationId: string, kind: FileKind, ownerUserId?: string): Promise<number>;
}
export const UPLOADED_FILES = Symbol('UploadedFiles');
