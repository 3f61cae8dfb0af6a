/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS launcher, run before any build exists. */
// `npm start` (decision 2116): builds what changed since its last build, the web app and the portal
// at once, then runs the compiled portal in this process. A build is current when every file it was
// built from (and every folder, which changes when a file is added or removed) is older than it.
const { spawn } = require('node:child_process');
const { readdirSync, readFileSync, statSync, writeFileSync } = require('node:fs');
const path = require('node:path');

const repositoryRoot = path.join(__dirname, '..', '..', '..');
const serverDist = path.join(__dirname, '..', 'dist');
const webDist = path.join(repositoryRoot, 'apps', 'web', 'dist');
/** Both builds record when they started and what they read; the web app's hidden from its server. */
const SERVER_INPUTS = path.join(serverDist, 'build-inputs.json');
const WEB_INPUTS = path.join(webDist, '.build-inputs.json');
/** What the web app is built from: its own sources and the domain's, its build and npm's packages. */
const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build-plugins',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'domain/src',
  'domain/package.json',
  'tsconfig.base.json',
  // npm installs packages with their published dates: an install changes this file instead.
  'node_modules/.package-lock.json',
];

/** The build recorded in `file` is newer than every input it lists; false when there is none. */
function isCurrent(file) {
  try {
    const { builtAt, inputs } = JSON.parse(readFileSync(file, 'utf8'));
    return inputs.every((input) => statSync(path.resolve(repositoryRoot, input)).mtimeMs < builtAt);
  } catch {
    return false;
  }
}

/** The files and folders under `sources`, as paths from the repository's root. */
function filesUnder(sources) {
  const found = [];
  const visit = (relative) => {
    found.push(relative);
    const full = path.join(repositoryRoot, relative);
    if (!statSync(full).isDirectory()) return;
    for (const name of readdirSync(full)) visit(path.join(relative, name));
  };
  for (const source of sources) visit(source);
  return found;
}

/** Runs `command` with this process's output; resolves when it succeeds. */
function run(what, command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repositoryRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${what} failed (exit ${code})`))));
  });
}

async function buildWeb() {
  const builtAt = Date.now();
  const inputs = filesUnder(WEB_SOURCES);
  await run('The web app build', 'npm', ['run', 'build:web']);
  writeFileSync(WEB_INPUTS, JSON.stringify({ builtAt, inputs }));
}

function buildServer() {
  const builder = path.join(__dirname, '..', 'src', 'build', 'build-server.ts');
  return run('The portal build', process.execPath, ['--import', 'tsx', builder]);
}

/**
 * A first start's embedded database, made while the web app builds, with V8's baseline WASM compiler
 * alone (cheaper for a one-off initdb): from the build when it is current, else from the sources, so
 * as not to wait for the build. A failure costs only time: the portal then makes it itself.
 */
function prepareEmbeddedDatabase(fromBuild) {
  const prepare = fromBuild
    ? [path.join(serverDist, 'prepare-embedded-database.cjs')]
    : ['--import', 'tsx', path.join(__dirname, '..', 'src', 'build', 'prepare-embedded-database.ts')];
  return run('Preparing the embedded database', process.execPath, ['--liftoff-only', ...prepare]).catch(
    () => undefined,
  );
}

async function main() {
  // WEB_DIST_DIR names a web app built elsewhere: the operator's, not this checkout's.
  const web = !process.env.WEB_DIST_DIR && !isCurrent(WEB_INPUTS) ? buildWeb() : undefined;
  const serverIsCurrent = isCurrent(SERVER_INPUTS);
  const server = serverIsCurrent ? Promise.resolve() : buildServer();
  const database = web ? prepareEmbeddedDatabase(serverIsCurrent) : undefined;
  const failed = (await Promise.allSettled([web, server, database])).find(
    (build) => build.status === 'rejected',
  );
  if (failed) throw failed.reason;
  // The entry starts the portal again, in this same process, with its Node flags (build-server.ts).
  require(path.join(serverDist, 'main.cjs'));
}

if (require.main === module) {
  main().catch((error) => {
    process.stderr.write(`The portal could not start: ${error.message}\n`);
    process.exit(1);
  });
}

module.exports = { isCurrent, filesUnder };
