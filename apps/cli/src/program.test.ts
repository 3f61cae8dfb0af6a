import type { Command } from 'commander';
import { DomainError, type DomainErrorCode } from '@lease-portal/domain';
import { EXIT_CODES, exitCodeFor } from './exit-codes';
import { consoleOutput } from './output';
import { JsonFieldsOption } from './json-fields';
import { buildProgram } from './program';
import { openSupportDesk, testEngines, type SupportDesk } from './testing/support-desk';

describe.each(testEngines())('lease-admin on %s', (_engine, openDb) => {
  let desk: SupportDesk;

  beforeAll(async () => {
    desk = await openSupportDesk(openDb);
  }, 120_000);

  afterAll(() => desk.close(), 120_000);

  it('lists both demo organisations', async () => {
    const { stdout } = await desk.run('org', 'list');
    expect(stdout).toMatch(/org-au-demo\s+Southern Cross Fleet\s+AU\s+au\.localhost/);
    expect(stdout).toMatch(/org-nz-demo\s+Kiwi Fleet Leasing\s+NZ\s+nz\.localhost/);
  });

  it('prints JSON with --json', async () => {
    const profiles = await desk.json<{ orgId: string }[]>('org', 'list', '--json');
    expect(profiles.map((p) => p.orgId).sort()).toEqual(['org-au-demo', 'org-nz-demo']);
  });

  it('shows the organisation of a domain, whatever its case', async () => {
    const { stdout } = await desk.run('org', 'show', 'NZ.localhost');
    expect(stdout).toContain('Kiwi Fleet Leasing (org-nz-demo)');
    expect(stdout).toContain('Region:      NZ');
  });

  it('answers NOT_FOUND with its exit code for an unknown domain', async () => {
    expect((await desk.run('org', 'show', 'nobody.example')).exitCode).toBe(EXIT_CODES.NOT_FOUND);
  });

  it('prints a failure with its stable code, and as JSON on stderr with --json', async () => {
    const shown = await desk.run('application', 'show', 'app-nobody');
    expect(shown).toMatchObject({ exitCode: EXIT_CODES.NOT_FOUND });
    expect(shown.stderr).toMatch(/^error (NOT_FOUND|LEASE_APPLICATION\.APPLICATION_NOT_FOUND): \S/);
    const json = await desk.run(
      'application',
      'move',
      'app-nobody',
      '--to',
      'approvals',
      '--reason',
      'x',
      '--yes',
      '--json',
    );
    expect(json.exitCode).toBe(EXIT_CODES.NOT_FOUND);
    expect(JSON.parse(json.stderr)).toEqual({
      error: { code: 'NOT_FOUND', message: "No vehicle application with id 'app-nobody'." },
    });
  });

  it("answers commander's own usage errors as bad input, and --help as success", async () => {
    const missing = await desk.run('application', 'move', 'app-nobody', '--reason', 'x');
    expect(missing.exitCode).toBe(EXIT_CODES.BAD_INPUT);
    expect(missing.stderr).toContain("required option '--to <status>' not specified");
    expect((await desk.run('no-such-command')).exitCode).toBe(EXIT_CODES.BAD_INPUT);
    expect((await desk.run('application', 'move', 'app-x', '--to', 'approvals', '--nope')).exitCode).toBe(
      EXIT_CODES.BAD_INPUT,
    );
    const json = await desk.run('application', 'move', 'app-nobody', '--reason', 'x', '--json');
    expect(JSON.parse(json.stderr.split('\n').at(-2) ?? '')).toMatchObject({
      error: { code: 'BAD_INPUT', reason: 'commander.missingMandatoryOptionValue' },
    });
    for (const help of [['--help'], ['application', 'move', '--help'], ['help', 'application']]) {
      expect([help, (await desk.run(...help)).exitCode]).toEqual([help, EXIT_CODES.OK]);
    }
  });

  it('runs every command but set-up, login and logout as a signed-in member', async () => {
    desk.as({ key: 'not-a-key' });
    for (const args of [
      ['org', 'list'],
      ['catalogue', 'stats'],
      ['approvals', 'list'],
      ['jobs', 'list'],
      ['staff', 'list'],
      ['whoami'],
    ]) {
      expect(await desk.run(...args)).toMatchObject({ exitCode: EXIT_CODES.UNAUTHENTICATED });
    }
    desk.as(desk.admin);
  });
});

/** Every command of the tree that does something (not the groups). */
function leaves(command: Command, path: string[] = []): [string, Command][] {
  if (command.commands.length === 0) return [[path.join(' '), command]];
  return command.commands.flatMap((each) => leaves(each, [...path, each.name()]));
}

const helpOf = (command: Command): string => {
  let written = '';
  command.configureOutput({ writeOut: (text) => (written += text) });
  command.outputHelp();
  return written;
};

const optionsOf = (command: Command) => command.options.map((option) => option.long);

/** Reads that record nothing; `check-signing` records only what the e-signature service says. */
const READS = /\b(list|show|search|history|stats|whoami|check-signing)$/;
/** Set-up and the member's own key file: nothing in the portal's data changes, so nothing to confirm. */
const NO_PROMPT = new Set(['staff init', 'login', 'logout', 'db migrate']);

describe("lease-admin's conventions", () => {
  const program = buildProgram(async () => {
    throw new Error('no services are needed for --help');
  }, consoleOutput());
  const commands = leaves(program);

  it.each(commands)('%s: --help has examples and fits a terminal of 100 columns', (_name, command) => {
    const help = helpOf(command);
    expect(help).toMatch(/Examples?:\n {2}(\S+=\S+ )?lease-admin /);
    expect(help.split('\n').filter((line) => line.length > 100)).toEqual([]);
  });

  it.each(commands.filter(([name]) => READS.test(name)))(
    '%s: reads print JSON with --json',
    (_name, command) => {
      expect(optionsOf(command)).toContain('--json');
    },
  );

  it.each(commands.filter(([name]) => READS.test(name) && !name.endsWith('check-signing')))(
    '%s: a read picks the fields of its JSON with --json <fields>, named in its --help',
    (_name, command) => {
      const option = command.options.find((each) => each instanceof JsonFieldsOption);
      expect(option?.flags).toBe('--json [fields]');
      expect(helpOf(command).replace(/\s+/g, ' ')).toContain(option!.fields.join(', '));
    },
  );

  it.each(commands.filter(([name]) => !READS.test(name) && !NO_PROMPT.has(name)))(
    '%s: a change asks first, unless --yes',
    (_name, command) => {
      expect(optionsOf(command)).toContain('--yes');
    },
  );

  it('documents the exit codes in --help', () => {
    const help = helpOf(program);
    for (const [name, code] of Object.entries(EXIT_CODES)) expect(help).toContain(`${code} ${name}`);
  });

  it('gives each error code its own stable exit code', () => {
    const codes = Object.keys(EXIT_CODES).filter((code) => !['OK', 'UNEXPECTED', 'CANCELLED'].includes(code));
    const exits = codes.map((code) => exitCodeFor(new DomainError(code as DomainErrorCode, 'x')));
    expect(new Set(exits).size).toBe(codes.length);
    expect(exits).not.toContain(EXIT_CODES.OK);
    expect(exits).not.toContain(EXIT_CODES.UNEXPECTED);
    expect(EXIT_CODES).toMatchObject({
      BAD_INPUT: 2,
      NOT_FOUND: 3,
      NOT_ALLOWED: 5,
      FORBIDDEN: 6,
      UNAUTHENTICATED: 7,
    });
  });
});
