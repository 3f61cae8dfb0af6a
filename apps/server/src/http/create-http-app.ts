import { loopbackOnly } from './loopback-only';
import express, { type ErrorRequestHandler, type Express, type Request, type RequestHandler } from 'express';
import path from 'node:path';
import type { Logger } from '../logger';
import { renderIndexHtml, type WebAppConfig } from './app-config-page';
import { compressedAnswers } from './compressed-answers';
import type { Readiness } from './readiness';
import { requestLog } from './request-log';
import { securityHeaders } from './security-headers';
import { CALCULATOR_RESULTS_PATH } from '@lease-portal/domain';
import { regionOfPageProfile, type PageOrgProfile, type PageOrgProfileFor } from './page-org-profile';
import type { PageRateBook, PageRateBookFor } from './page-rate-book';
import { webAssets } from './web-assets';

export interface HttpAppParts {
  logger: Logger;
  /** The GraphQL endpoint, mounted at /graphql. */
  graphql: RequestHandler;
  /** Answers whether the portal can serve requests (its database answers). */
  isHealthy: () => Promise<boolean>;
  /** Answers whether this replica should be sent traffic (`/ready`, decision 2116); ready when absent. */
  isReady?: () => Promise<Readiness>;
  /** Added to /health's status: the partners on their sandbox, and a production portal's warning. */
  healthNotes?: { sandboxes?: readonly string[]; warning?: string };
  /** The partner calls this process made, by partner, operation and outcome (decision 2102). */
  partnerCalls?: () => unknown;
  webDistDir: string;
  /** The built index.html, or undefined when the web app was not built. */
  indexTemplate: string | undefined;
  webAppConfig: WebAppConfig;
  /** The organisation profile each page carries for its host, so the app brands its first render. */
  pageOrgProfileFor?: PageOrgProfileFor;
  /** The rate book page the results page carries for its address, so its first cards need no round trip. */
  pageRateBookFor?: PageRateBookFor;
  /** Which proxies may tell the client's address: 'loopback', addresses, or a hop count. */
  trustProxy?: string;
  /** Extra routers (sandbox partner pages, the development outbox) mounted before the web app. */
  routers?: { path: string; handler: RequestHandler }[];
}

/** The largest GraphQL request body accepted; a larger one gets 413 before any parsing. */
export const MAX_GRAPHQL_BODY = '100kb';

export function createHttpApp(parts: HttpAppParts): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(parts.trustProxy ?? 'loopback'));

  app.use(
    securityHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          frameSrc: ["'self'"],
          connectSrc: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
    }),
  );
  // gzip or brotli for every text answer the build did not compress already: the API's JSON, pages.
  app.use(compressedAnswers());
  app.use(requestLog(parts.logger));

  app.use(refuseNulInAddress);

  // First of the routes: the API is what the portal is asked most.
  app.use('/graphql', express.json({ limit: MAX_GRAPHQL_BODY }), parts.graphql);

  app.get('/health', async (_req, res) => {
    const healthy = await parts.isHealthy().catch(() => false);
    res.status(healthy ? 200 : 503).json({ status: healthy ? 'ok' : 'unavailable', ...parts.healthNotes });
  });

  // Readiness apart from liveness: a replica stopping or without its database, schema or job worker
  // is taken out of the load balancer, not restarted (decision 2116).
  app.get('/ready', async (_req, res) => {
    const { ready, failing } = (await parts.isReady?.()) ?? { ready: true, failing: [] };
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(ready ? { status: 'ready' } : { status: 'not ready', failing });
  });

  // For the operator on the machine (or its metrics agent): how each partner has been answering.
  app.get('/health/partners', loopbackOnly, (_req, res) => {
    res.json({ calls: parts.partnerCalls?.() ?? {} });
  });

  for (const router of parts.routers ?? []) app.use(router.path, router.handler);

  app.use(webAssets(parts.webDistDir));
  // Every other GET is a route of the single-page app: answer index.html with the app config.
  app.get(/.*/, async (req, res) => {
    if (path.extname(req.path)) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    if (!parts.indexTemplate) {
      res.status(503).type('text/plain').send('The web app has not been built: run `npm run build:web`.');
      return;
    }
    // A failed lookup only costs the app its own request, which shows the error as it would.
    const host = req.headers.host ?? '';
    const orgProfile = await parts.pageOrgProfileFor?.(host).catch(() => undefined);
    const rateBook = await resultsPageRateBook(parts, req, orgProfile).catch(() => undefined);
    res
      .type('html')
      .set('Cache-Control', 'no-store')
      .send(renderIndexHtml(parts.indexTemplate, parts.webAppConfig, { orgProfile, rateBook }));
  });

  app.use(jsonErrors(parts.logger));
  return app;
}

/** The results page's first rate book page, in the region of the host's organisation (decision 2128). */
async function resultsPageRateBook(
  parts: Pick<HttpAppParts, 'pageRateBookFor'>,
  req: Request,
  orgProfile: PageOrgProfile | undefined,
): Promise<PageRateBook | undefined> {
  const region = orgProfile && regionOfPageProfile(orgProfile);
  if (!region || req.path.replace(/\/+$/, '') !== CALCULATOR_RESULTS_PATH) return undefined;
  const address = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
  return parts.pageRateBookFor?.(req.headers.host ?? '', region, address);
}

/**
 * No path or query of the portal holds a NUL, and PostgreSQL refuses one in any text: a `%00` in the
 * address is the client's mistake, answered 400 before a router passes it on (decision 2028).
 */
const refuseNulInAddress: RequestHandler = (req, res, next) => {
  if (/%00|\0/i.test(req.originalUrl)) {
    res.status(400).type('text/plain').send('Bad request.');
    return;
  }
  next();
};

/** A hop count is a number to Express; anything else is a list of trusted addresses or names. */
function trustProxySetting(value: string): string | number {
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Body-parser and other middleware errors: a clear JSON answer with their 4xx status, never a stack. */
function jsonErrors(logger: Logger): ErrorRequestHandler {
  return (err, _req, res, _next) => {
    const status =
      typeof err?.status === 'number' && err.status >= 400 && err.status < 600 ? err.status : 500;
    if (status >= 500) logger.error({ err }, 'unhandled request error');
    const message =
      status === 413
        ? `Request body too large (at most ${MAX_GRAPHQL_BODY}).`
        : status === 400
          ? 'Malformed request body: expected JSON.'
          : status === 415
            ? 'Unsupported request body encoding: send JSON in UTF-8.'
            : status < 500
              ? 'Bad request.'
              : 'Internal server error.';
    res.status(status).json({
      errors: [{ message, extensions: { code: status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST' } }],
    });
  };
}
