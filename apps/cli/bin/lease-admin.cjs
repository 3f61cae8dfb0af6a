#!/usr/bin/env -S node --liftoff-only
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS launcher: it registers tsx only when it needs it. */
// The support staff's tool, run as JavaScript compiled into ../dist (decision 2060). A build that is
// missing, or older than a file it was built from, is made again first; when it cannot be made, the
// TypeScript sources run through tsx instead, as slowly as before. LEASE_ADMIN_FROM_SOURCES=1 runs
// the sources on purpose. `--liftoff-only` (above): V8 compiles the embedded database's WebAssembly
// with its baseline compiler alone, which halves a command's start on the embedded database.
const { readFileSync, statSync } = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

const dist = path.join(__dirname, '..', 'dist');
const repositoryRoot = path.join(__dirname, '..', '..', '..');

/** The build's inputs are all older than the build: what it compiled is what the sources say. */
function built() {
  try {
    const { builtAt, inputs } = JSON.parse(readFileSync(path.join(dist, 'build-inputs.json'), 'utf8'));
    return inputs.every((input) => statSync(path.join(repositoryRoot, input)).mtimeMs < builtAt);
  } catch {
    return false;
  }
}

async function compiled() {
  if (!built()) {
    require('tsx/cjs');
    await require('../src/build/build-lease-admin.ts').buildLeaseAdmin();
  }
  // What V8 compiled of the build and the embedded database's scripts, kept for the next command, as
  // the portal keeps its own (decisions 2116, 2122); each build starts it anew. Not written, not used.
  require('node:module').enableCompileCache?.(path.join(dist, '.compile-cache'));
  await import(pathToFileURL(path.join(dist, 'main.mjs')).href);
}

function fromSources() {
  // Both of tsx's hooks: a command's implementation is a dynamic import, which the ESM loader resolves.
  require('tsx/esm/api').register();
  require('tsx/cjs');
  require('../src/main.ts');
}

if (process.env.LEASE_ADMIN_FROM_SOURCES === '1') fromSources();
else
  compiled().catch((error) => {
    // Said on a terminal only: a script may read stderr as the command's own JSON.
    if (process.stderr.isTTY)
      console.error(`lease-admin: running the sources, as the build failed: ${error}`);
    fromSources();
  });
