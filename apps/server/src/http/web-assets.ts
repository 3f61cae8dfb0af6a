import express, { type RequestHandler, type Router } from 'express';
import { readFileSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';

/** Vite names every bundled file after a hash of its content under /assets, so it never changes. */
const HASHED_ASSET = /^\/assets\/[\w-][\w.-]*$/;
/** The build writes these beside each script and stylesheet at the strongest setting. */
const PRECOMPRESSED = /\.(js|css)$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** The build lists here, by page address, the scripts a page loads beside the entry (page-chunk.ts). */
export const PAGE_MODULES_FILE = 'page-modules.json';

/**
 * The built web app's files. Hashed assets may be cached for a year and never revalidated; other
 * files (images, favicon) for an hour. A script or stylesheet goes out as the brotli or gzip file
 * the build wrote (brotli 10, some 15 % smaller than what compression does on the fly, at no CPU
 * per request); a file the build did not compress is left to the compression middleware.
 */
export function webAssets(webDistDir: string): Router {
  const router = express.Router();
  router.use(pageModulesNamed(webDistDir));
  router.use(precompressed(webDistDir));
  router.use(
    express.static(webDistDir, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (isHashedAsset(path.relative(webDistDir, file))) res.set('Cache-Control', immutable());
      },
    }),
  );
  return router;
}

function isHashedAsset(relativePath: string): boolean {
  return HASHED_ASSET.test(`/${relativePath.split(path.sep).join('/')}`);
}

function immutable(): string {
  return `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
}

function precompressed(webDistDir: string): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !HASHED_ASSET.test(req.path)) return next();
    if (!PRECOMPRESSED.test(req.path)) return next();
    res.vary('Accept-Encoding');
    // Brotli wherever the browser takes it: browsers list gzip first but compress better with br.
    const encoding = ['br', 'gzip'].find((candidate) => req.acceptsEncodings(candidate));
    if (!encoding) return next();
    const file = path.join(webDistDir, req.path) + (encoding === 'br' ? '.br' : '.gz');
    try {
      await access(file);
    } catch {
      return next();
    }
    res.set('Content-Encoding', encoding);
    res.type(path.extname(req.path));
    res.sendFile(file, { maxAge: ONE_YEAR_SECONDS * 1000, immutable: true }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}

/**
 * A page whose own scripts the build listed is answered with a `Link` header naming them for
 * `modulepreload`: the browser fetches them beside the entry script instead of once the entry has run
 * and asked for them, a round trip and a download later on a phone (decision 0603).
 */
function pageModulesNamed(webDistDir: string): RequestHandler {
  const links = pageModuleLinks(webDistDir);
  return (req, res, next) => {
    const link = (req.method === 'GET' || req.method === 'HEAD') && links.get(req.path.replace(/\/+$/, ''));
    if (link) res.append('Link', link);
    next();
  };
}

/** The `Link` header for each listed page; none when the build wrote no list or it does not read. */
export function pageModuleLinks(webDistDir: string): Map<string, string> {
  let listed: unknown;
  try {
    listed = JSON.parse(readFileSync(path.join(webDistDir, PAGE_MODULES_FILE), 'utf8'));
  } catch {
    return new Map();
  }
  if (typeof listed !== 'object' || listed === null) return new Map();
  return new Map(
    Object.entries(listed)
      .filter((entry): entry is [string, string[]] => isAssetList(entry[1]))
      .map(([page, modules]) => [page, modules.map((file) => `<${file}>; rel=modulepreload`).join(', ')]),
  );
}

function isAssetList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((file) => typeof file === 'string' && HASHED_ASSET.test(file));
}
