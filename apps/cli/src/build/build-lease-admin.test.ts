import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Metafile } from 'esbuild';
import { openDatabase } from '@lease-portal/postgres';
import { demoOrganisations } from '@lease-portal/server';
import { cliServicesOf } from '../open-cli-services';
import { consoleOutput } from '../output';
import { buildProgram } from '../program';
import { buildLeaseAdmin, DIST } from './build-lease-admin';

/** The inputs and external packages a chunk loads before it runs: its own and its static imports'. */
function loadedWith(metafile: Metafile, entryPoint: string): string[] {
  const [start] = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === entryPoint)!;
  const loaded: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const output = metafile.outputs[file]!;
    loaded.push(...Object.keys(output.inputs));
    for (const imported of output.imports) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) loaded.push(imported.path);
      else visit(imported.path);
    }
  };
  visit(start);
  return loaded;
}

const LAUNCHER = path.resolve(__dirname, '../../bin/lease-admin.cjs');

const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  promisify(execFile)(process.execPath, [path.join(DIST, 'main.mjs'), ...args], {
    env: { PATH: process.env.PATH, ...env },
  });

describe('the compiled lease-admin (decision 2060)', () => {
  let metafile: Metafile;

  beforeAll(async () => {
    metafile = await buildLeaseAdmin();
  }, 120_000);

  it('loads neither the database nor a service for --help', () => {
    const loaded = loadedWith(metafile, 'apps/cli/src/main.ts');
    expect(
      loaded.filter((input) => /^adapters\/|^apps\/server\/|node_modules\/(pg|@electric-sql)\//.test(input)),
    ).toEqual([]);
    expect(loaded.filter((input) => input.startsWith('@electric-sql/'))).toEqual([]);
  });

  it('loads none of the portal, and no mailer, password dictionary, image, PDF or partner HTTP library, to open its services', () => {
    const loaded = loadedWith(metafile, 'apps/cli/src/open-cli-services.ts');
    const portal = /apps\/server\/src\/(composition-root|start-portal|http)|adapters\/(graphql|documents)\//;
    // The e-signature adapters' HTTP, schema and JWT libraries wait for a command that reads an envelope.
    const heavy =
      /(nodemailer|@zxcvbn-ts|sharp|unpdf|file-type|pdfkit|graphql|express|inversify|undici|zod|jose)(\/|$)/;
    expect(loaded.filter((input) => portal.test(input) || heavy.test(input))).toEqual([]);
  });

  it('prints the help the command tree declares', async () => {
    const program = buildProgram(async () => {
      throw new Error('no services are needed for --help');
    }, consoleOutput());
    let expected = '';
    program.configureOutput({ writeOut: (text) => (expected += text) });
    program.outputHelp();
    expect((await run(['--help'])).stdout).toBe(expected);
  });

  it('ends quietly when its reader goes, as under `lease-admin --help | head -1`', async () => {
    const child = spawn(process.execPath, [path.join(DIST, 'main.mjs'), '--help'], {
      env: { PATH: process.env.PATH },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // The reader has gone before the help is written.
    child.stdout.destroy();
    const [code] = (await once(child, 'exit')) as [number | null];
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });

  it('reads the embedded database of a data folder, its engine and migrations found from the build', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lease-admin-built-'));
    try {
      const db = await openDatabase({ dataDir });
      const services = cliServicesOf(db);
      for (const profile of demoOrganisations) await services.orgProfiles.save(profile);
      const enrolled = await services.staff.enrolFirst.execute({
        name: 'Ada',
        email: 'ada@provider.example',
      });
      await db.close();
      if (!enrolled.ok) throw enrolled.error;
      const env = { DATA_DIR: dataDir, LEASE_ADMIN_STAFF_KEY: enrolled.value.key };
      const listed = JSON.parse((await run(['org', 'list', '--json'], env)).stdout) as { orgId: string }[];
      expect(listed.map((profile) => profile.orgId).sort()).toEqual(['org-au-demo', 'org-nz-demo']);
      const refused = await run(['application', 'show', 'app-nobody'], env).catch((error: unknown) => error);
      expect(refused).toMatchObject({ code: 3, stderr: expect.stringContaining('NOT_FOUND') });
      // The launcher's fallback, the sources through tsx, loads the same command's implementation.
      const fromSources = await promisify(execFile)(process.execPath, [LAUNCHER, 'org', 'list', '--json'], {
        env: { PATH: process.env.PATH, ...env, LEASE_ADMIN_FROM_SOURCES: '1' },
      });
      expect(fromSources.stdout).toContain('org-au-demo');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
