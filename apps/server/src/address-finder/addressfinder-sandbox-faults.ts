import type { Response } from 'express';
import { SandboxFaults } from '../sandbox-faults';

/** What the sandbox can do instead of answering, as a struggling Addressfinder or the network between would. */
export type AddressfinderFault =
  /** Answers, but only after `ms`. */
  | { kind: 'slow'; ms: number }
  /** 500. */
  | { kind: 'server-error' }
  /** 429 with Retry-After. */
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  /** 200 with a body that is not Addressfinder's JSON (a proxy's error page). */
  | { kind: 'garbage-body' };

/** The Addressfinder sandbox's switchable faults, for tests and demonstrations (e.g. only of /metadata$/). */
export class AddressfinderSandboxFaults extends SandboxFaults<AddressfinderFault> {}

/** Answers as the fault says; true when the call is answered, false when it goes on (after a delay). */
export async function meetFault(fault: AddressfinderFault, res: Response): Promise<boolean> {
  switch (fault.kind) {
    case 'slow':
      await new Promise((resolve) => setTimeout(resolve, fault.ms));
      return false;
    case 'server-error':
      res.status(500).json({ message: 'The sandbox was told to fail this call.' });
      return true;
    case 'rate-limited':
      res
        .status(429)
        .set('Retry-After', String(fault.retryAfterSeconds))
        .json({ message: 'Too many requests' });
      return true;
    case 'garbage-body':
      res.status(200).type('application/json').send('<html><body>502 Bad Gateway</body></html>');
      return true;
  }
}
