import { createHmac } from 'node:crypto';
import express, { Router, type Request, type Response } from 'express';
import { SANDBOX_CRM_OBJECTS, type SandboxCrmObject, type SandboxCrmRecord } from '@lease-portal/domain';
import { salesforceWire } from '@lease-portal/partners';
import { answerBodyFault, delayIfSlow } from '../../partner-sandbox/sandbox-faults';
import { sameSecret } from '../../partner-sandbox/sandbox-tokens';
import type { SalesforceFault, SalesforceSandbox } from './salesforce-sandbox';
import { WRITABLE, readableFields, refusalOf, refuse } from './salesforce-sandbox-answers';

const { REFERENCE_FIELD, SALESFORCE_API_VERSION, TOKEN_PATH } = salesforceWire;

/** The org's and the user's ids, as the token answer's identity URL names them. */
const ORG_ID = '00D000000000001AAA';
const USER_ID = '005000000000001AAA';

const isObject = (value: string): value is SandboxCrmObject =>
  (SANDBOX_CRM_OBJECTS as readonly string[]).includes(value);

/**
 * The CRM sandbox on Salesforce's own wire (decision 2117): the client credentials token on the org's
 * My Domain, and the REST API's calls the portal's Salesforce adapter makes, under the instance URL
 * the token answer names: upserts by our external id, record reads by id with `fields`, and updates,
 * answered in Salesforce's shapes and statuses, with Salesforce's error list and the API-usage header.
 */
export function salesforceSandboxRouter(sandbox: SalesforceSandbox): Router {
  const { client, tokens, faults, store, usage } = sandbox;
  const router = Router();

  router.use(async (req, res, next) => {
    const fault = faults.take(req.method, req.path);
    if (!fault || !(await delayIfSlow(fault))) return next();
    answerFault(fault, res, sandbox);
  });

  router.post(TOKEN_PATH, express.urlencoded({ extended: false, limit: '8kb' }), (req, res) => {
    const form = (req.body ?? {}) as Record<string, unknown>;
    if (form.grant_type !== 'client_credentials') {
      res
        .status(400)
        .json({ error: 'unsupported_grant_type', error_description: 'grant type not supported' });
      return;
    }
    if (form.client_id !== client.clientId || !sameSecret(form.client_secret, client.clientSecret)) {
      res.status(400).json({ error: 'invalid_client', error_description: 'invalid client credentials' });
      return;
    }
    const { accessToken } = tokens.issue();
    const here = `${req.protocol}://${req.get('host')}${req.baseUrl}`;
    const id = `${here}/id/${ORG_ID}/${USER_ID}`;
    const issuedAt = String(Date.now());
    res.set('Cache-Control', 'no-store').json({
      access_token: accessToken,
      signature: createHmac('sha256', client.clientSecret)
        .update(id + issuedAt)
        .digest('base64'),
      scope: 'api',
      // The API lives here too: the adapter reached the org at this address.
      instance_url: here,
      id,
      token_type: 'Bearer',
      issued_at: issuedAt,
    });
  });

  const api = Router({ mergeParams: true });
  router.use('/services/data/:version', express.json({ limit: '64kb', type: () => true }), api);

  api.use((req, res, next) => {
    if (!tokens.accepts(req.get('authorization'))) {
      return refuse(res, 401, 'INVALID_SESSION_ID', 'Session expired or invalid');
    }
    usage.used += 1;
    res.set('Sforce-Limit-Info', `api-usage=${usage.used}/${usage.limit}`);
    if ((req.params as { version?: string }).version !== SALESFORCE_API_VERSION) {
      return refuse(res, 404, 'NOT_FOUND', 'The requested resource does not exist');
    }
    next();
  });

  api.patch(`/sobjects/:object/${REFERENCE_FIELD}/:reference`, async (req, res) => {
    const object = objectOf(req, res);
    if (!object) return;
    const fields = await writable(object, req, res, sandbox);
    if (!fields) return;
    await new Promise((resolve) => setTimeout(resolve, sandbox.writeDelayMs));
    const { record, created } = await store.upsert(object, String(req.params.reference), fields, now());
    res.status(created ? 201 : 200).json({ id: record.id, success: true, errors: [], created });
  });

  api.get('/sobjects/:object/:id', async (req, res) => {
    const object = objectOf(req, res);
    if (!object) return;
    const readable = readableFields(object);
    const asked = typeof req.query.fields === 'string' ? req.query.fields.split(',') : readable;
    const unknown = asked.find((field) => !readable.includes(field));
    if (unknown)
      return refuse(res, 400, 'INVALID_FIELD', `No such column '${unknown}' on entity '${object}'.`);
    const record = await store.ofId(object, String(req.params.id));
    if (!record) return refuse(res, 404, 'NOT_FOUND', 'The requested resource does not exist');
    res.json(recordAnswer(record, asked));
  });

  api.patch('/sobjects/:object/:id', async (req, res) => {
    const object = objectOf(req, res);
    if (!object) return;
    const fields = await writable(object, req, res, sandbox, { partial: true });
    if (!fields) return;
    if (!(await store.update(object, String(req.params.id), fields, now()))) {
      return refuse(res, 404, 'NOT_FOUND', 'The requested resource does not exist');
    }
    res.status(204).end();
  });

  api.use((_req, res) => refuse(res, 404, 'NOT_FOUND', 'The requested resource does not exist'));
  return router;
}

