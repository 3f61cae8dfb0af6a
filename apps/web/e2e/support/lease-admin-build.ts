import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * `lease-admin` as support staff run it: its own launcher, on the build `npm run build:cli` makes
 * (decision 2060). The global set-up builds it once, before any journey starts, so no two journeys
 * find it missing and build it at once.
 */

const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export const LEASE_ADMIN_LAUNCHER = path.join(repositoryRoot, 'apps/cli/bin/lease-admin.cjs');

export default async function buildLeaseAdmin(): Promise<void> {
  await promisify(execFile)('npm', ['run', 'build:cli'], { cwd: repositoryRoot });
}
