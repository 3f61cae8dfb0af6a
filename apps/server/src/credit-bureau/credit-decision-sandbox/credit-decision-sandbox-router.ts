import express, { Router, type Response } from 'express';
import { creditDecisionWire } from '@lease-portal/partners';
import { answerBodyFault, delayIfSlow, type CommonSandboxFault } from '../../partner-sandbox/sandbox-faults';
import { aPublishedWrite, problem, unauthorised } from '../../partner-sandbox/sandbox-problem';
import { clientCredentialsTokenEndpoint } from '../../partner-sandbox/sandbox-tokens';
import type { CreditDecisionSandbox } from './credit-decision-sandbox';

const {
  CREDIT_DECISION_PATHS,
  CREDIT_ENQUIRIES_SCOPE,
  creditEnquiryWire,
  creditEnquiryOfWire,
  creditEnquiryStateWireOf,
  referenceWire,
} = creditDecisionWire;

/**
 * The credit decision sandbox on the contract the portal publishes
 * (contracts/openapi/credit-decision.yaml, decision 2120): the client credentials token, `POST
 * /credit-enquiries` with the enquiry's reference as its Idempotency-Key (201 made, 200 made before,
 * as it stands), and `GET /credit-enquiries/{reference}` (404 when none was made). The engine behind
 * it decides by the application after the sandbox's delay (decision 1520).
 */
export function creditDecisionSandboxRouter(sandbox: CreditDecisionSandbox): Router {
  const { client, tokens, faults, engine } = sandbox;
  const router = Router();

  router.use(async (req, res, next) => {
    const fault = faults.take(req.method, req.path);
    if (!fault || !(await delayIfSlow(fault))) return next();
    answerFault(fault, res, sandbox);
  });

  router.post(
    CREDIT_DECISION_PATHS.token,
    ...clientCredentialsTokenEndpoint(client, tokens, CREDIT_ENQUIRIES_SCOPE),
  );

  router.post(
    CREDIT_DECISION_PATHS.enquiries,
    express.json({ limit: '16kb', type: () => true }),
    async (req, res) => {
      const write = aPublishedWrite(req, res, tokens, creditEnquiryWire, 'enquiry');
      if (!write) return;
      const { key, body } = write;
      // A key seen before answers its enquiry as it stands; its body is not compared (the contract).
      const known = await engine.enquiry(key);
      const state = known ?? (await engine.submit(creditEnquiryOfWire(body)));
      if (!known) res.location(`${req.baseUrl}${CREDIT_DECISION_PATHS.enquiry(key)}`);
      res.status(known ? 200 : 201).json(creditEnquiryStateWireOf(state));
    },
  );

  router.get(`${CREDIT_DECISION_PATHS.enquiries}/:reference`, async (req, res) => {
    if (!tokens.accepts(req.get('authorization'))) return unauthorised(res);
    const reference = referenceWire.safeParse(req.params.reference);
    const state = reference.success ? await engine.enquiry(reference.data) : undefined;
    if (!state) return problem(res, 404, 'Not found', 'No enquiry was made under this reference.');
    res.json(creditEnquiryStateWireOf(state));
  });

  router.use((_req, res) => problem(res, 404, 'Not found', 'The contract has no such resource.'));
  return router;
}

function answerFault(fault: CommonSandboxFault, res: Response, sandbox: CreditDecisionSandbox): void {
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
      return problem(res, 400, 'Invalid enquiry', 'The sandbox was told to refuse this enquiry.', [
        { field: 'business.number', message: 'The register has no such number.' },
      ]);
  }
}
