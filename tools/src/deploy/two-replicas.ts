/**
 * The deployment's topology on this machine (decision 2123): two replicas of the built portal
 * (`apps/server/dist/main.cjs`, as the image runs it) on one PostgreSQL database, behind Debian's nginx
 * configured as `deploy/nginx/portal.conf`, which `deploy/nginx/follow-readiness.sh` keeps to the
 * replicas that answer `/ready`. The rolling-restart check and the applicant journey benchmark start it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { PgPoolDatabase } from '@lease-portal/postgres';
import { nginxConfig } from './nginx-config';
import { aFreePort } from '../support/free-port';

const repositoryRoot = path.resolve(__dirname, '../../..');
const FOLLOW_READINESS = path.join(repositoryRoot, 'deploy/nginx/follow-readiness.sh');
export const HOST = 'au.localhost';

export interface Replica {
  port: number;
  child?: ChildProcess;
  exited?: Promise<number | null>;
}

/** One HTTP request on `agent`'s kept-alive connections; resolves with status and body, rejects on a network error. */
export function send(
  agent: http.Agent,
  port: number,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        headers: {
          host: `${HOST}:${port}`,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
          ...headers,
        },
        timeout: 15_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out after 15 s')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      reject(Object.assign(error, { reusedConnection: req.reusedSocket })),
    );
    req.end(body);
  });
}

/** Until `/ready` answers 200 on `port`, or the process exits. */
export async function untilReady(port: number, exited: Promise<unknown>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 90_000;
  const agent = new http.Agent({ keepAlive: false });
  let last = '';
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the replica on port ${port} exited before it was ready`);
    const status = await send(agent, port, 'GET', '/ready', {}).then(
      (answer) => ((last = answer.body), answer.status),
      (error: Error) => ((last = error.message), 0),
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`port ${port} was not ready within 90 s: ${last}`);
}

/** Runs `command` to its end; rejects when it fails. */
async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(command, args, { env, stdio: 'inherit' });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited ${code}`);
}

/** A schema of its own in `url`'s database, named `prefix` and the process: dropped at the end. */
export async function aSchema(url: string, prefix: string) {
  const schema = `${prefix}_${process.pid}`;
  const admin = new PgPoolDatabase({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${schema}`);
  return {
    schema,
    url: withSchema.toString(),
    async drop() {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    },
  };
}

export interface TwoReplicasOptions {
  /** The database both replicas use, migrated already. */
  databaseUrl: string;
  /** The run's own folder: the replicas' data folders, nginx's files and the replicas' log. */
  folder: string;
  /** The replicas' environment beyond the topology's own (the sandbox's delays, NODE_ENV…). */
  env: NodeJS.ProcessEnv;
  /** Log each request's replica (`$upstream_addr`) to `folder/upstream.log`, for `answeredBy`. */
  logReplicas?: boolean;
}

export interface TwoReplicas {
  /** nginx's port: the portal as its visitors reach it. */
  port: number;
  replicas: Replica[];
  /** Starts `replica` (again) and waits until it is ready. */
  start(replica: Replica): Promise<void>;
  /** nginx's error log, `[error]` lines only. */
  proxyErrors(): Promise<string[]>;
  /** Requests logged so far per replica port (with `logReplicas`), from the `skip`-th line of the log. */
  answeredBy(skip?: number): Promise<{ lines: number; byPort: Map<number, number> }>;
  stop(): Promise<void>;
}

/** Starts both replicas, then nginx in front of them and the follower of their readiness. */
export async function startTwoReplicas(options: TwoReplicasOptions): Promise<TwoReplicas> {
  const { folder } = options;
  const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find(existsSync) ?? 'nginx';
  const replicas: Replica[] = [{ port: await aFreePort() }, { port: await aFreePort() }];
  // A data folder each, as each container has its own.
  const dataDirOf = (replica: Replica) => path.join(folder, `replica-${replicas.indexOf(replica) + 1}`);
  const start = (replica: Replica) =>
    startReplica(
      replica,
      options.databaseUrl,
      dataDirOf(replica),
      path.join(folder, 'replicas.log'),
      options.env,
    );
  let proxy: ChildProcess | undefined;
  let follower: ChildProcess | undefined;
  const upstreamLog = path.join(folder, 'upstream.log');
  const stop = async () => {
    follower?.kill('SIGTERM');
    proxy?.kill('SIGQUIT');
    if (proxy && proxy.exitCode === null) await once(proxy, 'exit');
    for (const replica of replicas) {
      if (replica.child && replica.child.exitCode === null && replica.child.signalCode === null) {
        replica.child.kill('SIGTERM');
        await replica.exited;
      }
    }
  };
  try {
    await Promise.all(replicas.map(start));
    const listenPort = await aFreePort();
    const config = path.join(folder, 'nginx.conf');
    const upstreamFile = path.join(folder, 'replicas.conf');
    await writeFile(
      config,
      nginxConfig({ folder, listenPort, upstreamFile, ...(options.logReplicas ? { upstreamLog } : {}) }),
    );
    await mkdir(path.join(folder, 'body'));
    // The replicas that answer /ready, as the compose file's nginx follows them.
    const follow = {
      ...process.env,
      REPLICAS: replicas.map((replica) => `127.0.0.1:${replica.port}`).join(' '),
      UPSTREAM_FILE: upstreamFile,
      RELOAD: `${nginx} -c ${config} -p ${folder} -s reload`,
    };
    await run('sh', [FOLLOW_READINESS, 'once'], follow);
    proxy = spawn(nginx, ['-c', config, '-p', folder], { stdio: 'inherit' });
    await untilReady(listenPort, once(proxy, 'exit'));
    follower = spawn('sh', [FOLLOW_READINESS, 'loop'], { env: follow, stdio: 'ignore' });
    return {
      port: listenPort,
      replicas,
      start,
      async proxyErrors() {
        const log = await readFile(path.join(folder, 'error.log'), 'utf8').catch(() => '');
        return log.split('\n').filter((line) => line.includes('[error]'));
      },
      async answeredBy(skip = 0) {
        const lines = (await readFile(upstreamLog, 'utf8').catch(() => '')).split('\n').filter(Boolean);
        const byPort = new Map<number, number>();
        for (const line of lines.slice(skip)) {
          // "a:1, b:2" when the first refused: the last answered.
          const port = Number(/:(\d+)\s*$/.exec(line)?.[1] ?? 0);
          byPort.set(port, (byPort.get(port) ?? 0) + 1);
        }
        return { lines: lines.length, byPort };
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

function startReplica(
  replica: Replica,
  databaseUrl: string,
  dataDir: string,
  logFile: string,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const child = spawn(process.execPath, [path.join(repositoryRoot, 'apps/server/dist/main.cjs')], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      // Not this process's options (a loader, a profiler); REPLICA_NODE_OPTIONS=--cpu-prof profiles the replicas.
      NODE_OPTIONS: process.env.REPLICA_NODE_OPTIONS ?? '',
      LOG_LEVEL: 'warn',
      // Unready at once; still serving for 2 s, while nginx's list follows /ready (every second).
      STOP_DELAY_SECONDS: '2',
      STOP_GRACE_SECONDS: '10',
      ...env,
      HOST: '127.0.0.1',
      PORT: String(replica.port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  replica.child = child;
  replica.exited = new Promise((resolve) =>
    child.once('exit', (code) => {
      void writeFile(logFile, stderr, { flag: 'a' });
      resolve(code);
    }),
  );
  return untilReady(replica.port, replica.exited).catch((error: Error) => {
    throw new Error(`${error.message}:\n${stderr.slice(-3000)}`);
  });
}
