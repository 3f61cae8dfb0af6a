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
  /** The questions asked, and the answer the operator gives. */
  const asked: string[] = [];
  let answer = true;

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
      confirm: async (question) => {
        asked.push(question);
        return answer;
      },
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

    it('enrols the first administrator at set-up, saving the key and showing it this once all the same', async () => {
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
      expect(savedKey).toMatch(/\S{20,}/);
      expect(enrolled.key).toBe(savedKey);
      adminKey = savedKey ?? '';
      savedKey = undefined;

      const second = await run('staff', 'init', '--name', 'Mallory', '--email', 'mallory@example.org');
      expect(second).toMatchObject({ exitCode: EXIT_CODES.NOT_ALLOWED });
      expect(second.message).toMatch(/already enrolled/);
    });

    it('signs in with a typed key, which is then saved, and says who it is', async () => {
      typedKey = 'not-a-key';
      const wrong = await run('login');
      expect(wrong).toMatchObject({ exitCode: EXIT_CODES.UNAUTHENTICATED });
      // Not "sign in with login": what to check, and who gives a new key.
      expect(wrong.message).toMatch(/copied the whole key.*ask an administrator for a new one/);
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
        `staff member ${alias.proposal.change.staffId}: enrol Ada Again <ada.again@provider.example>`,
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
        ...['--reason', 'Trust me on this', '--yes'],
      );
      expect(byStaff).toMatchObject({ exitCode: EXIT_CODES.FORBIDDEN });
      savedKey = adminKey;
    });

    const idOf = async (email: string) => {
      const listed = JSON.parse((await run('staff', 'list', '--json')).stdout) as {
        staffId: string;
        email: string;
      }[];
      return listed.find((member) => member.email === email)!.staffId;
    };

    it('replaces a lost key: an administrator’s for another member reaches them by mail; a member rolls their own', async () => {
      savedKey = adminKey;
      const samId = await idOf('sam@provider.example');
      asked.length = 0;
      const reissued = await run('staff', 'rekey', samId, '--reason', 'Laptop stolen on 3 May');
      expect(asked[0]).toMatch(/Replace the key of Sam Lee <sam@provider.example>, support/);
      expect(reissued.stdout).toMatch(/Sam Lee's old key no longer works.*sam@provider.example/);
      savedKey = samKey;
      expect(await run('whoami')).toMatchObject({ exitCode: EXIT_CODES.UNAUTHENTICATED });
      samKey = (await receiveKey('sam@provider.example')).key;
      expect((await run('whoami')).stdout).toMatch(/^Sam Lee/);

      const rolled = await run('staff', 'rekey', '--yes');
      expect(rolled.stdout).toMatch(/shown this once/);
      expect(savedKey).not.toBe(samKey);
      expect(rolled.stdout).toContain(savedKey);
      savedKey = samKey;
      expect(await run('whoami')).toMatchObject({ exitCode: EXIT_CODES.UNAUTHENTICATED });
      samKey = rolled.stdout.match(/^ {2}(\S+)$/m)?.[1] ?? '';
      savedKey = samKey;
      expect((await run('whoami')).exitCode).toBe(0);
      expect(
        await run(
          'staff',
          'rekey',
          await idOf('grace@provider.example'),
          '--reason',
          'Her laptop was lost',
          '--yes',
        ),
      ).toMatchObject({
        exitCode: EXIT_CODES.FORBIDDEN,
        message: 'Changing who is on the desk needs an administrator.',
      });
      savedKey = adminKey;
    });

    it('disables a member with a reason, naming them first, whose key then opens nothing, but keeps two administrators', async () => {
      const samId = await idOf('sam@provider.example');
      expect(await run('staff', 'disable', 'nobody', '--reason', 'Left the company', '--yes')).toMatchObject({
        exitCode: EXIT_CODES.NOT_FOUND,
      });
      expect(await run('staff', 'disable', samId, '--yes')).toMatchObject({ exitCode: EXIT_CODES.BAD_INPUT });
      expect(await run('staff', 'disable', samId, '--reason', 'Left', '--yes')).toMatchObject({
        exitCode: EXIT_CODES.BAD_INPUT,
        reason: 'STAFF.REASON_TOO_SHORT',
      });
      asked.length = 0;
      const disabled = await run('staff', 'disable', samId, '--reason', 'Left the company on 3 May');
      expect(asked).toEqual([
        `Disable Sam Lee <sam@provider.example>, support (${samId})? Their key stops working now.`,
      ]);
      expect(disabled.stdout).toMatch(/Sam Lee <sam@provider.example> is disabled/);
      savedKey = samKey;
      expect(await run('whoami')).toMatchObject({ exitCode: EXIT_CODES.FORBIDDEN });
      savedKey = adminKey;
      const cora = await run(
        'staff',
        'disable',
        await idOf('cora@provider.example'),
        '--reason',
        'Moved to sales',
        '--yes',
        '--json',
      );
      expect(JSON.parse(cora.stdout)).toMatchObject({ email: 'cora@provider.example', status: 'disabled' });
      expect(
        await run(
          'staff',
          'disable',
          await idOf('grace@provider.example'),
          '--reason',
          'Moved to sales',
          '--yes',
        ),
      ).toMatchObject({
        exitCode: EXIT_CODES.NOT_ALLOWED,
        reason: 'STAFF.LAST_ADMINISTRATOR',
      });
    });

    it('enables a disabled member again by proposal, by id or by adding their address, with a new key', async () => {
      savedKey = adminKey;
      const samId = await idOf('sam@provider.example');
      const readded = await run(
        ...['staff', 'add', '--name', 'Sam Lee', '--email', 'SAM@provider.example', '--role', 'support'],
        ...['--reason', 'Back from leave on 3 June', '--yes', '--json'],
      );
      expect(JSON.parse(readded.stdout)).toMatchObject({
        outcome: 'proposed',
        proposal: { kind: 'enableStaff', change: { staffId: samId, role: 'support' } },
      });
      // The same change, proposed again by id, points at the open proposal.
      const twice = await run('staff', 'enable', samId, '--reason', 'Back from leave on 3 June', '--yes');
      expect(twice).toMatchObject({ exitCode: EXIT_CODES.NOT_ALLOWED, reason: 'STAFF.PROPOSAL_OPEN' });
      expect(twice.message).toMatch(/Ada Lovelace already proposed this/);
      savedKey = graceKey;
      const { proposal } = JSON.parse(readded.stdout) as { proposal: { proposalId: string } };
      expect((await run('approvals', 'approve', proposal.proposalId, '--yes')).exitCode).toBe(0);
      samKey = (await receiveKey('sam@provider.example')).key;
      expect((await run('whoami')).stdout).toMatch(/^Sam Lee/);
      savedKey = adminKey;
    });

    it('breaks the glass on the machine that holds the database: a new key for an administrator, shown there', async () => {
      savedKey = undefined;
      const broken = await run(
        ...['staff', 'rekey', '--break-glass', '--email', 'ada@provider.example'],
        ...['--reason', 'Only administrator lost her key', '--yes'],
      );
      expect(broken.stdout).toMatch(/Ada Lovelace holds a new staff key/);
      const key = broken.stdout.match(/^ {2}(\S+)$/m)?.[1] ?? '';
      savedKey = adminKey;
      expect(await run('whoami')).toMatchObject({ exitCode: EXIT_CODES.UNAUTHENTICATED });
      adminKey = key;
      savedKey = adminKey;
      expect((await run('whoami')).stdout).toMatch(/^Ada Lovelace/);
      expect(
        await run(
          'staff',
          'rekey',
          '--break-glass',
          '--email',
          'sam@provider.example',
          '--reason',
          'Lost his key',
          '--yes',
        ),
      ).toMatchObject({ exitCode: EXIT_CODES.FORBIDDEN, reason: 'STAFF.BREAK_GLASS_REFUSED' });
    });

    it('asks before logout removes the only copy of the key, and forgets it when told', async () => {
      savedKey = adminKey;
      answer = false;
      asked.length = 0;
      expect(await run('logout')).toMatchObject({ exitCode: EXIT_CODES.CANCELLED });
      expect(asked[0]).toMatch(/holds the only copy of Ada Lovelace's staff key/);
      expect(savedKey).toBe(adminKey);
      answer = true;
      expect((await run('logout')).stdout).toMatch(/Signed out/);
      expect(await run('whoami')).toMatchObject({ exitCode: EXIT_CODES.UNAUTHENTICATED });
    });
  });
});
