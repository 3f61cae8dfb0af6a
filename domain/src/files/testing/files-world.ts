import type { AccountsWorld } from '../../accounts/testing/accounts-world';
import type { AuditEntry } from '../../application/audit-entry';
import type { Clock } from '../../shared/clock';
import { AcceptUpload } from '../accept-upload';
import { DownloadFile } from '../download-file';
import { GetFile } from '../get-file';
import { IssueUploadGrant } from '../issue-upload-grant';
import { SaveFile } from '../save-file';
import {
  InMemoryFileStorage,
  InMemoryUploadedFiles,
  magicNumberSniffer,
  NumberedFileGrants,
  StubPdfReader,
} from './in-memory-files';

// Test support only: the files context's use cases on in-memory ports, guarded by an accounts world.

export function aFilesWorld(accounts: AccountsWorld, clock: Clock = accounts.clock) {
  const files = new InMemoryUploadedFiles();
  const audit: AuditEntry[] = [];
  const storage = new InMemoryFileStorage();
  const grants = new NumberedFileGrants();
  const pdfReader = new StubPdfReader();
  let nextId = 0;
  const ids = { next: () => `file-${++nextId}` };
  return {
    files,
    storage,
    grants,
    pdfReader,
    issueUploadGrant: new IssueUploadGrant({
      authoriseApplicant: accounts.authoriseApplicant,
      files,
      grants,
      ids,
      clock,
    }),
    acceptUpload: new AcceptUpload({ grants, sniffer: magicNumberSniffer, pdfReader, storage, files, clock }),
    saveFile: new SaveFile({
      files,
      grants,
      clock,
      audit: { record: async (entry) => void audit.push(entry) },
    }),
    /** The audit entries the use cases wrote. */
    audit,
    getFile: new GetFile({ files, grants, clock }),
    downloadFile: new DownloadFile({ grants, files, storage, clock }),
  };
}
export type FilesWorld = ReturnType<typeof aFilesWorld>;
