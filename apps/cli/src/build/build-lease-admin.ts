import { build, type Metafile, type Plugin } from 'esbuild';
import { readdir, readFile, rename, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Compiles `lease-admin` into `apps/cli/dist` (decision 2060): `main.mjs` and the chunks it imports,
 * ESM split so that each command group's implementation, the services' composition and the database
 * are chunks of their own, loaded when a command first needs them.
 */

const packageFolder = path.resolve(__dirname, '../..');
const repositoryRoot = path.resolve(packageFolder, '../..');
export const DIST = path.join(packageFolder, 'dist');
/** Where the launcher keeps what V8 compiled of the build, for the next command (decision 2122). */
const COMPILE_CACHE = '.compile-cache';
/** When the build started and the files it read, so a launcher can tell it is older than a source. */
export const BUILD_INPUTS = 'build-inputs.json';

/**
 * Left to be imported where they are installed: PGlite reads its WASM and data files beside its code,
 * pdfkit its fonts, and sharp and pg-native are native.
 */
const EXTERNAL = ['@electric-sql/*', 'pdfkit', 'sharp', 'pg-native'];

/**
 * `__dirname` in the sources (the migrations' folder, the specimen licences, the repository root) is
 * the source's own folder, reached from the chunk's folder at run time: the build can be moved with
 * the repository.
 */
const ownFolder: Plugin = {
  name: 'own-folder',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (isInstalled(args.path)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('__dirname')) return undefined;
      const folder = path.relative(DIST, path.dirname(args.path)).split(path.sep).join('/');
      // Every use joins or resolves it, which normalises the `..` segments.
      return {
        contents: source.replaceAll('__dirname', `(import.meta.dirname + ${JSON.stringify(`/${folder}`)})`),
        loader: 'ts',
      };
    });
  },
};

/**
 * The workspace's sources do nothing when imported but declare, as `domain` says of itself in its
 * package.json: what a chunk does not use of a package's index (the partners' password dictionaries,
 * image library and mailer behind the one adapter a command needs) stays out of it.
 */
const sourcesWithoutSideEffects: Plugin = {
  name: 'sources-without-side-effects',
  setup(builder) {
    builder.onResolve({ filter: /^(@lease-portal\/|\.)/ }, async (args) => {
      if (args.pluginData === 'resolving' || isInstalled(args.importer)) return undefined;
      const resolved = await builder.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path, external: resolved.external, sideEffects: isInstalled(resolved.path) };
    });
  },
};

const isInstalled = (file: string) => file.includes(`${path.sep}node_modules${path.sep}`);

/**
 * Builds `lease-admin` and answers what went where; a run of the tool meanwhile sees the old build or
 * the new one, never half of one.
 */
export async function buildLeaseAdmin(): Promise<Metafile> {
  const builtAt = Date.now();
  const result = await build({
    entryPoints: [path.join(packageFolder, 'src/main.ts')],
    absWorkingDir: repositoryRoot,
    outdir: DIST,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    outExtension: { '.js': '.mjs' },
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    external: EXTERNAL,
    // Bundled CommonJS packages require Node's built-in modules.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [sourcesWithoutSideEffects, ownFolder],
  });
  await mkdir(DIST, { recursive: true });
  const entry = path.join(DIST, 'main.mjs');
  const outputs = result.outputFiles.sort((a, b) => Number(a.path === entry) - Number(b.path === entry));
  // The chunks first and the entry last, each written aside and renamed: a chunk's name is its hash.
  for (const output of outputs) await writeAside(output.path, output.contents);
  const inputs = [
    ...Object.keys(result.metafile.inputs),
    path.relative(repositoryRoot, __filename),
    // npm installs packages with their published dates: an install changes this file instead.
    'node_modules/.package-lock.json',
  ];
  await writeAside(path.join(DIST, BUILD_INPUTS), JSON.stringify({ builtAt, inputs }));
  await removeOldChunks(new Set(outputs.map((output) => path.basename(output.path))));
  // What V8 compiled of the files this build replaced is of no use to it (the launcher keeps it).
  await rm(path.join(DIST, COMPILE_CACHE), { recursive: true, force: true });
  return result.metafile;
}

async function writeAside(file: string, contents: string | Uint8Array): Promise<void> {
  const aside = `${file}.${process.pid}.partial`;
  await writeFile(aside, contents);
  await rename(aside, file);
}

/** Chunks of earlier builds: kept an hour, for a command of an older build still loading its chunks. */
async function removeOldChunks(current: Set<string>): Promise<void> {
  const anHourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of await readdir(DIST)) {
    if (current.has(name) || name === BUILD_INPUTS || name === COMPILE_CACHE) continue;
    const file = path.join(DIST, name);
    if ((await stat(file)).mtimeMs < anHourAgo) await rm(file, { force: true });
  }
}

if (require.main === module) {
  buildLeaseAdmin().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
