import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import { LEAD_ID_TAKEN_REASON, type DomainError, type SubmitIntroducerLead } from '@lease-portal/domain';
import type { Logger } from '../logger';
import {
  callBackOf,
  checkedInput,
  enquiryOf,
  IntroducerCallBackInput,
  IntroducerEnquiryInput,
} from './introducer-lead.input';

/** Where introducers' systems send their organisation's leads (contracts/openapi/introducer-leads.yaml). */
export const INTRODUCER_LEADS_PATH = '/api/introducers/v1/organisations';
/** The header that carries the organisation's key, and the optional one that names the caller's cluster. */
export const INTRODUCER_KEY_HEADER = 'X-Api-Key';
export const INTRODUCER_CLUSTER_HEADER = 'X-Cluster';
/** The optional key a caller sends a lead under, so that sending it again stores it once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** A lead is a few hundred bytes; far more is not one. */
export const INTRODUCER_BODY_LIMIT = '32kb';
const CLUSTER = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
/** Visible ASCII, as a UUID or a CRM's record id is written. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export interface IntroducerLeadsRouterParts {
  submit: Pick<SubmitIntroducerLead, 'admit' | 'enquiry' | 'callBack'>;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

const STATUS_OF: Partial<Record<DomainError['code'], number>> = {
  BAD_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
};

/** Every refusal alike: `{ error: { code, message, reason?, fields? } }`. */
function refuse(
  res: Response,
  status: number,
  error: { code: string; message: string; reason?: unknown; fields?: unknown },
) {
  if (status === 401) res.set('WWW-Authenticate', `ApiKey header="${INTRODUCER_KEY_HEADER}"`);
  if (status === 429) res.set('Retry-After', '60');
  res
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({
      error: {
        code: error.code,
        message: error.message,
        ...(error.reason ? { reason: error.reason } : {}),
        ...(error.fields ? { fields: error.fields } : {}),
      },
    });
}

/** A key sent again with another lead is well-formed but cannot be processed: 422, as the IETF draft says. */
const statusOf = (error: DomainError) =>
  error.details?.reason === LEAD_ID_TAKEN_REASON ? 422 : (STATUS_OF[error.code] ?? 500);

const refuseDomain = (res: Response, error: DomainError) =>
  refuse(res, statusOf(error), {
    code: error.code,
    message: error.message,
    reason: error.details?.reason,
    fields: error.details?.fields,
  });

/**
 * The introducers' lead API (decision 2121): the key is checked first (absent, unknown or revoked:
 * 401; another organisation's: 403), each key's requests counted (429), then the body is checked at
 * the boundary and by the calculator's own rules (400, nothing stored); a lead stored with its job is
 * answered 202 with its id. A lead sent again under its Idempotency-Key is answered 202 with the same
 * id and stored once; the key sent with another lead is refused (422). Logs carry the key's id and
 * the lead's, never a key or a customer's details.
 */
export function introducerLeadsRouter(parts: IntroducerLeadsRouterParts): Router {
  const router = express.Router();
  const json = express.json({ limit: INTRODUCER_BODY_LIMIT, type: () => true });

  type Admitted = Parameters<IntroducerLeadsRouterParts['submit']['enquiry']>[0];
  type Stored = ReturnType<IntroducerLeadsRouterParts['submit']['enquiry']>;

  // The key before the body is read: a caller without a good key learns nothing about its input.
  const admit: RequestHandler<{ orgId: string }> = async (req, res, next) => {
    const cluster = req.get(INTRODUCER_CLUSTER_HEADER);
    if (cluster !== undefined && !CLUSTER.test(cluster)) {
      return refuse(res, 400, {
        code: 'BAD_INPUT',
        message: `${INTRODUCER_CLUSTER_HEADER} names a cluster in letters, digits, '.', '_' or '-' (at most 40).`,
        fields: { [INTRODUCER_CLUSTER_HEADER]: ['Not a cluster name.'] },
      });
    }
    const admitted = await parts.submit.admit({
      key: req.get(INTRODUCER_KEY_HEADER),
      orgId: req.params.orgId,
      ...(cluster ? { cluster } : {}),
    });
    if (!admitted.ok) return refuseDomain(res, admitted.error);
    res.locals['admitted'] = admitted.value;
    next();
  };

  const handle =
    <T extends object>(
      kind: 'enquiry' | 'callBack',
      type: new () => T,
      submit: (admitted: Admitted, input: T, idempotencyKey?: string) => Stored,
    ) =>
    async (req: Request, res: Response) => {
      const admitted = res.locals['admitted'] as Admitted;
      const idempotencyKey = req.get(IDEMPOTENCY_KEY_HEADER);
      if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
        return refuse(res, 400, {
          code: 'BAD_INPUT',
          message: `${IDEMPOTENCY_KEY_HEADER} is 1 to 255 visible ASCII characters, such as a UUID.`,
          fields: { [IDEMPOTENCY_KEY_HEADER]: ['Not an idempotency key.'] },
        });
      }
      const checked = checkedInput(type, req.body);
      if (!checked.ok) {
        const summary = Object.entries(checked.fields)
          .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
          .join('; ');
        return refuse(res, 400, {
          code: 'BAD_INPUT',
          message: `Invalid input: ${summary}`,
          fields: checked.fields,
        });
      }
      const stored = await submit(admitted, checked.input, idempotencyKey);
      if (!stored.ok) return refuseDomain(res, stored.error);
      parts.logger.info(
        { introducerKey: admitted.keyId, orgId: admitted.orgId, leadId: stored.value.leadId, kind },
        'introducer lead received',
      );
      res
        .status(202)
        .set('Cache-Control', 'no-store')
        .json({ leadId: stored.value.leadId, status: 'pending' });
    };

  router.post(
    '/:orgId/enquiries',
    admit,
    json,
    handle('enquiry', IntroducerEnquiryInput, (admitted, input, idempotencyKey) =>
      parts.submit.enquiry(admitted, enquiryOf(input), idempotencyKey),
    ),
  );
  router.post(
    '/:orgId/call-backs',
    admit,
    json,
    handle('callBack', IntroducerCallBackInput, (admitted, input, idempotencyKey) =>
      parts.submit.callBack(admitted, callBackOf(input), idempotencyKey),
    ),
  );
  // A body that is not JSON or too large: refused as the parser says, nothing stored. Anything else
  // (the database down) is a 500, logged by its message.
  const refused: ErrorRequestHandler = (error: { status?: number; message?: string }, _req, res, _next) => {
    const status = error.status && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500)
      parts.logger.error(
        { api: 'introducer-leads', reason: String(error.message ?? error) },
        'introducer lead not stored',
      );
    refuse(res, status, {
      code: status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_INPUT',
      message:
        status === 413
          ? `Request body too large (at most ${INTRODUCER_BODY_LIMIT}).`
          : status === 500
            ? 'The lead could not be stored; please send it again.'
            : 'Malformed request body: expected JSON.',
    });
  };
  router.use(refused);
  return router;
}
