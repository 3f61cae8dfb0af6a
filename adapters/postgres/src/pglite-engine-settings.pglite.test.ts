import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, openMemoryDatabase } from './open-database';

describe('the embedded engine’s settings (decision 2116)', () => {
  it('keeps 16 MB of shared buffers, in memory and in a data folder opened again', async () => {
    const memory = await openMemoryDatabase();
    try {
      expect(await memory.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '16MB' }]);
    } finally {
      await memory.close();
    }
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lease-portal-engine-'));
    try {
      await (await openDatabase({ dataDir })).close();
      const reopened = await openDatabase({ dataDir });
      try {
        expect(await reopened.query('SHOW shared_buffers')).toEqual([{ shared_buffers: '16MB' }]);
      } finally {
        await reopened.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
