import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** compression's own threshold: an answer of fewer bytes is sent as it is. */
const THRESHOLD_BYTES = 1024;

/** The API's own path: its answers are JSON, each sent whole by `res.send` (or `res.json`). */
const isApi = (url: string) =>
  url === '/graphql' || url.startsWith('/graphql?') || url.startsWith('/graphql/');

/**
 * gzip or brotli for every text answer the build did not compress already: the API's JSON, pages.
 * compression wraps an answer's writes before anything is written, which costs the cheapest GraphQL
 * request a fifth of its time, and then sends most of the API's answers as they are, being too
 * small to gain from it. So:
 *
 * - without Accept-Encoding a client may only be sent identity: its request skips compression (and
 *   its answer goes without `Vary: Accept-Encoding`: an answer sent as it is suits every client);
 * - an API answer is looked at when it is sent whole: under the threshold it is sent as compression
 *   sends it (with `Vary: Accept-Encoding`), at or over it compression takes it, as it does every
 *   other answer, and any answer the API would write in parts.
 */
export function compressedAnswers(): RequestHandler {
  const compress = compression({ threshold: THRESHOLD_BYTES });
  return (req, res, next) => {
    if (!req.headers['accept-encoding']) next();
    else if (isApi(req.url)) {
      compressedWhenLarge(compress, req, res);
      next();
    } else compress(req, res, next);
  };
}

function compressedWhenLarge(compress: RequestHandler, req: Request, res: Response): void {
  const { send, write } = res;
  const restore = () => {
    res.send = send;
    res.write = write;
  };
  res.send = function sendCompressedWhenLarge(body?: unknown) {
    restore();
    if (typeof body === 'string' && Buffer.byteLength(body) < THRESHOLD_BYTES) {
      res.vary('Accept-Encoding');
    } else {
      compress(req, res, () => undefined);
    }
    return send.call(this, body);
  };
  res.write = function writeCompressed(this: Response, ...args: unknown[]) {
    restore();
    compress(req, res, () => undefined);
    return (res.write as (...written: unknown[]) => boolean).apply(this, args);
  } as Response['write'];
}
