import type { Clock } from '../shared/clock';
import { DOWNLOAD_GRANT_MINUTES, grantAt, type FileGrants } from './file-grant';
import type { UploadedFile } from './uploaded-file';

/** A stored file as an answer: its record and a short-lived download grant for its owner. */
export interface FileWithDownload {
  file: UploadedFile;
  downloadToken: string;
}

export function withDownloadGrant(
  file: UploadedFile,
  grants: Pick<FileGrants, 'sign'>,
  clock: Clock,
): FileWithDownload {
  const downloadToken = grants.sign({
    purpose: 'download',
    uuid: file.uuid,
    userId: file.ownerUserId,
    orgId: file.orgId,
    applicationId: file.applicationId,
    kind: file.kind,
    contentType: file.contentType,
    expiresAt: grantAt(clock.now(), DOWNLOAD_GRANT_MINUTES),
  });
  return { file, downloadToken };
}
