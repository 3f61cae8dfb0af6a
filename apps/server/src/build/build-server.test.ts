import { existsSync } from 'node:fs';
import { execFile, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Metafile } from 'esbuild';
import { filesUnder, isCurrent } from '../../bin/start.cjs';
import { asciiOnly, BUILD_INPUTS, buildServer, PORTAL_NODE_FLAGS, SERVER_DIST } from './build-server';

let metafile: Metafile;

beforeAll(async () => {
  metafile = await buildServer();
}, 120_000);

describe('the compiled portal (decision 2116)', () => {
  let bundle: string;

  beforeAll(async () => {
    bundle = await readFile(path.join(SERVER_DIST, 'portal.cjs'), 'utf8');
  });

  it('finds every folder its sources find beside themselves (migrations, specimens, the repository)', () => {
    const folders = [...bundle.matchAll(/__dirname ?\+ ?"([^"]+)"/g)].map((match) => match[1]!);
    expect(folders).toEqual(
      expect.arrayContaining([
        '/../../../adapters/postgres/src',
        '/../../../adapters/partners/src/identity-scan',
      ]),
    );
    for (const folder of folders) expect(existsSync(path.join(SERVER_DIST, folder))).toBe(true);
  });

  it("keeps the name of every class of the workspace as written: logs name an error's class", async () => {
    const sources = Object.keys(metafile.inputs).filter(
      (input) => !input.includes('node_modules/') && input.endsWith('.ts'),
    );
    const classes = new Set<string>();
    for (const source of sources) {
      const text = await readFile(path.join(SERVER_DIST, '../../..', source), 'utf8');
      for (const [, name] of text.matchAll(/^(?:export )?(?:abstract )?class (\w+)/gm)) classes.add(name!);
    }
    expect(classes).toContain('DataFolderInUse');
    // esbuild names the second of two clashing classes X2, X3, ...; a class no path reaches is left out.
    const renamed = [...classes].filter((name) => new RegExp(`class ${name}\\d+[ {]`).test(bundle));
    expect(renamed).toEqual([]);
  });

  it('is written in ASCII alone, so that V8 keeps its source in one byte a character', () => {
    expect(bundle).not.toMatch(/[\u0080-\uffff]/);
  });

  it('writes a character past ASCII as its escape, meaning the same in a string, a pattern and a unicode pattern', () => {
    const code = 'module.exports = ["Ä€😀", /^[A-ZÄÖÜß]+$/i.test("äß"), /^[😀-😂]$/u.test("😁"), `é`];';
    const escaped = asciiOnly(code);
    expect(escaped).not.toMatch(/[\u0080-\uffff]/);
    const run = (source: string) => {
      const module = { exports: undefined as unknown };
      new Function('module', source)(module);
      return module.exports;
    };
    expect(run(escaped)).toEqual(run(code));
    expect(run(escaped)).toEqual(['Ä€😀', true, true, 'é']);
  });

  it('leaves the packages that read files beside their code installed, and bundles the rest from where each source finds it', () => {
    const output = Object.values(metafile.outputs).find(
      (file) => file.entryPoint === 'apps/server/src/main.ts',
    )!;
    const external = output.imports
      .filter((imported) => imported.external && !isBuiltin(imported.path))
      .map((imported) => imported.path);
    expect(external).toEqual(expect.arrayContaining(['@electric-sql/pglite', 'pdfkit', 'sharp']));
    // The OpenTelemetry SDK too, required only when telemetry is asked for; its API is bundled (decision 2124).
    expect(external).toEqual(
      expect.arrayContaining(['@opentelemetry/sdk-trace', '@opentelemetry/sdk-metrics']),
    );
    expect(external).not.toContain('@opentelemetry/api');
    expect(
      external.filter(
        (name) =>
          !/^(@electric-sql\/|@opentelemetry\/|@zxcvbn-ts\/|@apollo\/(usage-reporting-protobuf|utils\.usagereporting)$|pdfkit|sharp|unpdf|pg-native|bufferutil|utf-8-validate|@lease-portal\/contracts\/schema\.graphql$)/.test(
            name,
          ),
      ),
    ).toEqual([]);
    // The storage adapter's own lru-cache (11), not the older one installed for the repository.
    expect(Object.keys(metafile.inputs)).toContainEqual(
      expect.stringMatching(/^adapters\/postgres\/node_modules\/lru-cache\//),
    );
  });

  it("keeps of class-validator the decorators the sources use, without a phone number's metadata", () => {
    const output = Object.values(metafile.outputs).find(
      (file) => file.entryPoint === 'apps/server/src/main.ts',
    )!;
    const bundled = Object.entries(output.inputs)
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([file]) => file);
    expect(bundled).toContainEqual(expect.stringMatching(/node_modules\/class-validator\/esm2015\//));
    expect(
      bundled.filter((file) => /node_modules\/(libphonenumber-js|class-validator\/cjs)\//.test(file)),
    ).toEqual([]);
  });

  it("hashes Apollo's operations with Node's crypto, not sha.js's JavaScript", () => {
    const output = Object.values(metafile.outputs).find(
      (file) => file.entryPoint === 'apps/server/src/main.ts',
    )!;
    expect(Object.keys(output.inputs).filter((file) => /node_modules\/sha\.js\//.test(file))).toEqual([]);
    expect(Object.keys(output.inputs)).toContain('node-crypto-hash:@apollo/utils.createhash');
  });

  it('records what it was built from, so that a start builds again only after one of them changed', async () => {
    const { builtAt, inputs } = JSON.parse(await readFile(path.join(SERVER_DIST, BUILD_INPUTS), 'utf8')) as {
      builtAt: number;
      inputs: string[];
    };
    expect(builtAt).toBeLessThanOrEqual(Date.now());
    expect(inputs).toEqual(
      expect.arrayContaining([
        'apps/server/src/main.ts',
        'adapters/postgres/src/migrations.ts',
        'apps/server/src/build/build-server.ts',
        'node_modules/.package-lock.json',
      ]),
    );
    expect(
      inputs.filter(
        (input) => input.includes('node_modules/') && input !== 'node_modules/.package-lock.json',
      ),
    ).toEqual([]);
    expect(isCurrent(path.join(SERVER_DIST, BUILD_INPUTS))).toBe(true);
  });
});

describe("the entry's Node flags for the portal's memory", () => {
  let folder: string;

  /** The entry beside a stand-in portal that prints the flags its process runs with. */
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'lease-portal-entry-'));
    await writeFile(path.join(folder, 'main.cjs'), await readFile(path.join(SERVER_DIST, 'main.cjs')));
    await writeFile(
      path.join(folder, 'portal.cjs'),
      `process.send ? process.send(process.execArgv) : console.log(JSON.stringify(process.execArgv));`,
    );
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const flagsOf = async (nodeFlags: string[], env: NodeJS.ProcessEnv = {}) => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [...nodeFlags, path.join(folder, 'main.cjs')],
      { env: { PATH: process.env.PATH, ...env } },
    );
    return JSON.parse(stdout) as string[];
  };

  it('starts the portal again with them, in the same process', async () => {
    expect(await flagsOf([])).toEqual(PORTAL_NODE_FLAGS);
    expect(await flagsOf(['--no-warnings'])).toEqual([...PORTAL_NODE_FLAGS, '--no-warnings']);
  });

  it("runs as started when started with one of them, the operator's choice", async () => {
    expect(await flagsOf(['--max-semi-space-size=16'])).toEqual(['--max-semi-space-size=16']);
    expect(await flagsOf([], { NODE_OPTIONS: '--v8-pool-size=4' })).toEqual([]);
  });

  it('runs as started when forked, as its channel to the parent would not survive', async () => {
    const child = fork(path.join(folder, 'main.cjs'), [], { execArgv: [] });
    const [flags] = (await once(child, 'message')) as [string[]];
    child.kill();
    expect(flags).toEqual([]);
  });
});

describe('the embedded database prepared while the web app builds (decision 2116)', () => {
  let folder: string;

  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'lease-portal-prepare-'));
  });

  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const prepare = (env: NodeJS.ProcessEnv) =>
    promisify(execFile)(
      process.execPath,
      ['--liftoff-only', path.join(SERVER_DIST, 'prepare-embedded-database.cjs')],
      {
        env: { PATH: process.env.PATH, TMPDIR: folder, DATA_DIR: path.join(folder, 'data'), ...env },
      },
    );

  it('makes a new data folder’s database, and on a new machine the template it starts from', async () => {
    await prepare({});
    expect(existsSync(path.join(folder, 'data', 'pglite', 'PG_VERSION'))).toBe(true);
    const kept = await readdir(path.join(folder, `lease-portal-${userInfo().uid}`));
    expect(kept).toEqual([expect.stringMatching(/^pglite-template-\w+\.tar$/)]);
  }, 120_000);

  it('makes nothing for a PostgreSQL server', async () => {
    await prepare({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(await readdir(folder)).toEqual([]);
  });
});

