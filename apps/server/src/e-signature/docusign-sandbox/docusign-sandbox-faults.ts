import { SandboxFaults } from '../../sandbox-faults';

/** What the sandbox can do instead of answering, as a struggling DocuSign or the network between would. */
export type DocuSignFault =
  /** Answers, but only after `ms`. */
  | { kind: 'slow'; ms: number }
  /** 500 with DocuSign's error body. */
  | { kind: 'server-error' }
  /** 429 with Retry-After, DocuSign's burst limit. */
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  /** 200 and the start of a JSON body, then nothing more until the faults are cleared. */
  | { kind: 'stalled-body' }
  /** 200 with a body that is not DocuSign's JSON. */
  | { kind: 'garbage-body' }
  /** 401 AUTHORIZATION_INVALID_TOKEN, as for an expired or revoked token. */
  | { kind: 'invalid-token' };

/**
 * The DocuSign sandbox's switchable faults, for tests and demonstrations: each is armed for the next
 * `times` calls, optionally only of one method and path (matched within the sandbox, e.g. /envelopes$/).
 */
export class DocuSignSandboxFaults extends SandboxFaults<DocuSignFault> {}
