import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { graphqlDocumentsPerOperation } from './build-plugins/graphql-documents';
import { lightThemeOnly } from './build-plugins/light-theme-only';
import { pageChunk } from './build-plugins/page-chunk';

/** The API the dev server proxies to (apps/server listens on 3000 by default). */
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * index.html carries the APP_CONFIG placeholder that the server replaces with the page's
 * configuration script. The dev server stands in for the server and injects a development config.
 */
const devConfig = { graphqlUrl: '/graphql', sessionTimeoutMinutes: 30 };

function devAppConfig(): Plugin {
  return {
    name: 'lease-portal-dev-app-config',
    apply: 'serve',
    transformIndexHtml: (html) =>
      html.replace(
        '<!--APP_CONFIG-->',
        `<script id="app-config" type="application/json">${JSON.stringify(devConfig)}</script>`,
      ),
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes each script and stylesheet beside itself as .br and .gz, once at build time; the server sends
 * them as they are (apps/server/src/http/web-assets.ts). Brotli 10 is within 2 % of 11's size (538 kB
 * against 530 kB for the whole app, 159 kB against 157 kB for the first page) in a quarter of its time
 * (1.7 s of CPU against 7 s, paid by every first `npm start`), and still far smaller than the quality a
 * server can afford on every request.
 */
const BROTLI_QUALITY = 10;

function precompressAssets(): Plugin {
  return {
    name: 'lease-portal-precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css)$/.test(file));
      // All at once: zlib works on libuv's threads, every core of the machine (decision 2116).
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(options.dir!, file);
          const content = await readFile(full);
          const brotliOptions = {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          };
          await writeFile(`${full}.br`, await brotli(content, brotliOptions));
          await writeFile(`${full}.gz`, await gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
        }),
      );
    },
  };
}

const blueprintIconPaths = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@blueprintjs/icons/package.json')),
  'lib/esm/generated',
);

/** The calculator's results page in one file, named to the server for its address (decision 0603). */
const resultsPage = pageChunk(
  'results-page',
  path.join(import.meta.dirname, 'src/features/vehicle-search/components/ResultsPage.tsx'),
  '/calculator/results',
);

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    devAppConfig(),
    precompressAssets(),
    graphqlDocumentsPerOperation(path.join(import.meta.dirname, 'src/gql')),
    resultsPage.plugin,
  ],
  // One copy of React for the app and every library that imports it.
  resolve: {
    dedupe: ['react', 'react-dom'],
    // Where Blueprint keeps one module per icon (see src/app/icon-loader.ts).
    alias: { '@blueprint-icon-paths': blueprintIconPaths },
  },
  css: { postcss: { plugins: [lightThemeOnly()] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps: served beside the app they would hand every visitor its sources, and making
    // them was a sixth of the build, which a fresh clone's first `npm start` waits for (decision 2116).
    sourcemap: false,
    // The shell (React, router, Apollo, Blueprint) and the calculator's first page are one chunk
    // (~580 kB, ~155 kB brotli); the other pages load apart.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one file rather than a dozen shared pieces:
        // each file costs the first page a request and its headers (decision 0603).
        // Blueprint's other components are one more, and the results page's own modules another
        // (page-chunk.ts): the results page loads four files instead of 26.
        codeSplitting: {
          groups: [
            { name: 'first-page', tags: ['$initial'] },
            { name: 'blueprint', test: /node_modules[\\/]@blueprintjs[\\/](core|select)[\\/]/ },
            resultsPage.group,
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/graphql': { target: apiOrigin, changeOrigin: true } },
  },
});
