import express, { type ErrorRequestHandler, type RequestHandler, type Router } from 'express';
import {
  ENVELOPE_EVENT_JOB,
  type Clock,
  type LimitRequests,
  type PartnerWebhookInbox,
  type RequestLimit,
} from '@lease-portal/domain';
import { connectEventSchema, envelopeEventPayloadOf } from '@lease-portal/partners';
import type { Logger } from '../../logger';
import { connectEventId } from './connect-event-id';
import { signedByOneOf } from './connect-signature-check';

/** Where DocuSign Connect delivers, whether the service is real or the portal's sandbox. */
export const CONNECT_PATH = '/webhooks/docusign/connect';
/** Far above a JSON SIM event without documents; a bigger body is refused before it is read whole. */
export const CONNECT_BODY_LIMIT = '1mb';

/**
 * Deliveries from one client address in a minute, counted before anything is read (decision 2109). A
 * burst of real Connect events is a few per envelope, from DocuSign's few addresses: 300 a minute is far
 * above it, and 3,000 a minute from every address together bounds forged traffic spread over many.
 * Connect delivers a refused event again later, and the status read is the fallback (decision 2105).
 */
export const CONNECT_DELIVERY_LIMIT: RequestLimit = {
  name: 'connectDelivery',
  what: 'Connect deliveries have been sent',
  window: { minutes: 1 },
  perAddress: 300,
  perOrganisation: 3_000,
};

/** Every address's deliveries are counted together as the partner's, in place of an organisation's. */
const CONNECT_SENDER = 'partner:docusign';
/** When the HTTP layer gives no address, all such callers share one counter, as at sign-in. */
const UNKNOWN_CLIENT_ADDRESS = 'unknown';

export interface ConnectRouterParts {
  /** The request limits the portal counts in PostgreSQL (decision 2042), shared by every replica. */
  limits: Pick<LimitRequests, 'admit'>;
  /** CONNECT_DELIVERY_LIMIT unless a test gives a smaller one. */
  limit?: RequestLimit;
  inbox: PartnerWebhookInbox;
  /** The keys valid now, newest first: several while a key is rotated. */
  keys: () => readonly string[];
  clock: Clock;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/**
 * DocuSign Connect's listener (decision 2105): deliveries are counted per client address first
 * (decision 2109), the signature is checked over the raw bytes before anything is parsed, then the
 * event is kept once with its job in one transaction and answered at once; the job reads the envelope
 * from the service later. Logs carry ids, never a signature.
 */
export function connectRouter(parts: ConnectRouterParts): Router {
  const router = express.Router();
  // Counted before the body is read or its signature computed: forged traffic costs one counter each.
  const limited: RequestHandler = async (req, res, next) => {
    const admitted = await parts.limits.admit(parts.limit ?? CONNECT_DELIVERY_LIMIT, {
      clientAddress: req.ip ?? UNKNOWN_CLIENT_ADDRESS,
      orgId: CONNECT_SENDER,
    });
    if (admitted.ok) return next();
    // Not logged one by one: a flood would fill the log.
    res.status(429).set('Retry-After', '60').json({ error: 'too-many' });
  };
  const raw = express.raw({ type: () => true, limit: CONNECT_BODY_LIMIT });
  router.post('/', limited, raw, async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!signedByOneOf(body, req.headers, parts.keys())) {
      parts.logger.warn({ webhook: 'docusign-connect' }, 'Connect delivery refused: not signed by our key');
      res.status(401).json({ error: 'signature' });
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      res.status(400).json({ error: 'malformed' });
      return;
    }
    const parsed = connectEventSchema.safeParse(json);
    if (!parsed.success) {
      res.status(400).json({ error: 'malformed' });
      return;
    }
    const event = parsed.data;
    const eventId = connectEventId(event);
    // Ids, the event and our reference: what its job records (decision 2108), nothing about signers.
    const payload = envelopeEventPayloadOf(event);
    const kept = await parts.inbox.receive(
      { eventId, partner: 'docusign', kind: event.event, envelopeId: event.data.envelopeId },
      { kind: ENVELOPE_EVENT_JOB, key: eventId, payload: { ...payload } },
      parts.clock.now(),
    );
    parts.logger.info(
      { webhook: 'docusign-connect', eventId, event: event.event, envelopeId: event.data.envelopeId, kept },
      kept ? 'Connect event queued' : 'Connect event already received',
    );
    res.status(200).json({ received: true });
  });
  // A body too large or cut short: refused as the parser says, with nothing kept. Anything else (the
  // database down) is a 500, which Connect redelivers; logged by its message, never the delivery.
  const refused: ErrorRequestHandler = (error: { status?: number; message?: string }, _req, res, _next) => {
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500)
      parts.logger.error(
        { webhook: 'docusign-connect', reason: String(error.message ?? error) },
        'Connect delivery not kept',
      );
    res.status(status).json({ error: status === 413 ? 'too-large' : 'refused' });
  };
  router.use(refused);
  return router;
}
