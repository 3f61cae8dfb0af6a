import { access, mkdtemp, rm, stat } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Database } from './database';
import { openDatabase } from './open-database';
import { openDatabaseForTool } from './open-database-for-tool';
import { PostgresOrgProfiles } from './postgres-org-profiles';
import { anOrgProfile } from './testing/builders';
import { readLiveToolSocketAddress, toolSocketFile } from './tool-socket-file';

const STARTUP_TIMEOUT_MS = 60_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the portal serving its embedded database to the support tool', () => {
  let dataDir: string;
  let portal: Database;
  const tools: Database[] = [];

  async function aTool(): Promise<Database> {
    const tool = await openDatabaseForTool({ dataDir });
    tools.push(tool);
    return tool;
  }

  async function aWireClient(password?: string): Promise<Client> {
    const address = await readLiveToolSocketAddress(dataDir);
    const client = new Client({
      host: address!.host,
      port: address!.port,
      user: 'postgres',
      database: 'postgres',
      password: password ?? address!.password,
    });
    await client.connect();
    return client;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lease-portal-data-'));
    portal = await openDatabase({ dataDir, serveTools: true });
  }, STARTUP_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(tools.map((tool) => tool.close()));
    await portal?.close();
    await rm(dataDir, { recursive: true, force: true });
  }, STARTUP_TIMEOUT_MS);

  it('tells the tool its loopback port, and the tool reads and writes through it', async () => {
    const address = await readLiveToolSocketAddress(dataDir);
    expect(address).toEqual({
      host: '127.0.0.1',
      port: expect.any(Number),
      pid: process.pid,
      token: expect.any(String),
      password: expect.stringMatching(/^[\w-]{43}$/),
    });

    const tool = await aTool();
    expect(tool.location).toContain('running portal');
    const fromTool = anOrgProfile();
    await new PostgresOrgProfiles(tool).save(fromTool);
    expect(await new PostgresOrgProfiles(portal).ofId(fromTool.orgId)).toEqual(fromTool);

    const fromPortal = anOrgProfile();
    await new PostgresOrgProfiles(portal).save(fromPortal);
    expect(await new PostgresOrgProfiles(tool).ofDomain(fromPortal.whiteLabel.domains[0]!)).toEqual(
      fromPortal,
    );
  });

  it("keeps the portal's queries out of a tool's open transaction", async () => {
    const tool = await aTool();
    const rolledBack = anOrgProfile();
    const portalsOwn = anOrgProfile();
    let portalSaved = false;
    const toolTransaction = tool.transaction(async (session) => {
      await session.query(
        `INSERT INTO organisations (org_id, name, region, profile) VALUES ($1, 'x', 'AU', '{}')`,
        [rolledBack.orgId],
      );
      const portalSave = new PostgresOrgProfiles(portal).save(portalsOwn).then(() => (portalSaved = true));
      await pause(100);
      expect(portalSaved).toBe(false); // the portal waits for the tool's turn to end
      throw Object.assign(new Error('tool gives up'), { portalSave });
    });
    const failure = (await toolTransaction.catch((error: unknown) => error)) as {
      portalSave: Promise<unknown>;
    };
    await failure.portalSave;
    expect(await new PostgresOrgProfiles(portal).ofId(portalsOwn.orgId)).toEqual(portalsOwn);
    expect(await new PostgresOrgProfiles(portal).ofId(rolledBack.orgId)).toBeUndefined();
  });

  it("keeps a tool's statements out of the portal's open transaction", async () => {
    const tool = await aTool();
    const toolsOwn = anOrgProfile();
    let toolWrite: Promise<unknown> = Promise.resolve();
    await portal
      .transaction(async (session) => {
        await session.query(
          `INSERT INTO organisations (org_id, name, region, profile) VALUES ('rolled-back', 'x', 'AU', '{}')`,
        );
        toolWrite = new PostgresOrgProfiles(tool).save(toolsOwn);
        await pause(100);
        throw new Error('portal gives up');
      })
      .catch(() => undefined);
    await toolWrite;
    expect(await new PostgresOrgProfiles(portal).ofId(toolsOwn.orgId)).toEqual(toolsOwn);
    expect(await new PostgresOrgProfiles(portal).ofId('rolled-back')).toBeUndefined();
  });

  it('serves several tool connections at once without mixing up their parameterised queries', async () => {
    const clients = await Promise.all([aWireClient(), aWireClient(), aWireClient()]);
    try {
      const answers = await Promise.all(
        Array.from({ length: 60 }, async (_, n) => {
          const rows =
            n % 4 === 3
              ? await portal.query<{ n: number }>('SELECT $1::int AS n', [n])
              : (await clients[n % 3]!.query<{ n: number }>('SELECT $1::int AS n', [n])).rows;
          return rows[0]!.n;
        }),
      );
      expect(answers).toEqual(Array.from({ length: 60 }, (_, n) => n));
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });

  it('rolls back the transaction of a tool that disappears, and the portal carries on', async () => {
    const client = await aWireClient();
    client.on('error', () => undefined);
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO organisations (org_id, name, region, profile) VALUES ('abandoned', 'x', 'AU', '{}')`,
    );
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect(await portal.query('SELECT org_id FROM organisations WHERE org_id = $1', ['abandoned'])).toEqual(
      [],
    );
  });

  it('lets in only the clients giving the password the portal keeps in the data folder, readable by its owner alone', async () => {
    expect((await stat(toolSocketFile(dataDir))).mode & 0o777).toBe(0o600);
    await expect(aWireClient('guessed')).rejects.toThrow(/password authentication failed/);
    await expect(aWireClient('')).rejects.toThrow();
    const rightOne = await aWireClient();
    expect((await rightOne.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await rightOne.end();
  });

  it('cuts off a tool that holds a transaction open without a word, and the portal carries on within seconds', async () => {
    const client = await aWireClient();
    const cutOff = new Promise<Error>((resolve) => client.on('error', resolve));
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO organisations (org_id, name, region, profile) VALUES ('left-open', 'x', 'AU', '{}')`,
    );
    const waitedFrom = Date.now();
    await portal.query('SELECT 1');
    expect(Date.now() - waitedFrom).toBeLessThan(5_000);
    expect((await cutOff).message).toMatch(/idle-in-transaction timeout/);
    expect(await portal.query('SELECT org_id FROM organisations WHERE org_id = $1', ['left-open'])).toEqual(
      [],
    );
    await client.end().catch(() => undefined);
  });

  it('lets the tool in while strangers hold connections open without a word, and closes theirs after the handshake timeout', async () => {
    const address = await readLiveToolSocketAddress(dataDir);
    const strangers = await Promise.all(
      Array.from(
        { length: 40 },
        () =>
          new Promise<Socket>((resolve, reject) => {
            const socket = connect(address!.port, address!.host, () => resolve(socket));
            socket.on('error', reject);
          }),
      ),
    );
    const closed = strangers.map(
      (socket) => new Promise<void>((resolve) => socket.on('close', () => resolve())),
    );
    const silentFrom = Date.now();

    const tool = await aWireClient();
    expect((await tool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await tool.end();

    await Promise.all(closed);
    expect(Date.now() - silentFrom).toBeLessThan(8_000);
  }, 20_000);

  it('keeps its slots for signed-in clients: past them a client is told there are too many', async () => {
    const clients: Client[] = [];
    let refusal: Error | undefined;
    try {
      while (!refusal && clients.length < 20) {
        try {
          const client = await aWireClient();
          client.on('error', () => undefined);
          clients.push(client);
        } catch (error) {
          refusal = error as Error;
        }
      }
      expect(refusal?.message).toMatch(/too many clients/);
      expect(clients.length).toBeLessThanOrEqual(8);
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
    const after = await aWireClient();
    expect((await after.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await after.end();
  });

  it("refuses the tool, and migrates nothing, when the portal's database lacks a migration the tool's build has", async () => {
    const [newest] = await portal.query<{ name: string; checksum: string }>(
      'SELECT name, checksum FROM schema_migrations ORDER BY name DESC LIMIT 1',
    );
    // As a portal of an older build would have it: the newest migration not applied.
    await portal.query('DELETE FROM schema_migrations WHERE name = $1', [newest!.name]);
    try {
      await expect(openDatabaseForTool({ dataDir })).rejects.toThrow(
        `The running portal (pid ${process.pid}) has not applied ${newest!.name}, which this version of lease-admin needs`,
      );
      expect(
        await portal.query('SELECT name FROM schema_migrations WHERE name = $1', [newest!.name]),
      ).toEqual([]);
    } finally {
      await portal.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
        newest!.name,
        newest!.checksum,
      ]);
    }
    expect((await aTool()).location).toContain('running portal');
  });

  it('refuses a second portal on the same data folder', async () => {
    await expect(openDatabase({ dataDir, serveTools: true })).rejects.toThrow(/Another portal process/);
  });

  it(
    'lets the tool open the folder itself once the portal has stopped',
    async () => {
      const saved = anOrgProfile();
      await new PostgresOrgProfiles(portal).save(saved);
      await Promise.all(tools.splice(0).map((tool) => tool.close()));
      await portal.close();
      await expect(access(toolSocketFile(dataDir))).rejects.toThrow();

      const tool = await aTool();
      expect(tool.location).toContain('PGlite folder');
      expect(await new PostgresOrgProfiles(tool).ofId(saved.orgId)).toEqual(saved);
      await tool.close();
      tools.splice(0);
      portal = await openDatabase({ dataDir });
    },
    STARTUP_TIMEOUT_MS,
  );
});
