import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { onTmpfs, scratchInMemory } from './scratch-in-memory';

// The machines CI runs on have a tmpfs at /dev/shm; elsewhere the cases that need one do not run.
const shmIsTmpfs = onTmpfs('/dev/shm');
const withTmpfs = shmIsTmpfs ? it : it.skip;
// Giving a folder to another user takes root, as CI's machines run the tests.
const withTmpfsAsRoot = shmIsTmpfs && process.getuid?.() === 0 ? it : it.skip;

describe("npm test's scratch folder", () => {
  let shm: string;
  beforeEach(() => {
    if (shmIsTmpfs) shm = mkdtempSync('/dev/shm/scratch-test-');
  });
  afterEach(() => shm && rmSync(shm, { recursive: true, force: true }));

  withTmpfs('is a folder of this user on the tmpfs, closed to others', () => {
    const folder = scratchInMemory({}, shm);
    expect(folder).toBe(path.join(shm, `lease-portal-tests-${userInfo().uid}`));
    expect(statSync(folder!).mode & 0o777).toBe(0o700);
    expect(scratchInMemory({}, shm)).toBe(folder);
  });

  withTmpfs('is left where it is when the folder there is open to others', () => {
    const folder = scratchInMemory({}, shm)!;
    chmodSync(folder, 0o777);
    expect(scratchInMemory({}, shm)).toBeUndefined();
  });

  withTmpfsAsRoot("is left where it is when the folder there is another user's", () => {
    const folder = scratchInMemory({}, shm)!;
    chownSync(folder, 54321, 54321);
    expect(scratchInMemory({}, shm)).toBeUndefined();
  });

  withTmpfs('is left where it is when a link stands in the folder’s place', () => {
    const elsewhere = path.join(shm, 'elsewhere');
    mkdirSync(elsewhere, { mode: 0o700 });
    symlinkSync(elsewhere, path.join(shm, `lease-portal-tests-${userInfo().uid}`));
    expect(scratchInMemory({}, shm)).toBeUndefined();
  });

  withTmpfs('is left where the caller put it', () => {
    expect(scratchInMemory({ TMPDIR: '/var/tmp' }, shm)).toBeUndefined();
  });

  it('is left where it is without a tmpfs', () => {
    expect(onTmpfs('/proc')).toBe(false);
    expect(scratchInMemory({}, '/proc')).toBeUndefined();
    expect(scratchInMemory({}, '/no/such/folder')).toBeUndefined();
  });
});
