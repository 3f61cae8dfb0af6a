import type { Response } from 'express';

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
