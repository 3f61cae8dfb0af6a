import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FolderFileStorage } from './folder-file-storage';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'file-storage-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('FolderFileStorage', () => {
  it('puts, gets and deletes bytes by key, owner-only, with nothing left aside', async () => {
    const storage = new FolderFileStorage(path.join(folder, 'files'));
    await storage.put('a-1', new Uint8Array([1, 2, 3]));
    expect(await storage.get('a-1')).toEqual(new Uint8Array([1, 2, 3]));
    expect(await readdir(path.join(folder, 'files'))).toEqual(['a-1']);
    expect((await stat(path.join(folder, 'files', 'a-1'))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(folder, 'files'))).mode & 0o777).toBe(0o700);
    await storage.delete('a-1');
    expect(await storage.get('a-1')).toBeUndefined();
  });

  it('never replaces the bytes under a key, also when two puts race, and leaves nothing aside', async () => {
    const storage = new FolderFileStorage(path.join(folder, 'files'));
    await storage.put('a-1', new Uint8Array([1]));
    await expect(storage.put('a-1', new Uint8Array([2]))).rejects.toThrow('stored under this key already');
    expect(await storage.get('a-1')).toEqual(new Uint8Array([1]));
    const racing = await Promise.allSettled([
      storage.put('b-1', new Uint8Array([3])),
      storage.put('b-1', new Uint8Array([4])),
    ]);
    expect(racing.map((each) => each.status).sort()).toEqual(['fulfilled', 'rejected']);
    const won = racing[0].status === 'fulfilled' ? 3 : 4;
    expect(await storage.get('b-1')).toEqual(new Uint8Array([won]));
    expect((await readdir(path.join(folder, 'files'))).sort()).toEqual(['a-1', 'b-1']);
  });

  it('refuses a key that could name a path outside its folder', async () => {
    const storage = new FolderFileStorage(path.join(folder, 'files'));
    for (const key of ['../escape', 'a/b', '', '.hidden']) {
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow('Not a file key');
    }
    expect(await readdir(folder)).toEqual([]);
  });
});
