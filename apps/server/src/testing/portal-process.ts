import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repositoryRoot = path.resolve(__dirname, '../../../..');
/** A portal process starts in seconds, but migrating and seeding on a busy machine can take long. */
export const STARTUP_TIMEOUT_MS = 90_000;

export interface PortalProcess {
  child: ChildProcess;
  /** Resolves with the port once it listens; rejects with its stderr if it exits first. */
  listening: Promise<number>;
  exited: Promise<{ code: number | null; stderr: string }>;
  /** The portal's log so far, one parsed JSON line an event. */
  log(): { msg: string; time: number; level: number; [key: string]: unknown }[];
}

/**
 * The portal as `npm start` runs it, compiled (decision 2116), as a process, on the embedded database
 * in `dataDir` unless `env` names a DATABASE_URL. Its launcher builds it first when a source changed
 * since its last build: a suite calls `ensurePortalBuilt` once before, so that no start waits for it.
 */
export function aPortalProcess(dataDir: string, env: Record<string, string> = {}): PortalProcess {
  const child = spawn(process.execPath, ['apps/server/bin/start.cjs'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'development',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_DIST_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, stderr })),
  );
  const listening = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
      const line = stdout.split('\n').find((l) => l.includes('"portal listening"'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    void exited.then(({ code }) => reject(new Error(`portal exited ${code}: ${stderr}`)));
  });
  listening.catch(() => undefined);
  const log = () =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as ReturnType<PortalProcess['log']>[number]);
  return { child, listening, exited, log };
}
