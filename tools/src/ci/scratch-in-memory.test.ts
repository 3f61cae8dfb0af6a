import { chmodSync, mkdtempSync, rmSync, statfsSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { scratchInMemory } from './scratch-in-memory';

const tmpfsAt = (folder: string) => {
  try {
    return statfsSync(folder).type === 0x01021994;
  } catch {
    return false;
  }
};
// The machines CI runs on have a tmpfs at /dev/shm; elsewhere the cases that need one do not run.
const onTmpfs = tmpfsAt('/dev/shm') ? it : it.skip;

describe("npm test's scratch folder", () => {
  let shm: string;
  beforeEach(() => {
    if (tmpfsAt('/dev/shm')) shm = mkdtempSync('/dev/shm/scratch-test-');
  });
  afterEach(() => shm && rmSync(shm, { recursive: true, force: true }));

  onTmpfs('is a folder of this user on the tmpfs, closed to others', () => {
    const folder = scratchInMemory({}, shm);
    expect(folder).toBe(path.join(shm, `lease-portal-tests-${userInfo().uid}`));
    expect(statSync(folder!).mode & 0o777).toBe(0o700);
    expect(scratchInMemory({}, shm)).toBe(folder);
  });

  onTmpfs('is left where it is when the folder there is open to others', () => {
    const folder = scratchInMemory({}, shm)!;
    chmodSync(folder, 0o777);
    expect(scratchInMemory({}, shm)).toBeUndefined();
  });

  onTmpfs('is left where the caller put it', () => {
    expect(scratchInMemory({ TMPDIR: '/var/tmp' }, shm)).toBeUndefined();
  });

  it('is left where it is without a tmpfs', () => {
    expect(scratchInMemory({}, '/proc')).toBeUndefined();
    expect(scratchInMemory({}, '/no/such/folder')).toBeUndefined();
  });
});
