import { build, type Plugin } from 'esbuild';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `lease-admin` for the journeys, compiled once per run: the tool through tsx compiles and loads
 * every source file of the CLI, the server and their adapters at each command, a few seconds of CPU
 * that the journeys paid two dozen times. The bundle holds the same sources, compiled by the same
 * compiler (esbuild, which tsx runs) with the same tsconfig, and requires the installed packages
 * where they are.
 */

const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * Inside the repository's node_modules, so that what the sources resolve at run time (the API's
 * schema file, the PGlite package) resolves from the bundle as it does from them.
 */
export const LEASE_ADMIN_BUNDLE = path.join(
  repositoryRoot,
  'node_modules',
  '.cache',
  'lease-portal-e2e',
  'lease-admin.cjs',
);

/** Packages stay outside the bundle, each required by the absolute path its importer would resolve. */
const installedPackages: Plugin = {
  name: 'installed-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      // A file looked up at run time (the API's schema), found there as the sources find it.
      if (args.kind === 'require-resolve') return { path: args.path, external: true };
      if (args.path.startsWith('@lease-portal/') || args.path.startsWith('node:')) return undefined;
      const resolved = createRequire(path.join(args.resolveDir, 'importer.js')).resolve(args.path);
      return path.isAbsolute(resolved)
        ? { path: resolved, external: true }
        : { path: args.path, external: true };
    });
  },
};

/** A source's own folder, where its `__dirname` points (the migrations, the specimen licences). */
const ownFolder: Plugin = {
  name: 'own-folder',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('__dirname')) return undefined;
      return {
        contents: source.replaceAll('__dirname', JSON.stringify(path.dirname(args.path))),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

/** Writes the bundle aside and renames it, so a run starting meanwhile never loads half of one. */
export default async function bundleLeaseAdmin(): Promise<void> {
  const result = await build({
    entryPoints: [path.join(repositoryRoot, 'apps/cli/src/main.ts')],
    absWorkingDir: repositoryRoot,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node24',
    keepNames: true,
    write: false,
    logLevel: 'warning',
    plugins: [installedPackages, ownFolder],
  });
  await mkdir(path.dirname(LEASE_ADMIN_BUNDLE), { recursive: true });
  const aside = `${LEASE_ADMIN_BUNDLE}.${process.pid}`;
  await writeFile(aside, result.outputFiles[0]!.contents);
  await rename(aside, LEASE_ADMIN_BUNDLE);
}
