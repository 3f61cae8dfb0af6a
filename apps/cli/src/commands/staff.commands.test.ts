import { buildContainer } from '@lease-portal/server';
import { EXIT_CODES } from '../exit-codes';
import { cliServicesOf } from '../open-cli-services';
import type { CliServices } from '../services';
import type { StaffKeyStore } from '../staff-key';
import { commandRunner } from '../testing/run-command';
import { testEngines } from '../testing/support-desk';

describe.each(testEngines())('lease-admin staff on %s', (_engine, openDb) => {
  let close: () => Promise<void>;
  let services: CliServices;
  /** The key this shell holds, as a file would. */
  let savedKey: string | undefined;
  /** What the member types at the hidden prompt. */
  let typedKey = '';

  const memoryKeys: StaffKeyStore = {
    location: 'memory',
    read: async () => savedKey,
    save: async (key) => {
      savedKey = key;
      return 'memory';
    },
    remove: async () => {
      const had = savedKey !== undefined;
      savedKey = undefined;
      return had;
    },
  };

  beforeAll(async () => {
    savedKey = undefined;
    typedKey = '';
    const opened = await openDb();
    close = opened.close;
    services = cliServicesOf(buildContainer(opened.db), async () => true, {
      keys: memoryKeys,
      readKey: async () => typedKey,
    });
  }, 120_000);

  afterAll(() => close(), 120_000);

  const run = commandRunner(async () => services);

  describe('lease-admin staff', () => {
    let adminKey: string;
    let samKey: string;

    it('needs a signed-in member before anyone is enrolled', async () => {
      expect(await run('staff', 'list')).toMatchObject({ exitCode: EXIT_CODES.UNAUTHENTICATED });
    });

    it('enrols the first administrator at set-up, saving the key it then leaves out of its JSON', async () => {
      const first = await run(
        ...[
          'staff',
          'init',
          '--name',
          'Ada Lovelace',
          '--email',
          'ada@provider.example',
          '--json',
          '--save-key',
        ],
      );
      expect(first.exitCode).toBe(0);
      const enrolled = JSON.parse(first.stdout) as {
        key?: string;
        keySavedIn: string;
        member: { role: string };
      };
      expect(enrolled.member.role).toBe('administrator');
      expect(enrolled).toMatchObject({ keySavedIn: 'memory' });
      expect(enrolled.key).toBeUndefined();
      expect(savedKey).toMatch(/\S{20,}/);
      expect(first.stdout).not.toContain(savedKey);
      adminKey = savedKey ?? '';
      savedKey = undefined;

      const second = await run('staff', 'init', '--name', 'Mallory', '--email', 'mallory@example.org');
      expect(second).toMatchObject({ exitCode: EXIT_CODES.NOT_ALLOWED });
      expect(second.message).toMatch(/already enrolled/);
    });

    it('signs in with a typed key, which is then saved, and says who it is', async () => {
      typedKey = 'not-a-key';
      expect(await run('login')).toMatchObject({ exitCode: EXIT_CODES.UNAUTHENTICATED });
      expect(savedKey).toBeUndefined();

      typedKey = adminKey;
      expect((await run('login')).stdout).toMatch(/Signed in as Ada Lovelace \(administrator\)/);
      expect(savedKey).toBe(adminKey);
      expect((await run('whoami')).stdout).toMatch(/Ada Lovelace <ada@provider.example>, administrator/);
    });

    it('lets the administrator add a support member, whose key is printed once', async () => {
      const added = await run(
        'staff',
        'add',
        '--name',
        'Sam Lee',
        '--email',
        'sam@provider.example',
        '--role',
        'support',
        '--yes',
      );
      expect(added.exitCode).toBe(0);
      samKey = /^ {2}(\S+)$/m.exec(added.stdout)?.[1] ?? '';
      expect(samKey).not.toBe('');
      const listed = JSON.parse((await run('staff', 'list', '--json')).stdout) as {
        email: string;
        role: string;
      }[];
      expect(listed.map((member) => `${member.email} ${member.role}`)).toEqual([
        'ada@provider.example administrator',
        'sam@provider.example support',
      ]);
    });

    it('refuses a support member what only administrators do', async () => {
      savedKey = samKey;
      const byStaff = await run(
        'staff',
        'add',
        '--name',
        'Eve',
        '--email',
        'eve@provider.example',
        '--role',
        'administrator',
        '--yes',
      );
      expect(byStaff).toMatchObject({ exitCode: EXIT_CODES.FORBIDDEN });
      savedKey = adminKey;
    });

    it('disables a member, whose key then opens nothing, but not the last administrator', async () => {
      const [, sam] = JSON.parse((await run('staff', 'list', '--json')).stdout) as { staffId: string }[];
      expect((await run('staff', 'disable', sam!.staffId, '--yes')).stdout).toMatch(/Sam Lee .* is disabled/);
      savedKey = samKey;
      expect(await run('whoami')).toMatchObject({ exitCode: EXIT_CODES.FORBIDDEN });
      savedKey = adminKey;
      const [ada] = JSON.parse((await run('staff', 'list', '--json')).stdout) as { staffId: string }[];
      expect(await run('staff', 'disable', ada!.staffId, '--yes')).toMatchObject({
        exitCode: EXIT_CODES.NOT_ALLOWED,
      });
    });

    it('forgets the key on logout', async () => {
      expect((await run('logout')).stdout).toMatch(/Signed out/);
      expect(await run('whoami')).toMatchObject({ exitCode: EXIT_CODES.UNAUTHENTICATED });
    });
  });
});
