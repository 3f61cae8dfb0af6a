import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileStaffKeyStore } from './staff-key';

describe('the saved staff key', () => {
  let home: string;
  beforeEach(async () => {
    home = await mkdtemp(path.join(os.tmpdir(), 'lease-admin-key-'));
  });
  afterEach(async () => {
    await rm(home, { recursive: true, force: true });
  });

  it('is saved for its owner only, read back, and removed', async () => {
    const store = fileStaffKeyStore({ XDG_CONFIG_HOME: home });
    const file = await store.save('key-123');
    expect(file).toBe(path.join(home, 'lease-admin', 'staff-key'));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toBe('key-123\n');
    expect(await store.read()).toBe('key-123');
    expect(await store.remove()).toBe(true);
    expect(await store.read()).toBeUndefined();
  });

  it('is refused when others can read the file', async () => {
    const store = fileStaffKeyStore({ XDG_CONFIG_HOME: home });
    const file = await store.save('key-123');
    await chmod(file, 0o644);
    await expect(store.read()).rejects.toThrow(/can be read by others/);
  });

  it('comes from LEASE_ADMIN_STAFF_KEY first, for scripts', async () => {
    const store = fileStaffKeyStore({ XDG_CONFIG_HOME: home, LEASE_ADMIN_STAFF_KEY: ' key-from-env ' });
    expect(await store.read()).toBe('key-from-env');
    // A script's copy: logout and a rolled key leave it to the script.
    expect(store.fromEnvironment).toBe(true);
    expect(fileStaffKeyStore({ XDG_CONFIG_HOME: home }).fromEnvironment).toBe(false);
  });
});
