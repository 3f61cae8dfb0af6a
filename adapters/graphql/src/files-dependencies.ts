import type { GetFile, IssueUploadGrant, SaveFile } from '@lease-portal/domain';

/** The applicant's uploads (domain/src/files); the bytes travel over the upload and download routes. */
export interface FilesDependencies {
  issueUploadGrant: Pick<IssueUploadGrant, 'execute'>;
  saveFile: Pick<SaveFile, 'execute'>;
  getFile: Pick<GetFile, 'execute'>;
}

/** Where the portal serves the signed upload (PUT) and download (GET) URLs. */
export const FILES_PATH = '/files';
export const uploadUrlOf = (token: string) => `${FILES_PATH}/upload/${token}`;
export const downloadUrlOf = (token: string) => `${FILES_PATH}/download/${token}`;
