import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// nginx's list of replicas as deploy/nginx/follow-readiness.sh writes it from their /ready (decision
// 2123), one pass at a time, against replicas played by local servers.

const script = path.resolve(__dirname, '../../../deploy/nginx/follow-readiness.sh');
const run = promisify(execFile);

type Replica = { address: string; close: () => Promise<void> };

/** A replica whose /ready answers `status`, or never answers ('silent'). */
async function aReplica(ready: number | 'silent'): Promise<Replica> {
  const server = http.createServer((_request, response) => {
    if (ready === 'silent') return;
    response.writeHead(ready).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** An address nothing listens on: a replica stopped. */
async function aStoppedReplica(): Promise<string> {
  const replica = await aReplica(200);
  await replica.close();
  return replica.address;
}

const up = (address: string) => `server ${address} max_fails=1 fail_timeout=2s;`;
const down = (address: string) => `server ${address} down;`;

describe('the upstream list that follows the replicas’ readiness', () => {
  let folder: string;
  let upstreamFile: string;
  const replicas: Replica[] = [];

  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'follow-readiness-'));
    upstreamFile = path.join(folder, 'upstream.conf');
  });
  afterEach(async () => {
    await Promise.all(replicas.splice(0).map((replica) => replica.close()));
    await rm(folder, { recursive: true, force: true });
  });

  const started = async (ready: number | 'silent') => {
    const replica = await aReplica(ready);
    replicas.push(replica);
    return replica.address;
  };
  /** One pass of the script; the list it leaves. */
  const onePass = async (addresses: string[]) => {
    await run('sh', [script, 'once'], {
      env: { ...process.env, REPLICAS: addresses.join(' '), UPSTREAM_FILE: upstreamFile, READY_WAIT: '0.5' },
    });
    return (await readFile(upstreamFile, 'utf8')).trim().split('\n');
  };

  it('lists the ready replica and marks down the one answering 503 and the one stopped', async () => {
    const ready = await started(200);
    const stopping = await started(503);
    const stopped = await aStoppedReplica();
    expect(await onePass([ready, stopping, stopped])).toEqual([up(ready), down(stopping), down(stopped)]);
  });

  it('lists every replica when none is ready, as at a first start', async () => {
    const starting = await started(503);
    const stopped = await aStoppedReplica();
    expect(await onePass([starting, stopped])).toEqual([up(starting), up(stopped)]);
  });

  it('leaves a replica that does not answer in time where it was: the serving one is not dropped for the stopping one', async () => {
    const busy = await started('silent');
    const stopping = await started(503);
    await writeFile(upstreamFile, `${up(busy)}\n${up(stopping)}\n`);
    expect(await onePass([busy, stopping])).toEqual([up(busy), down(stopping)]);
  });

  it('keeps a replica marked down as down while it does not answer', async () => {
    const serving = await started(200);
    const silent = await started('silent');
    await writeFile(upstreamFile, `${up(serving)}\n${down(silent)}\n`);
    expect(await onePass([serving, silent])).toEqual([up(serving), down(silent)]);
  });
});
