import { build, type Metafile, type Plugin } from 'esbuild';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isCurrent } from '../../bin/start.cjs';

/**
 * Compiles the portal into `apps/server/dist` (decision 2116): `portal.cjs`, the workspace's sources
 * and the packages they use in one CommonJS file, as tsx ran them, and `main.cjs`, the entry `node`
 * runs, which keeps V8's compiled code between starts. One file instead of some 1,400 modules found,
 * read and compiled one by one is most of what the build saves a start.
 */

const packageFolder = path.resolve(__dirname, '../..');
const repositoryRoot = path.resolve(packageFolder, '../..');
export const SERVER_DIST = path.join(packageFolder, 'dist');
/** When the build started and the files it read, so the start can tell it is older than a source. */
export const BUILD_INPUTS = 'build-inputs.json';

/**
 * Left to be required where they are installed: PGlite reads its WASM and data files beside its
 * code, pdfkit its fonts, sharp and pg-native are native, and ws's optional native helpers may be
 * missing. The OpenTelemetry SDK and exporters are loaded only when telemetry is asked for (decision
 * 2124): outside the bundle, they cost a start without it nothing; its API is bundled. unpdf's build
 * of pdf.js, loaded when an uploaded PDF is first read, would be a fifth of the bundle's source,
 * which V8 keeps in memory for as long as the portal runs. So would zxcvbn's dictionaries (half a MB),
 * loaded with the first password chosen, and Apollo's usage-reporting protobuf (0.3 MB), loaded only
 * when a graph reports to Apollo's studio (APOLLO_KEY): the API's server leaves Apollo's inline
 * trace plugin, its other user, out.
 */
const EXTERNAL =
  /^(@electric-sql\/[^/]+|@opentelemetry\/(sdk-[^/]+|exporter-[^/]+|core|resources|context-async-hooks)|@zxcvbn-ts\/[^/]+|@apollo\/(usage-reporting-protobuf|utils\.usagereporting)|pdfkit|sharp|unpdf|pg-native|bufferutil|utf-8-validate)(\/.*)?$/;

/**
 * An external package is required from the build as Node would require it from the source that
 * imports it: a workspace with a version of its own in its node_modules gets that one, named by its
 * path. The API's schema, found with `require.resolve`, is read where it is.
 */
const externalAsFromSource: Plugin = {
  name: 'external-as-from-source',
  setup(builder) {
    const fromBuild = createRequire(path.join(SERVER_DIST, 'portal.cjs'));
    builder.onResolve({ filter: EXTERNAL }, (args) => {
      const fromSource = resolvedFrom(createRequire(args.importer), args.path);
      if (fromSource === undefined || fromSource === resolvedFrom(fromBuild, args.path))
        return { path: args.path, external: true };
      const relative = path.relative(SERVER_DIST, fromSource).split(path.sep).join('/');
      return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
    });
    builder.onResolve({ filter: /\.graphql$/ }, (args) =>
      args.kind === 'require-resolve' ? { path: args.path, external: true } : undefined,
    );
  },
};

/**
 * class-validator as ES modules, which it publishes beside its CommonJS and declares free of side
 * effects: the build keeps the decorators the sources use and leaves out the others, with the phone
 * number metadata of libphonenumber-js that one of them loads at start, which no source uses.
 */
const classValidatorAsModules: Plugin = {
  name: 'class-validator-as-modules',
  setup(builder) {
    builder.onResolve({ filter: /^class-validator$/ }, (args) => {
      const manifest = resolvedFrom(createRequire(args.importer), 'class-validator/package.json');
      return manifest ? { path: path.join(path.dirname(manifest), 'esm2015/index.js') } : undefined;
    });
  },
};

/**
 * Apollo's `createHash` as Node's own. Bundled, its `module.require('crypto')` finds no `require` on
 * esbuild's module object and falls back to sha.js, a SHA-256 written in JavaScript, which then hashed
 * every operation's text (and every response cache key) several times slower than Node's.
 */
