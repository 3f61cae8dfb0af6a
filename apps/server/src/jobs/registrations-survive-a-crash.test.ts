import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Enquiry } from '@lease-portal/domain';
import { anEnquiry } from '@lease-portal/domain/src/leads/testing/enquiry-builder';
import { openDatabaseForTool, PgPoolDatabase, type Database } from '@lease-portal/postgres';
import { aPortalProcess, STARTUP_TIMEOUT_MS, type PortalProcess } from '../testing/portal-process';

// The portal is killed (SIGKILL, no chance to tidy up) during a burst of online-account requests and
// started again on the same database: every request it acknowledged must be delivered exactly once
// (one lead sent, one CRM account, one user with one calculator application, a password mail), and
// nothing it stored may stay half done (decision 0920).

const REGISTRATIONS = 24;
const ONLINE = `mutation ($e: EnquiryInput!) { saveCalculatorOnlineAccount(calcLeadOpp: $e) { status results { leadId } } }`;
// A CRM round trip of 100 ms keeps deliveries in hand when the kill comes; a short lease lets the
// restarted portal take over the job the dead one had claimed within seconds, not a minute.
const PORTAL_ENV = {
  SANDBOX_CRM_DELAY_MS: '100',
  JOB_LEASE_SECONDS: '2',
  JOB_POLL_MS: '200',
};

