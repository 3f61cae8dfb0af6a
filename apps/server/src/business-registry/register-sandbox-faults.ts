import type { Request, RequestHandler, Response } from 'express';
import type { SandboxFaults } from '../sandbox-faults';

/** What a register sandbox can do instead of answering, as a struggling register or the network between would. */
export type RegisterFault =
  /** Answers, but only after `ms`. */
  | { kind: 'slow'; ms: number }
  /** 500, as the register's server answers it. */
  | { kind: 'server-error' }
  /** 429 with Retry-After. */
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  /** 200 and the start of the body, then nothing more until the faults are cleared. */
  | { kind: 'stalled-body' }
  /** 200 with a body that is not the register's (a proxy's error page). */
  | { kind: 'garbage-body' }
  /** The register refuses the portal's credentials (the ABR's GUID, the NZBN subscription key). */
  | { kind: 'credentials-refused' }
  /** 400: the request refused as malformed. */
  | { kind: 'bad-request' };

/** How a register's wire says each failure. */
export interface RegisterFaultWire {
  serverError(res: Response): void;
  rateLimited(res: Response): void;
  credentialsRefused(req: Request, res: Response): void;
  badRequest(res: Response): void;
  /** The answer's content type and its first bytes, for a stalled body. */
  stalledStart: { type: string; text: string };
}

/** The faults' middleware of a register sandbox: the armed fault met, in the register's own words. */
export function registerFaults(
  faults: SandboxFaults<RegisterFault>,
  wire: RegisterFaultWire,
): RequestHandler {
  return async (req, res, next) => {
    const fault = faults.take(req.method, req.path);
    if (!fault) return next();
    switch (fault.kind) {
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, fault.ms));
        return next();
      case 'server-error':
        return wire.serverError(res);
      case 'rate-limited':
        res.set('Retry-After', String(fault.retryAfterSeconds));
        return wire.rateLimited(res);
      case 'stalled-body':
        // Not compressed, so the headers and the first bytes leave at once and the rest never does.
        res.status(200).set({ 'Content-Type': wire.stalledStart.type, 'Cache-Control': 'no-transform' });
        res.flushHeaders();
        res.write(wire.stalledStart.text);
        faults.hold(res);
        return;
      case 'garbage-body':
        res.status(200).type('text/html').send('<html><body>502 Bad Gateway</body></html>');
        return;
      case 'credentials-refused':
        return wire.credentialsRefused(req, res);
      case 'bad-request':
        return wire.badRequest(res);
    }
  };
}