function answerFault(fault: SalesforceFault, res: Response, sandbox: SalesforceSandbox): void {
  if (answerBodyFault(fault, res, sandbox.faults)) return;
  switch (fault.kind) {
    case 'server-error':
      return refuse(
        res,
        500,
        'UNKNOWN_EXCEPTION',
        'An unexpected error occurred. Please include this ErrorId if you contact support: 1234567890-12345 (-123456789)',
      );
    case 'rate-limited':
      res.set('Retry-After', String(fault.retryAfterSeconds));
      return refuse(
        res,
        429,
        'REQUEST_LIMIT_EXCEEDED',
        'ConcurrentRequests (Concurrent API Requests) Limit exceeded.',
      );
    case 'request-limit-exceeded':
      return refuse(res, 403, 'REQUEST_LIMIT_EXCEEDED', 'TotalRequests Limit exceeded.');
    case 'invalid-token':
      return refuse(res, 401, 'INVALID_SESSION_ID', 'Session expired or invalid');
    case 'refused':
      return refuse(
        res,
        400,
        'FIELD_CUSTOM_VALIDATION_EXCEPTION',
        'The sandbox was told to refuse this record.',
      );
  }
}

function objectOf(req: Request, res: Response): SandboxCrmObject | undefined {
  const object = String(req.params.object);
  if (isObject(object)) return object;
  refuse(res, 404, 'NOT_FOUND', 'The requested resource does not exist');
  return undefined;
}

/** The body's fields if the object takes them, its lookups to records the org has; else refused. */
async function writable(
  object: SandboxCrmObject,
  req: Request,
  res: Response,
  sandbox: SalesforceSandbox,
  options: { partial?: boolean } = {},
): Promise<Record<string, unknown> | undefined> {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    refuse(res, 400, 'JSON_PARSER_ERROR', 'The request body is not a JSON object.');
    return undefined;
  }
  if ('Id' in body || REFERENCE_FIELD in body) {
    refuse(res, 400, 'INVALID_FIELD', 'Id and the external id are given in the URL, not the body.');
    return undefined;
  }
  const wire = options.partial ? WRITABLE[object].partial() : WRITABLE[object];
  const parsed = wire.safeParse(body);
  if (!parsed.success) {
    const { errorCode, message, fields } = refusalOf(object, parsed.error);
    refuse(res, 400, errorCode, message, fields);
    return undefined;
  }
  const accountId = (parsed.data as { AccountId?: string }).AccountId;
  if (accountId && !(await sandbox.store.ofId('Account', accountId))) {
    refuse(res, 400, 'INVALID_CROSS_REFERENCE_KEY', 'invalid cross reference id', ['AccountId']);
    return undefined;
  }
  return parsed.data as Record<string, unknown>;
}

/** A record as Salesforce answers a read: its attributes, then each field asked for (null when empty). */
function recordAnswer(record: SandboxCrmRecord, fields: string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {
    ...record.fields,
    Id: record.id,
    [REFERENCE_FIELD]: record.reference,
  };
  const url = `/services/data/${SALESFORCE_API_VERSION}/sobjects/${record.object}/${record.id}`;
  return {
    attributes: { type: record.object, url },
    ...Object.fromEntries(fields.map((field) => [field, values[field] ?? null])),
  };
}

function now(): string {
  return new Date().toISOString();
}
