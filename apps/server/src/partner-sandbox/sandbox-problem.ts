import type { Request, Response } from 'express';
import type { ZodType } from 'zod';

/** A refusal in the published contracts' shape: RFC 9457 problem details. */
export function problem(
  res: Response,
  status: number,
  title: string,
  detail: string,
  errors?: { field: string; message: string }[],
): void {
  res
    .status(status)
    .type('application/problem+json')
    .send(JSON.stringify({ type: 'about:blank', title, status, detail, ...(errors ? { errors } : {}) }));
}

/** The published contracts' answer to a request without a live access token. */
export function unauthorised(res: Response): void {
  problem(res, 401, 'Unauthorised', 'The access token is missing, expired or revoked.');
}

/**
 * A write of a contract the portal publishes (an enquiry, a lead), checked as the contract says: a
 * live token, our reference as Idempotency-Key, a body of the contract's shape carrying that same
 * reference. Answers the refusal itself and gives undefined, or gives the body and its key.
 */
export function aPublishedWrite<Body extends { reference: string }>(
  req: Request,
  res: Response,
  tokens: { accepts(authorization: string | undefined): boolean },
  wire: ZodType<Body>,
  noun: string,
): { key: string; body: Body } | undefined {
  if (!tokens.accepts(req.get('authorization'))) return void unauthorised(res);
  const key = req.get('idempotency-key');
  if (!key) {
    return void problem(
      res,
      400,
      'Idempotency-Key required',
      `Send the ${noun}’s reference as Idempotency-Key.`,
    );
  }
  const parsed = wire.safeParse(req.body);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      field: issue.path.join('.') || '(body)',
      message: issue.message,
    }));
    return void problem(res, 400, `Invalid ${noun}`, `The ${noun} does not match the contract.`, errors);
  }
  if (parsed.data.reference !== key) {
    return void problem(
      res,
      400,
      'Reference mismatch',
      `The Idempotency-Key must be the ${noun}’s reference.`,
    );
  }
  return { key, body: parsed.data };
}