const apolloHashesWithNodeCrypto: Plugin = {
  name: 'apollo-hashes-with-node-crypto',
  setup(builder) {
    builder.onResolve({ filter: /^@apollo\/utils\.createhash$/ }, (args) => ({
      path: args.path,
      namespace: 'node-crypto-hash',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'node-crypto-hash' }, () => ({
      contents: "const { createHash } = require('node:crypto'); module.exports = { createHash };",
      loader: 'js',
    }));
  },
};

/** Where `require` finds `specifier`, or undefined when it does not (a package for `import` only). */
function resolvedFrom(require: NodeJS.Require, specifier: string): string | undefined {
  try {
    return require.resolve(specifier);
  } catch {
    return undefined;
  }
}

/**
 * `__dirname` in the sources (the migrations' folder, the specimen licences, the repository root) is
 * the source's own folder, reached from the build's folder at run time: the build moves with the
 * repository, and every runtime path resolved from a source's location resolves as it did.
 */
const ownFolder: Plugin = {
  name: 'own-folder',
  setup(builder) {
    // The workspace's own sources only: every file the filter lets through is read here.
    const sources = new RegExp(
      `^${escaped(repositoryRoot)}/(domain|contracts|adapters/[^/]+|apps/[^/]+)/src/.+\\.ts$`,
    );
    builder.onLoad({ filter: sources }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('__dirname')) return undefined;
      const folder = path.relative(SERVER_DIST, path.dirname(args.path)).split(path.sep).join('/');
      // Every use joins or resolves it, which normalises the `..` segments.
      return {
        contents: source.replaceAll('__dirname', `(__dirname + ${JSON.stringify(`/${folder}`)})`),
        loader: 'ts',
      };
    });
  },
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How V8 runs the portal within its memory budget (150 MB resident on a PostgreSQL server, 300 MB
 * embedded, after start and after 1,000 mixed requests; `npm run bench:memory -w @lease-portal/tools`):
 *
 * - `--max-semi-space-size=4`: Node 24's V8 lets the young generation grow to two 32 MB halves, which a
 *   busy portal fills: some 45 MB resident for objects that live a request. At 8 MB a half it was 40 MB
 *   less after the requests, for about 1 % more CPU in garbage collection on the mixed requests and 3 to
 *   5 % on `{ __typename }`, the cheapest one; at 4 MB, 9 to 12 MB less again for twice that collection,
 *   which the portal's lighter requests pay for (a run's garbage is most of what it holds after them:
 *   of the 13 MB it grows by over 1,000 mixed requests, 5 MB outlives a full collection).
 * - `--v8-pool-size=1`: one helper thread for V8 instead of four. Each thread's memory is kept by the C
 *   library apart from the others', and compiling PGlite's WASM on four of them left some 60 MB of it
 *   resident embedded for good. On two cores, one of them the portal's, one helper is what runs anyway;
 *   an embedded start takes 0.2 s longer for it, a start on a server no longer.
 *
 * Node reads them only as it starts, so the entry starts the portal again with them, in the same process
 * (same pid, signals and output): about 0.05 s. A portal started with either flag (on the command line or
 * in NODE_OPTIONS) runs as it was started, and so does one forked with a channel to its parent, which
 * would not survive the exec.
 */
export const PORTAL_NODE_FLAGS = ['--max-semi-space-size=4', '--v8-pool-size=1'];

/**
 * The entry: V8's compiled code for the portal and its packages is kept beside the build (Node's
 * compile cache) and reused by the next start, a few tenths of a second; each build starts a new one.
 * Where the folder cannot be written (a read-only image), the portal starts without it.
 */