interface Engine {
  name: string;
  env: Record<string, string>;
  /** The database as a support tool sees it, beside the portal or without one. */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

async function embedded(): Promise<Engine> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lease-portal-crash-'));
  return {
    name: 'the embedded database',
    env: { DATA_DIR: dataDir, WEB_DIST_DIR: dataDir },
    open: () => openDatabaseForTool({ dataDir }),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function server(databaseUrl: string): Promise<Engine> {
  const name = `crash_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new PgPoolDatabase({ connectionString: databaseUrl, max: 1 });
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lease-portal-crash-'));
  return {
    name: 'a PostgreSQL server',
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir, WEB_DIST_DIR: dataDir },
    open: () => openDatabaseForTool({ databaseUrl: url.toString(), dataDir }),
    async dispose() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The enquiry as the web app sends it, from a visitor with an address of their own. */
function aRegistration(n: number) {
  const enquiry: Enquiry = anEnquiry('AU', { enquireType: 'register' });
  enquiry.contact.email = `crash.test.${n}@example.com`;
  const { entityType: _notSent, ...customer } = enquiry.customer;
  return { ...enquiry, customer };
}

function register(port: number, n: number): Promise<string | undefined> {
  return (
    request(`http://127.0.0.1:${port}`)
      .post('/graphql')
      .set('Host', `au.localhost:${port}`)
      // Each visitor from an address of their own, as the loopback proxy reports it: one address may
      // send only so many enquiries an hour (decision 2042).
      .set('X-Forwarded-For', `203.0.113.${n % 250}`)
      .send({ query: ONLINE, variables: { e: aRegistration(n) } })
      .then(
        (response) =>
          (response.body as { data?: { saveCalculatorOnlineAccount?: { results?: { leadId: string } } } })
            .data?.saveCalculatorOnlineAccount?.results?.leadId,
        () => undefined, // cut off by the kill: not acknowledged
      )
  );
}

async function started(engine: Engine): Promise<{ portal: PortalProcess; port: number }> {
  const portal = aPortalProcess(engine.env.DATA_DIR!, { ...PORTAL_ENV, ...engine.env });
  return { portal, port: await portal.listening };
}

const leadStatuses = (db: Database) =>
  db.query<{ lead_id: string; status: string }>(
    `SELECT lead_id, status FROM leads WHERE kind = 'online-account'`,
  );

async function untilAllSent(engine: Engine, timeoutMs: number): Promise<void> {
  const db = await engine.open();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const leads = await leadStatuses(db);
      if (leads.every(({ status }) => status === 'sent')) return;
      if (Date.now() > deadline)
        throw new Error(`still not sent: ${JSON.stringify(leads.filter((l) => l.status !== 'sent'))}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await db.close();
  }
}

const engines: [string, () => Promise<Engine>][] = [['embedded', embedded]];
if (process.env.DATABASE_URL) engines.push(['server', () => server(process.env.DATABASE_URL!)]);

describe.each(engines)('registrations when the portal is killed (%s)', (_kind, makeEngine) => {
  let engine: Engine;
  let running: PortalProcess | undefined;

  // Opening a database takes seconds on a busy machine, more than a hook's default 5 s.
  beforeAll(async () => {
    engine = await makeEngine();
  }, 60_000);
  afterAll(async () => {
    running?.child.kill('SIGKILL');
    await running?.exited;
    await engine?.dispose();
  }, 60_000);

  it(
    'delivers every acknowledged one exactly once after a restart',
    async () => {
      const first = await started(engine);
      running = first.portal;

      // Visitors keep arriving, three at a time. Once half of them have been answered, a rush of
      // requests comes in and the portal dies a moment later: earlier registrations delivered, later
      // ones in hand, and the rush in flight (stored or not, answered or not).
      const acknowledged: string[] = [];
      let next = 0;
      const send = (n: number) =>
        register(first.port, n).then((leadId) => {
          if (leadId) acknowledged.push(leadId);
        });
      const visitor = async () => {
        while (acknowledged.length < REGISTRATIONS / 2) {
          await send(next++);
          await new Promise((resolve) => setTimeout(resolve, 200)); // a visitor's pace
        }
      };
      await Promise.all([visitor(), visitor(), visitor()]);
      const rush = Array.from({ length: REGISTRATIONS / 2 }, () => send(next++));
      await new Promise((resolve) => setTimeout(resolve, 30));
      first.portal.child.kill('SIGKILL');
      await Promise.all(rush);
      await first.portal.exited;

      const atTheKill = await engine.open();
      const stored = await leadStatuses(atTheKill);
      await atTheKill.close();
      const completedBeforeKill = stored.filter(({ status }) => status === 'sent').length;
      const leftHalfDone = stored.length - completedBeforeKill;

      const second = await started(engine);
      running = second.portal;
      await untilAllSent(engine, 60_000);

      const db = await engine.open();
      try {
        const leads = await leadStatuses(db);
        const count = async (sql: string) => Number((await db.query<{ n: string }>(sql))[0]!.n);
        const figures = {
          engine: engine.name,
          requestsSent: next,
          acknowledged: acknowledged.length,
          stored: leads.length,
          completedBeforeKill,
          resumedAfterRestart: leftHalfDone,
          lost: acknowledged.filter(
            (id) => !leads.some((lead) => lead.lead_id === id && lead.status === 'sent'),
          ).length,
        };
        console.info('crash test', figures);

        expect(figures.lost).toBe(0);
        expect(leftHalfDone).toBeGreaterThan(0); // the kill did catch work in hand
        expect(leads.every(({ status }) => status === 'sent')).toBe(true);
        // Exactly once: one CRM account and opportunity per lead, one user and application per address.
        // The Salesforce sandbox's records: one per object and lead, however often the job was run.
        const records = (object: string) =>
          count(`SELECT count(*) AS n FROM crm_sandbox_records WHERE object = '${object}'`);
        expect(await records('Account')).toBe(leads.length);
        expect(await records('Contact')).toBe(leads.length);
        expect(await records('Opportunity')).toBe(leads.length);
        expect(await count(`SELECT count(*) AS n FROM users WHERE email LIKE 'crash.test.%'`)).toBe(
          leads.length,
        );
        expect(
          await count(
            `SELECT count(*) AS n FROM vehicle_applications a JOIN users u ON u.user_id = a.org_user_id WHERE u.email LIKE 'crash.test.%'`,
          ),
        ).toBe(leads.length);
        expect(
          await count(
            `SELECT count(DISTINCT recipient) AS n FROM mail_outbox WHERE recipient LIKE 'crash.test.%'`,
          ),
        ).toBe(leads.length);
      } finally {
        await db.close();
      }
    },
    4 * STARTUP_TIMEOUT_MS,
  );
});
