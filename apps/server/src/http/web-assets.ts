import express, { type RequestHandler, type Router } from 'express';
import { access } from 'node:fs/promises';
import path from 'node:path';

/** Vite names every bundled file after a hash of its content under /assets, so it never changes. */
const HASHED_ASSET = /^\/assets\/[\w-][\w.-]*$/;
/** The build writes these beside each script and stylesheet at the strongest setting. */
const PRECOMPRESSED = /\.(js|css)$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The built web app's files. Hashed assets may be cached for a year and never revalidated; other
 * files (images, favicon) for an hour. A script or stylesheet goes out as the brotli or gzip file
 * the build wrote (brotli 10, some 15 % smaller than what compression does on the fly, at no CPU
 * per request); a file the build did not compress is left to the compression middleware.
 */
export function webAssets(webDistDir: string): Router {
  const router = express.Router();
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
