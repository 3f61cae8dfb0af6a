import type { FileStorage } from '../file-storage.port';

// Test support only: what every FileStorage keeps to, whichever place holds the bytes.

export interface FileStorageFactory {
  open(): Promise<FileStorage>;
  close(): Promise<void>;
}

/** Opening and migrating a fresh database takes seconds on a busy machine. */
const STARTUP_TIMEOUT_MS = 60_000;

let keys = 0;
const aKey = () => `file-${process.pid}-${Date.now()}-${++keys}`;

export function describeFileStorage(where: string, factory: FileStorageFactory): void {
  describe(`FileStorage in ${where}`, () => {
    let storage: FileStorage;

    beforeAll(async () => {
      storage = await factory.open();
    }, STARTUP_TIMEOUT_MS);
    afterAll(() => factory.close(), STARTUP_TIMEOUT_MS);

    it('gives back the very bytes put under a key, and nothing for a key it never had', async () => {
      const key = aKey();
      const bytes = new Uint8Array(1_000_000).map((_, index) => (index * 31) % 256);
      await storage.put(key, bytes);
      expect(await storage.get(key)).toEqual(bytes);
      expect(await storage.get(aKey())).toBeUndefined();
    });

    it('keeps an empty file as empty bytes, not as nothing', async () => {
      const key = aKey();
      await storage.put(key, new Uint8Array());
      expect(await storage.get(key)).toEqual(new Uint8Array());
    });

    it('never replaces the bytes under a key, also when two puts race (decision 2030)', async () => {
      const key = aKey();
      await storage.put(key, new Uint8Array([1]));
      await expect(storage.put(key, new Uint8Array([2]))).rejects.toThrow('stored under this key already');
      expect(await storage.get(key)).toEqual(new Uint8Array([1]));

      const raced = aKey();
      const racing = await Promise.allSettled([
        storage.put(raced, new Uint8Array([3])),
        storage.put(raced, new Uint8Array([4])),
      ]);
      expect(racing.map((each) => each.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(await storage.get(raced)).toEqual(new Uint8Array([racing[0].status === 'fulfilled' ? 3 : 4]));
    });

    it('deletes by key, leaving the others, and deleting what is not there is no error', async () => {
      const [gone, kept] = [aKey(), aKey()];
      await storage.put(gone, new Uint8Array([5]));
      await storage.put(kept, new Uint8Array([6]));
      await storage.delete(gone);
      await storage.delete(gone);
      await storage.delete(aKey());
      expect(await storage.get(gone)).toBeUndefined();
      expect(await storage.get(kept)).toEqual(new Uint8Array([6]));
    });
  });
}
