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
    services = cliServicesOf(opened.db, {
      confirm: async () => true,
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

    /** The code in the newest mail to the address, as only its owner reads it. */
    const codeMailedTo = async (email: string) => {
      const [mail] = await services.mailOutbox.list({ to: email, limit: 1 });
      return { mail, code: /Enrolment code: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '' };
    };
    /** The member gives their code to `login --enrol`, and this shell then holds their key. */
    const receiveKey = async (email: string) => {
      typedKey = (await codeMailedTo(email)).code;
      const signedIn = await run('login', '--enrol');
      expect(signedIn.exitCode).toBe(0);
      return { key: savedKey ?? '', stdout: signedIn.stdout };
    };
    let graceKey: string;
    const propose = async (name: string, email: string, role: string) => {
      const proposed = await run(
        ...['staff', 'add', '--name', name, '--email', email, '--role', role, '--reason', 'Joins the desk'],
        ...['--yes', '--json'],
      );
      expect(proposed.exitCode).toBe(0);
      return JSON.parse(proposed.stdout) as {
        outcome: string;
        proposal: { proposalId: string; change: Record<string, string> };
      };
    };

    it('finishes set-up: the first administrator enrols a second, who alone receives a key, by a code mailed to them', async () => {
      savedKey = adminKey;
      const added = await run(
        ...['staff', 'add', '--name', 'Grace Hopper', '--email', 'grace@provider.example'],
        ...['--role', 'administrator', '--reason', 'Second administrator', '--yes'],
      );
      expect(added.exitCode).toBe(0);
      expect(added.stdout).toMatch(/Grace Hopper <grace@provider.example> is enrolled as administrator/);
      expect(added.stdout).toMatch(/enrolment code is on its way to grace@provider.example/);
      const { mail, code } = await codeMailedTo('grace@provider.example');
      expect(code).toMatch(/\S{20,}/);
      expect(added.stdout).not.toContain(code);

      // Reading the outbox gives the administrator neither the code nor the key it opens.
      const shown = await run('mail', 'show', mail!.id);
      expect(shown.stdout).toMatch(/Enrolment code: \[redacted\]/);
      expect(shown.stdout).not.toContain(code);
      expect((await run('mail', 'show', mail!.id, '--json')).stdout).not.toContain(code);

      const received = await receiveKey('grace@provider.example');
      expect(received.stdout).toMatch(
        /Signed in as Grace Hopper \(administrator\); your staff key is kept in memory/,
      );
      expect(received.stdout).not.toContain(received.key);
      graceKey = received.key;
      expect((await run('whoami')).stdout).toMatch(/^Grace Hopper <grace@provider.example>, administrator/);
      typedKey = code;
      expect(await run('login', '--enrol')).toMatchObject({
        exitCode: EXIT_CODES.UNAUTHENTICATED,
        reason: 'STAFF.ENROLMENT_CODE_UNKNOWN',
      });
    });

    it('gives one administrator no second identity of their own: it waits for another administrator, and its code goes to its own address', async () => {
      savedKey = adminKey;
      const alias = await propose('Ada Again', 'ada.again@provider.example', 'administrator');
      expect(alias.outcome).toBe('proposed');
      const { proposalId } = alias.proposal;
      expect((await codeMailedTo('ada.again@provider.example')).mail).toBeUndefined();
      expect(await run('approvals', 'approve', proposalId, '--yes')).toMatchObject({
        exitCode: EXIT_CODES.FORBIDDEN,
        reason: 'STAFF.OWN_PROPOSAL',
      });
      const listed = JSON.parse((await run('staff', 'list', '--json')).stdout) as { email: string }[];
      expect(listed.map((member) => member.email)).not.toContain('ada.again@provider.example');

      savedKey = graceKey;
      expect((await run('approvals', 'list')).stdout).toContain(
        `staff ${alias.proposal.change.staffId}: enrol Ada Again <ada.again@provider.example>`,
      );
      const rejected = await run('approvals', 'reject', proposalId, '--note', 'One key each', '--yes');
      expect(rejected.stdout).toMatch(/Rejected: staff member .* is unchanged/);
      expect((await codeMailedTo('ada.again@provider.example')).mail).toBeUndefined();
    });

    it('lets the administrators enrol a support member, whose key only they receive', async () => {
      savedKey = adminKey;
      const sam = await propose('Sam Lee', 'sam@provider.example', 'support');
      expect(JSON.stringify(sam)).not.toMatch(/"key"/);
      savedKey = graceKey;
      const approved = await run('approvals', 'approve', sam.proposal.proposalId, '--yes');
      expect(approved.stdout).toMatch(
        /Approved: Sam Lee is enrolled as support; their enrolment code is on its way to sam@provider.example/,
      );
      samKey = (await receiveKey('sam@provider.example')).key;
      expect((await run('whoami')).stdout).toMatch(/^Sam Lee <sam@provider.example>, support/);
      savedKey = adminKey;
      const listed = JSON.parse((await run('staff', 'list', '--json')).stdout) as {
        email: string;
        role: string;
      }[];
      expect(listed.map((member) => `${member.email} ${member.role}`)).toEqual([
        'ada@provider.example administrator',
        'grace@provider.example administrator',
        'sam@provider.example support',
      ]);
    });

    it('promotes a member to administrator only when another administrator approves, never the member', async () => {
      savedKey = adminKey;
      const cora = await propose('Cora Chen', 'cora@provider.example', 'creditOfficer');
      savedKey = graceKey;
      await run('approvals', 'approve', cora.proposal.proposalId, '--yes');
      const coraKey = (await receiveKey('cora@provider.example')).key;

      savedKey = adminKey;
      const promoted = await run(
        ...[
          'staff',
          'promote',
          cora.proposal.change.staffId!,
          '--reason',
          'Runs the credit desk',
          '--yes',
          '--json',
        ],
      );
      expect(promoted.exitCode).toBe(0);
      const { proposalId } = JSON.parse(promoted.stdout) as { proposalId: string };
      savedKey = coraKey;
      expect(await run('approvals', 'approve', proposalId, '--yes')).toMatchObject({
        exitCode: EXIT_CODES.FORBIDDEN,
        reason: 'STAFF.OWN_SUBJECT',
      });
      expect((await run('whoami')).stdout).toMatch(/creditOfficer/);
      savedKey = graceKey;
      expect((await run('approvals', 'approve', proposalId, '--yes')).stdout).toMatch(
        /Approved: Cora Chen is an administrator/,
      );
      savedKey = coraKey;
      expect((await run('whoami')).stdout).toMatch(/Cora Chen <cora@provider.example>, administrator/);
      savedKey = adminKey;
    });

    it('refuses a support member what only administrators do', async () => {
      savedKey = samKey;
      const byStaff = await run(
        ...['staff', 'add', '--name', 'Eve', '--email', 'eve@provider.example', '--role', 'administrator'],
        ...['--reason', 'Trust me', '--yes'],
      );
      expect(byStaff).toMatchObject({ exitCode: EXIT_CODES.FORBIDDEN });
      savedKey = adminKey;
    });

    it('disables a member, whose key then opens nothing, but keeps two administrators', async () => {
      const listed = JSON.parse((await run('staff', 'list', '--json')).stdout) as {
        staffId: string;
        email: string;
      }[];
      const idOf = (email: string) => listed.find((member) => member.email === email)!.staffId;
      expect((await run('staff', 'disable', idOf('sam@provider.example'), '--yes')).stdout).toMatch(
        /Sam Lee .* is disabled/,
      );
      savedKey = samKey;
      expect(await run('whoami')).toMatchObject({ exitCode: EXIT_CODES.FORBIDDEN });
      savedKey = adminKey;
      expect((await run('staff', 'disable', idOf('cora@provider.example'), '--yes')).exitCode).toBe(0);
      expect(await run('staff', 'disable', idOf('grace@provider.example'), '--yes')).toMatchObject({
        exitCode: EXIT_CODES.NOT_ALLOWED,
        reason: 'STAFF.LAST_ADMINISTRATOR',
      });
    });

    it('forgets the key on logout', async () => {
      expect((await run('logout')).stdout).toMatch(/Signed out/);
      expect(await run('whoami')).toMatchObject({ exitCode: EXIT_CODES.UNAUTHENTICATED });
    });
  });
});
