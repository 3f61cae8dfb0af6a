/**
 * The applicant journey benchmark's `--two-replicas` stage (decision 2126): the deployment's topology
 * as the rolling-restart check starts it (decision 2123), two built replicas on a schema of their own
 * in DATABASE_URL behind nginx, with the sandbox partners answering at once. What the benchmark does
 * in its own process for a portal it started (quotes issued, passwords set, officers signed in) is
 * done here first, in a portal of this process on the same schema, which migrates it and is stopped
 * before the replicas start: they find the officers and their sessions in the shared database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, readConfig, startPortal, type RunningPortal } from '@lease-portal/server';
import { ensurePortalBuilt } from '@lease-portal/server/src/build/build-server';
import { PRODUCTION_ENV } from './portal-process';
import { aSchema, startTwoReplicas } from '../deploy/two-replicas';
import { processorMsOfTree } from './processor-time';

export interface TwoReplicaStage<Officer> {
  /** nginx's port. */
  port: number;
  describe: string;
  /** The officers `arrange` made, in its order. */
  officers: Officer[];
  /** Requests each replica answered since the last call (nginx's log of `$upstream_addr`). */
  answeredSinceLastAsked(): Promise<number[]>;
  /** The processor time both replicas have used since they started, in ms. */
  replicasProcessorMs(): Promise<number>;
  stop(): Promise<void>;
}

export async function twoReplicaStage<Officer>(options: {
  databaseUrl: string;
  /** Run the build as it is, current or not. */
  asBuilt?: boolean;
  /** Issues the quotes and signs the officers in, through the arranging portal's container. */
  arrange(container: RunningPortal['container']): Promise<Officer[]>;
}): Promise<TwoReplicaStage<Officer>> {
  if (!options.asBuilt) await ensurePortalBuilt();
  const folder = await mkdtemp(path.join(tmpdir(), 'journey-bench-replicas-'));
  const schema = await aSchema(options.databaseUrl, 'bench_journey');
  const cleanUp = async () => {
    await schema.drop();
    await rm(folder, { recursive: true, force: true });
  };
  try {
    const arranging = await startPortal(
      {
        ...readConfig({}),
        port: 0,
        dataDir: path.join(folder, 'arrange'),
        databaseUrl: schema.url,
        logLevel: 'warn',
      },
      createLogger('warn'),
      { serveTools: false },
    );
    const officers = await options.arrange(arranging.container).finally(() => arranging.stop());
    const topology = await startTwoReplicas({
      databaseUrl: schema.url,
      folder,
      env: {
        ...PRODUCTION_ENV,
        // The sandbox partners answer at once: the benchmark measures the portal, not their pretend latency.
        SANDBOX_CREDIT_DELAY_MS: '0',
        SANDBOX_CRM_DELAY_MS: '0',
        // Replicas sharing a database sign file URLs with one secret (decision 1600): an upload's URL
        // granted by one replica is taken by the other.
        FILE_URL_SECRET: randomBytes(32).toString('base64'),
      },
      logReplicas: true,
    });
    let logged = 0;
    return {
      port: topology.port,
      describe: `two replicas of the build behind nginx, on the PostgreSQL server (schema ${schema.schema} of DATABASE_URL)`,
      officers,
      async answeredSinceLastAsked() {
        const { lines, byPort } = await topology.answeredBy(logged);
        logged = lines;
        return topology.replicas.map((replica) => byPort.get(replica.port) ?? 0);
      },
      async replicasProcessorMs() {
        const each = topology.replicas.map((replica) =>
          replica.child?.pid ? processorMsOfTree(replica.child.pid) : 0,
        );
        return (await Promise.all(each)).reduce((sum, ms) => sum + ms, 0);
      },
      async stop() {
        await topology.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