describe('whether a build is current', () => {
  let folder: string;

  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'lease-portal-build-inputs-'));
  });

  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('is current while every file and folder it read is older than it; not after a change, a removal, or without a record', async () => {
    const sources = path.join(folder, 'sources');
    const source = path.join(sources, 'source.ts');
    await mkdir(sources);
    await writeFile(source, 'export {};');
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await utimes(source, anHourAgo, anHourAgo);
    await utimes(sources, anHourAgo, anHourAgo);
    const record = path.join(folder, 'build-inputs.json');
    await writeFile(record, JSON.stringify({ builtAt: Date.now(), inputs: [sources, source] }));
    expect(isCurrent(record)).toBe(true);

    await utimes(source, new Date(), new Date(Date.now() + 1_000));
    expect(isCurrent(record)).toBe(false);
    await rm(source);
    expect(isCurrent(record)).toBe(false);
    expect(isCurrent(path.join(folder, 'never-built.json'))).toBe(false);
  });

  it('reads the web app’s inputs as its files and folders, so that a file added to a folder counts', () => {
    const inputs = filesUnder(['apps/web/src']);
    expect(inputs).toContain('apps/web/src');
    expect(inputs).toContain('apps/web/src/main.tsx');
    expect(inputs.filter((input) => !input.startsWith('apps/web/src'))).toEqual([]);
  });
});
