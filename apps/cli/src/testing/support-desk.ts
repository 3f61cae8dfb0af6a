import { openMemoryDatabase, type Database } from '@lease-portal/postgres';
import { chooseTestServer, serverFactory } from '@lease-portal/postgres/src/testing/test-server';
import { buildContainer, demoOrganisations } from '@lease-portal/server';
import { cliServicesOf } from '../open-cli-services';
import type { CliServices } from '../services';
import type { StaffKeyStore } from '../staff-key';
import { commandRunner, type CommandRun } from './run-command';

export type Engine = [string, () => Promise<{ db: Database; close: () => Promise<void> }>];

/** PGlite always; the PostgreSQL server too when DATABASE_URL names one. */
export function testEngines(): Engine[] {
  const server = chooseTestServer();
  return [
    [
      'embedded PGlite',
      async () => {
        const db = await openMemoryDatabase();
        return { db, close: () => db.close() };
      },
    ],
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
  /** Enrols a member with the role, by the administrator, and answers their key. */
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
  const services = cliServicesOf(buildContainer(db), async () => true, {
    keys,
    readKey: async () => '',
  });
  for (const profile of demoOrganisations) await services.orgProfiles.save(profile);
  const run = commandRunner(async () => services);
  const json = async <T>(...args: string[]): Promise<T> => {
    const result = await run(...args);
    if (result.exitCode !== 0)
      throw new Error(`${args.join(' ')}: exit ${result.exitCode} ${result.message}`);
    return JSON.parse(result.stdout) as T;
  };
  type Enrolled = { key: string; member: { staffId: string; name: string } };
  const admin = await json<Enrolled>(
    ...['staff', 'init', '--name', 'Ada Lovelace', '--email', 'ada@provider.example', '--json'],
  );
  held = admin.key;
  return {
    db,
    services,
    run,
    json,
    as: (member) => void (held = member.key),
    admin,
    async enrol(name, role) {
      const before = held;
      held = admin.key;
      const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@provider.example`;
      const enrolled = await json<Enrolled>(
        ...['staff', 'add', '--name', name, '--email', email, '--role', role, '--yes', '--json'],
      );
      held = before;
      return enrolled;
    },
    close,
  };
}
