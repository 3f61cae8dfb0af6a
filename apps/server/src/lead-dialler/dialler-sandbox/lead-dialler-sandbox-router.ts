import express, { Router, type Response } from 'express';
import { leadDiallerWire } from '@lease-portal/partners';
import { answerBodyFault, delayIfSlow, type CommonSandboxFault } from '../../partner-sandbox/sandbox-faults';
import { aPublishedWrite, problem, unauthorised } from '../../partner-sandbox/sandbox-problem';
import { clientCredentialsTokenEndpoint } from '../../partner-sandbox/sandbox-tokens';
import type { LeadDiallerSandbox } from './lead-dialler-sandbox';

const { DIALLER_PATHS, LEADS_SCOPE, leadWire } = leadDiallerWire;

/**
 * The dialler sandbox on the contract the portal publishes (contracts/openapi/lead-dialler.yaml,
 * decision 2118): the client credentials token, and `POST /leads` with the lead's reference as its
 * Idempotency-Key: 201 queued, 200 for the same lead again, 409 for another lead under a key used.
 */
export function leadDiallerSandboxRouter(sandbox: LeadDiallerSandbox): Router {
  const { client, tokens, faults } = sandbox;
  const router = Router();

  router.use(async (req, res, next) => {
    const fault = faults.take(req.method, req.path);
    if (!fault || !(await delayIfSlow(fault))) return next();
    answerFault(fault, res, sandbox);
  });

  router.post(DIALLER_PATHS.token, ...clientCredentialsTokenEndpoint(client, tokens, LEADS_SCOPE));

  router.post(DIALLER_PATHS.leads, express.json({ limit: '16kb', type: () => true }), (req, res) => {
    const write = aPublishedWrite(req, res, tokens, leadWire, 'lead');
    if (!write) return;
    const { key, body } = write;
    const queued = sandbox.queue(key, body);
    if (queued.outcome === 'conflict') {
      return problem(
        res,
        409,
        'Idempotency-Key reused',
        'Another lead was queued under this Idempotency-Key.',
      );
    }
    res
      .status(queued.outcome === 'queued' ? 201 : 200)
      .json({ leadId: queued.leadId, reference: key, status: 'queued' });
  });

  router.use((_req, res) => problem(res, 404, 'Not found', 'The contract has no such resource.'));
  return router;
}

function answerFault(fault: CommonSandboxFault, res: Response, sandbox: LeadDiallerSandbox): void {
  if (answerBodyFault(fault, res, sandbox.faults)) return;
  switch (fault.kind) {
    case 'server-error':
      return problem(res, 500, 'Internal error', 'The sandbox was told to fail this call.');
    case 'rate-limited':
      res.set('Retry-After', String(fault.retryAfterSeconds));
      return problem(res, 429, 'Too many requests', 'Slow down.');
    case 'invalid-token':
      return unauthorised(res);
    case 'refused':
      return problem(res, 400, 'Invalid lead', 'The sandbox was told to refuse this lead.', [
        { field: 'contact.phone', message: 'The number cannot be dialled.' },
      ]);
  }
}