const COMPILE_CACHE = '.compile-cache';
const ENTRY = `'use strict';
// The portal, compiled (decision 2116): \`npm start\` builds it when a source changed.
// Node's flags for the portal's memory, applied by starting again with them (see build-server.ts).
const flags = ${JSON.stringify(PORTAL_NODE_FLAGS)};
const given = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\\s+/)];
const chosen = flags.some((flag) => given.some((option) => option.startsWith(flag.split('=')[0])));
if (!chosen && !process.channel && typeof process.execve === 'function') {
  const argv = [...flags, ...process.execArgv, __filename, ...process.argv.slice(2)];
  process.execve(process.execPath, [process.execPath, ...argv], process.env);
}
require('node:module').enableCompileCache?.(require('node:path').join(__dirname, '${COMPILE_CACHE}'));
require('./portal.cjs');
`;

/**
 * The bundle with every character past ASCII written as its `\u` escape. esbuild escapes them in
 * strings but leaves regular expressions as written (validator's alphabets of every locale), and one
 * such character makes V8 keep the whole 12 MB source in two bytes a character for as long as the
 * portal runs; escaped, the source takes one. A `\u` escape means the same character in a string,
 * a template, a regular expression (a surrogate pair one code point with the `u` flag) and a name.
 */
export function asciiOnly(code: string): string {
  return code.replace(/[\u0080-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Builds the portal and answers what went where. Files are written aside and renamed, the entry
 * last: a start meanwhile runs the old build or the new one, never half of one.
 */
export async function buildServer(): Promise<Metafile> {
  const builtAt = Date.now();
  const result = await build({
    entryPoints: {
      portal: path.join(packageFolder, 'src/main.ts'),
      'prepare-embedded-database': path.join(packageFolder, 'src/build/prepare-embedded-database.ts'),
    },
    absWorkingDir: repositoryRoot,
    outdir: SERVER_DIST,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node24',
    outExtension: { '.js': '.cjs' },
    // V8 keeps the source of a script for as long as it runs: without the layout's white space and
    // with shorter equivalent syntax it is 9 MB instead of 12, names kept as written.
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
    // Stack traces name the sources' lines (Node reads the map when told to, NODE_OPTIONS=--enable-source-maps).
    sourcesContent: false,
    // Names are not minified, so classes keep theirs as written (the build's test holds every class of
    // the workspace to it); the portal's errors set theirs too (DataFolderInUse, PortUnavailable).
    // esbuild's keepNames would only guard against a clash between two bundled modules' names, at the
    // cost of a call to name each function the portal makes, per request too: some 6 % of the time of
    // the cheapest GraphQL request (decision 2116).
    keepNames: false,
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [externalAsFromSource, ownFolder, classValidatorAsModules, apolloHashesWithNodeCrypto],
  });
  await mkdir(SERVER_DIST, { recursive: true });
  for (const output of result.outputFiles) {
    await writeAside(output.path, output.path.endsWith('.cjs') ? asciiOnly(output.text) : output.contents);
  }
  await writeAside(path.join(SERVER_DIST, 'main.cjs'), ENTRY);
  const inputs = [
    // Installed packages change with npm's record of them, below: fewer files to look at each start.
    // A module a plugin writes (`namespace:path`) has no file to look at.
    ...Object.keys(result.metafile.inputs).filter(
      (input) => !input.includes('node_modules/') && !/^[a-z-]+:/.test(input),
    ),
    path.relative(repositoryRoot, __filename),
    // npm installs packages with their published dates: an install changes this file instead.
    'node_modules/.package-lock.json',
  ];
  await writeAside(path.join(SERVER_DIST, BUILD_INPUTS), JSON.stringify({ builtAt, inputs }));
  // What V8 compiled of the files this build replaced is of no use to it.
  await rm(path.join(SERVER_DIST, COMPILE_CACHE), { recursive: true, force: true });
  return result.metafile;
}

/** Builds the portal unless its build is current, as `npm start` does (a test's processes run it). */
export async function ensurePortalBuilt(): Promise<void> {
  if (!isCurrent(path.join(SERVER_DIST, BUILD_INPUTS))) await buildServer();
}

async function writeAside(file: string, contents: string | Uint8Array): Promise<void> {
  const aside = `${file}.${process.pid}.partial`;
  await writeFile(aside, contents);
  await rename(aside, file);
}

if (require.main === module) {
  buildServer().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
