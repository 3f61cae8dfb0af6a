import { openMemoryDatabase, type Database } from '@lease-portal/postgres';
import { chooseTestServer, serverFactory } from '@lease-portal/postgres/src/testing/test-server';
import { demoOrganisations } from '@lease-portal/server';
import { cliServicesOf } from '../open-cli-services';
import type { CliServices } from '../services';
import type { StaffKeyStore } from '../staff-key';
import { commandRunner, type CommandRun } from './run-command';

export type Engine = [string, () => Promise<{ db: Database; close: () => Promise<void> }>];

const embedded: Engine = [
  'embedded PGlite',
  async () => {
    const db = await openMemoryDatabase();
    return { db, close: () => db.close() };
  },
];

/**
 * The engine the command suites run on: embedded PGlite, which every machine has. What the commands
 * store is the storage suites' to prove on both engines (`*.contract.ts`); a command's own behaviour
 * does not depend on the engine, so its suite runs once, and the desk's smoke test
 * (support-desk-on-both-engines.test.ts) runs lease-admin on each engine (decision 2050).
 */
export function testEngines(): Engine[] {
  return [embedded];
}

/** PGlite always; the PostgreSQL server too when DATABASE_URL names one. */
export function everyTestEngine(): Engine[] {
  const server = chooseTestServer();
  return [
    embedded,
    ...(server.kind === 'url'
      ? [
          [
            'a PostgreSQL server (DATABASE_URL)',
            async () => {
              const factory = serverFactory(server);
              const db = await factory.open();
              return { db, close: () => factory.dispose(db) };
            },
          ] as Engine,
        ]
      : []),
  ];
}

export interface SupportDesk {
  db: Database;
  services: CliServices;
  /** Runs `lease-admin <args>` as the member whose key is held now (see `as`). */
  run(...args: string[]): Promise<CommandRun>;
  /** Runs a command that must succeed and answers its JSON. */
  json<T>(...args: string[]): Promise<T>;
  /** Holds this member's key, as `lease-admin login` would. */
  as(member: { key: string }): void;
  /** The first administrator, enrolled at set-up. */
  admin: { key: string; member: { staffId: string; name: string } };
  /** The second administrator, enrolled by the first at set-up, who approves the first's proposals. */
  secondAdmin: { key: string; member: { staffId: string; name: string } };
  /**
   * Enrols a member with the role as the desk does (decision 2040): the first administrator proposes
   * them, the second approves, and they receive their key with the code mailed to them; answers it.
   */
  enrol(name: string, role: string): Promise<{ key: string; member: { staffId: string; name: string } }>;
  close(): Promise<void>;
}

/**
 * A support desk on a fresh database of the engine: the demo organisations, a first administrator,
 * the key held in memory (no file), every confirmation answered yes unless the command says --yes.
 */
export async function openSupportDesk(openDb: Engine[1]): Promise<SupportDesk> {
  const { db, close } = await openDb();
  let held: string | undefined;
  /** What the member types at the hidden prompt: their enrolment code. */
  let typed = '';
  const keys: StaffKeyStore = {
    location: 'memory',
    read: async () => held,
    save: async (key) => {
      held = key;
      return 'memory';
    },
    remove: async () => {
      held = undefined;
      return true;
    },
  };
  const services = cliServicesOf(db, { confirm: async () => true, keys, readKey: async () => typed });
  for (const profile of demoOrganisations) await services.orgProfiles.save(profile);
  const run = commandRunner(async () => services);
  const json = async <T>(...args: string[]): Promise<T> => {
    const result = await run(...args);
    if (result.exitCode !== 0)
      throw new Error(`${args.join(' ')}: exit ${result.exitCode} ${result.message}`);
    return JSON.parse(result.stdout) as T;
  };
  type Enrolled = { key: string; member: { staffId: string; name: string } };
  /** The member at this address gives the code mailed to them to `login --enrol`, and holds their key. */
  const receiveKey = async (email: string): Promise<string> => {
    const [mail] = await services.mailOutbox.list({ to: email, limit: 1 });
    typed = /Enrolment code: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const signedIn = await run('login', '--enrol');
    if (signedIn.exitCode !== 0) throw new Error(`login --enrol for ${email}: ${signedIn.message}`);
    return held!;
  };
  const admin = await json<Enrolled>(
    ...['staff', 'init', '--name', 'Ada Lovelace', '--email', 'ada@provider.example', '--json'],
  );
  held = admin.key;
  const grace = await json<{ member: { staffId: string; name: string } }>(
    ...[
      'staff',
      'add',
      '--name',
      'Grace Hopper',
      '--email',
      'grace@provider.example',
      '--role',
      'administrator',
    ],
    ...['--reason', 'Second administrator of the desk', '--yes', '--json'],
  );
  const secondAdmin = { key: await receiveKey('grace@provider.example'), member: grace.member };
  held = admin.key;
  return {
    db,
    services,
    run,
    json,
    as: (member) => void (held = member.key),
    admin,
    secondAdmin,
    async enrol(name, role) {
      const before = held;
      held = admin.key;
      const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@provider.example`;
      const { proposal } = await json<{ proposal: { proposalId: string; change: { staffId: string } } }>(
        ...['staff', 'add', '--name', name, '--email', email, '--role', role],
        ...['--reason', 'Joins the desk', '--yes', '--json'],
      );
      held = secondAdmin.key;
      await json('approvals', 'approve', proposal.proposalId, '--yes', '--json');
      const key = await receiveKey(email);
      held = before;
      return { key, member: { staffId: proposal.change.staffId, name } };
    },
    close,
  };
}
