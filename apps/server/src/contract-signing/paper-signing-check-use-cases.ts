import {
  CheckPaperSigning,
  ReadSignedDocuments,
  type Clock,
  type FileStorage,
  type UnitOfWork,
  type UploadedFiles,
} from '@lease-portal/domain';
import { madeOnUse } from '../made-on-use';

export interface PaperSigningCheckPorts {
  unitOfWork: UnitOfWork;
  clock: Clock;
  files: Pick<UploadedFiles, 'ofId'>;
  storage: Pick<FileStorage, 'get'>;
}

/**
 * The staff check of the documents signed on paper, and reading them first (decision 2030), wired once
 * for the portal's container (bind-contract-signing.ts) and for lease-admin (decision 2071). A
 * composition may give a lazy object: the check alone reads no files.
 */
export function paperSigningCheckUseCases(ports: PaperSigningCheckPorts) {
  return madeOnUse({
    checkPaperSigning: () => new CheckPaperSigning({ unitOfWork: ports.unitOfWork, clock: ports.clock }),
    readSignedDocuments: () =>
      new ReadSignedDocuments({
        unitOfWork: ports.unitOfWork,
        clock: ports.clock,
        files: ports.files,
        storage: ports.storage,
      }),
  });
}
