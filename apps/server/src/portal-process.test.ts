import { access, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { generateKeyPairSync } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabaseForTool } from '@lease-portal/postgres';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { WebSocket } from 'ws';
import { ensurePortalBuilt } from './build/build-server';
import { aPortalProcess, STARTUP_TIMEOUT_MS, type PortalProcess } from './testing/portal-process';

// The portal as `npm start` runs it, compiled, as a process: how it starts, shares its data folder and stops.

/** A GraphQL request whose body arrives in two parts, `gapMs` apart: in flight all that time. */
function aSlowRequest(port: number, afterFirstPart: () => void, gapMs: number) {
  const body = JSON.stringify({ query: '{ __typename }' });
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/graphql',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 5));
    req.flushHeaders();
    setTimeout(afterFirstPart, 100);
    setTimeout(() => req.end(body.slice(5)), 100 + gapMs);
  });
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the portal process', () => {
  let dataDir: string;
  const started: ChildProcess[] = [];

  beforeAll(ensurePortalBuilt, STARTUP_TIMEOUT_MS);

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lease-portal-process-'));
  });

  afterEach(async () => {
    for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  function start(env: Record<string, string> = {}): PortalProcess {
    const portal = aPortalProcess(dataDir, env);
    started.push(portal.child);
    return portal;
  }

  it(
    'stops on TERM within seconds with exit code 0, after finishing the request in flight, and starts again on the same folder',
    async () => {
      // Left by an earlier portal whose process id now belongs to a live process that is no portal
      // (this test runner): neither may block the start.
      await writeFile(
        path.join(dataDir, 'owner.lock'),
        JSON.stringify({ kind: 'portal', pid: process.pid, startedAt: 'boot+1', token: 'earlier' }),
      );
      await writeFile(
        path.join(dataDir, 'pglite-socket.json'),
        JSON.stringify({ host: '127.0.0.1', port: 1, pid: process.pid, token: 'earlier', password: 'x' }),
      );

      const first = start();
      const port = await first.listening;
      let termSentAt = 0;
      const answer = await aSlowRequest(
        port,
        () => {
          termSentAt = Date.now();
          first.child.kill('SIGTERM');
        },
        500,
      );
      expect(answer).toEqual({ status: 200, body: expect.stringContaining('"__typename":"Query"') });
      const { code } = await first.exited;
      const secondsToExit = (Date.now() - termSentAt) / 1000;
      expect(code).toBe(0);
      // Within seconds: a stuck drain would take the grace's whole 25 s.
      expect(secondsToExit).toBeLessThan(12);
      await expect(access(path.join(dataDir, 'owner.lock'))).rejects.toThrow();
      await expect(access(path.join(dataDir, 'pglite-socket.json'))).rejects.toThrow();

      // Started again, it serves the support tool on its socket.
      const second = start();
      await second.listening;
      const tool = await openDatabaseForTool({ dataDir });
      try {
        expect(tool.location).toContain('running portal');
        expect(await tool.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      } finally {
        await tool.close();
      }
      second.child.kill('SIGTERM');
      expect((await second.exited).code).toBe(0);
    },
    STARTUP_TIMEOUT_MS,
  );

  it(
    'stops on TERM with 60 logins in flight within its grace, exit code 0, its lock and socket file removed',
    async () => {
      const portal = start({ STOP_GRACE_SECONDS: '3' });
      const port = await portal.listening;
      // Each from its own address (through the trusted loopback proxy), so every one hashes a password.
      const logins = Array.from({ length: 60 }, (_, n) =>
        fetch(`http://127.0.0.1:${port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${n + 1}` },
          body: JSON.stringify({
            query: 'mutation L($e: String!, $p: String!) { login(email: $e, password: $p) { __typename } }',
            variables: { e: `officer${n}@example.com`, p: 'not-the-password-42' },
          }),
        }).then(
          (res) => res.status,
          () => 'cut off',
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const termSentAt = Date.now();
      portal.child.kill('SIGTERM');
      const { code } = await portal.exited;
      const exitedAt = Date.now();
      await Promise.all(logins);

      expect(code).toBe(0);
      const stopping = portal.log().find((line) => line.msg === 'portal stopping')!;
      const stopped = portal.log().find((line) => line.msg === 'portal stopped');
      // The grace is 3 s; closing after it waits for the statement in hand, not for every cut-off login.
      expect(stopped && stopped.time - stopping.time).toBeLessThan(4_500);
      // Exiting waits for no queue of password hashes on the thread pool.
      // A queue of hashes would take seconds; a 2-core machine busy with other work took up to 2.6 s to exit without one.
      expect(exitedAt - stopped!.time).toBeLessThan(4_000);
      expect((exitedAt - termSentAt) / 1000).toBeLessThan(8);
      await expect(access(path.join(dataDir, 'owner.lock'))).rejects.toThrow();
      await expect(access(path.join(dataDir, 'pglite-socket.json'))).rejects.toThrow();
    },
    STARTUP_TIMEOUT_MS,
  );

  it(
    'answers /ready once ready; on TERM /ready 503 at once while it still serves, then takes no new connection, closes its subscriptions, finishes the request in flight and exits 0',
    async () => {
      const portal = start({ STOP_DELAY_SECONDS: '2' });
      const port = await portal.listening;
      const base = `http://127.0.0.1:${port}`;
      const ready = async () => {
        const response = await fetch(`${base}/ready`);
        return { status: response.status, body: await response.json() };
      };
      expect(await ready()).toEqual({ status: 200, body: { status: 'ready' } });
      const socket = new WebSocket(`ws://127.0.0.1:${port}/graphql`, 'graphql-transport-ws', {
        origin: base,
      });
      await once(socket, 'open');
      const socketClosed = once(socket, 'close').then(([code]) => ({ code, at: Date.now() }));

      let termSentAt = 0;
      const answer = aSlowRequest(
        port,
        () => {
          termSentAt = Date.now();
          portal.child.kill('SIGTERM');
        },
        6_000,
      );
      await until(() => termSentAt > 0);
      // Unready at once, and still serving: a load balancer asking now takes the replica out.
      let unready = await ready();
      while (unready.status === 200) unready = await ready();
      const unreadyAfterMs = Date.now() - termSentAt;
      // The job worker stopped taking jobs with it.
      expect(unready).toEqual({
        status: 503,
        body: { status: 'not ready', failing: ['stopping', 'job worker'] },
      });
      // After the delay no new connection is taken, while the request in flight is still running.
      let refusedAt = 0;
      while (!refusedAt) {
        await fetch(`${base}/health`).then(
          () => new Promise((resolve) => setTimeout(resolve, 50)),
          () => (refusedAt = Date.now()),
        );
      }
      const answered = await answer;
      const answeredAt = Date.now();
      const { code } = await portal.exited;

      expect(unreadyAfterMs).toBeLessThan(2_000);
      expect(refusedAt - termSentAt).toBeGreaterThanOrEqual(2_000);
      expect(refusedAt).toBeLessThan(answeredAt);
      expect(answered).toEqual({ status: 200, body: expect.stringContaining('"__typename":"Query"') });
      // The subscription's client heard "going away" when the replica stopped serving: it reconnects elsewhere.
      expect((await socketClosed).code).toBe(1001);
      expect(code).toBe(0);
    },
    STARTUP_TIMEOUT_MS,
  );

  it(
    'says in one line that its port is in use, exits 1 and leaves its data folder free',
    async () => {
      const squatter = createServer();
      await new Promise<void>((resolve) => squatter.listen(0, '127.0.0.1', resolve));
      const { port } = squatter.address() as AddressInfo;
      try {
        const portal = aPortalProcess(dataDir, { PORT: String(port) });
        started.push(portal.child);
        const { code, stderr } = await portal.exited;
        expect(code).toBe(1);
        expect(stderr).toBe(
          `The portal could not start: port ${port} on 127.0.0.1 is in use by another program: stop it, or set PORT to a free port.\n`,
        );
        await expect(access(path.join(dataDir, 'owner.lock'))).rejects.toThrow();
      } finally {
        squatter.close();
      }
    },
    STARTUP_TIMEOUT_MS,
  );

  it(
    'refuses to start in production on sandboxes and the outbox nobody named, saying which, without a stack',
    async () => {
      const portal = aPortalProcess(dataDir, { NODE_ENV: 'production', SANDBOX_PARTNERS: 'e-signature' });
      started.push(portal.child);
      const { code, stderr } = await portal.exited;
      expect(code).toBe(1);
      expect(stderr).toMatch(/^The portal could not start: NODE_ENV is production, but\n- these partners/);
      expect(stderr).toContain('identity-scan, credit-decision, business-registry');
      expect(stderr).not.toContain('e-signature,');
      expect(stderr).toContain('SMTP_URL is not set');
      expect(stderr).not.toMatch(/\n\s+at /);
      expect(await readdir(dataDir)).toEqual([]);
    },
    STARTUP_TIMEOUT_MS,
  );

  it(
    'refuses to start with DocuSign half configured, naming the settings that are missing and none of the values',
    async () => {
      const portal = aPortalProcess(dataDir, {
        NODE_ENV: 'production',
        DOCUSIGN_AUTH_SERVER: 'https://account-d.docusign.com',
        DOCUSIGN_PRIVATE_KEY: 'not-a-key-to-print',
      });
      started.push(portal.child);
      const { code, stderr } = await portal.exited;
      expect(code).toBe(1);
      expect(stderr).toBe(
        'The portal could not start: DocuSign is half configured: DOCUSIGN_AUTH_SERVER, DOCUSIGN_PRIVATE_KEY set ' +
          'without DOCUSIGN_INTEGRATION_KEY, DOCUSIGN_USER_ID, DOCUSIGN_CONNECT_HMAC_KEYS. Set every one for the ' +
          'real service, or none for its sandbox.\n',
      );
      expect(await readdir(dataDir)).toEqual([]);
    },
    STARTUP_TIMEOUT_MS,
  );

  it(
    'runs DocuSign on its real adapter in production when fully configured: no e-signature sandbox route is mounted, the listener is',
    async () => {
      // A stand-in for DocuSign's account server: the portal must not call it just to start.
      const calls: string[] = [];
      const docuSign = createServer((req, res) => {
        calls.push(`${req.method} ${req.url}`);
        res.writeHead(503).end();
      });
      await new Promise<void>((resolve) => docuSign.listen(0, '127.0.0.1', resolve));
      const { port: docuSignPort } = docuSign.address() as AddressInfo;
      try {
        const portal = aPortalProcess(dataDir, {
          NODE_ENV: 'production',
          SANDBOX_PARTNERS: 'identity-scan,credit-decision,business-registry,address-lookup,crm,lead-dialler',
          MAIL_OUTBOX: 'on',
          DOCUSIGN_AUTH_SERVER: `http://127.0.0.1:${docuSignPort}`,
          DOCUSIGN_INTEGRATION_KEY: 'integration-key',
          DOCUSIGN_USER_ID: 'user-id',
          DOCUSIGN_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
            type: 'pkcs8',
            format: 'pem',
          }) as string,
          DOCUSIGN_CONNECT_HMAC_KEYS: 'connect-key',
        });
        started.push(portal.child);
        const port = await portal.listening;
        const chosen = portal.log().find((line) => line.msg === 'partners and mail chosen') as unknown as {
          partners: Record<string, string>;
        };
        expect(chosen.partners['e-signature']).toBe('service');
        const status = async (method: string, pathname: string) =>
          (await fetch(`http://127.0.0.1:${port}${pathname}`, { method })).status;
        // (A GET of an unknown path is the web app's to answer: the sandboxes' POSTs tell.)
        expect(await status('POST', '/sandbox/docusign/oauth/token')).toBe(404);
        expect(await status('POST', '/sandbox/docusign/restapi/v2.1/accounts/a/envelopes')).toBe(404);
        expect(await status('POST', '/sandbox/e-signature/views/any-token')).toBe(404);
        // DocuSign Connect's listener is there, and refuses what is not signed with the account's key.
        expect(await status('POST', '/webhooks/docusign/connect')).toBe(401);
        const health = (await (await fetch(`http://127.0.0.1:${port}/health`)).json()) as {
          sandboxes?: string[];
        };
        expect(health.sandboxes).not.toContain('e-signature');
        expect(calls).toEqual([]);
        portal.child.kill('SIGTERM');
        expect((await portal.exited).code).toBe(0);
      } finally {
        docuSign.close();
      }
    },
    STARTUP_TIMEOUT_MS,
  );

  it(
    'lets exactly one of two portals started at the same moment on one folder run; the other says why and exits 1',
    async () => {
      const both = [start(), start()];
      // The winner listens and keeps running; the loser exits before it listens.
      const outcomes = await Promise.allSettled(both.map((p) => p.listening));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const loser = both[outcomes.findIndex((o) => o.status === 'rejected')]!;
      const { code, stderr } = await loser.exited;
      expect(code).toBe(1);
      expect(stderr).toMatch(
        /The portal could not start: Another portal process \(pid \d+\) owns the embedded database in this data folder; stop it first\./,
      );
      const winner = both.find((p) => p !== loser)!;
      winner.child.kill('SIGTERM');
      expect((await winner.exited).code).toBe(0);
    },
    STARTUP_TIMEOUT_MS,
  );
});
