import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describeFileStorage } from '@lease-portal/domain/src/files/testing/file-storage.contract';
import { FolderFileStorage } from './folder-file-storage';

let folder: string;
describeFileStorage('a data folder', {
  async open() {
    folder = await mkdtemp(path.join(tmpdir(), 'file-storage-contract-'));
    return new FolderFileStorage(path.join(folder, 'files'));
  },
  close: () => rm(folder, { recursive: true, force: true }),
});
