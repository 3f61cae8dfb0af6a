import type { FileKind } from './file-kinds';

/** A file an applicant uploaded: whose it is, for which application, and what its bytes are. */
export interface UploadedFile {
  /** A random id, also the storage key: the customer's file name never names anything on disk. */
  uuid: string;
  ownerUserId: string;
  orgId: string;
  applicationId: string;
  kind: FileKind;
  /** The type content sniffing found, served back as the download's content type. */
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
  /** Set by saveFile, which also records the name the customer gave. */
  fileName?: string;
  savedAt?: string;
}
