import type { PartnerHttpTuning } from '../partner-http/partner-endpoint';
import { PartnerHttp } from '../partner-http/partner-http';

/** What both registers' adapters are made from, beyond their credentials. */
export interface RegisterConnection {
  /** The register's own service unless given (the portal's sandbox, a test's server). */
  baseUrl?: string | (() => string);
  /** The partner layer's settings beyond these defaults (a logger, the circuit, a test's sleep). */
  http?: PartnerHttpTuning;
}

/**
 * The customer waits for a lookup as they type: a register that has not answered within 3 s is treated
 * as down, and a failed attempt is tried once more, not twice (decision 2110).
 */
const LOOKUP_TIMING: PartnerHttpTuning = { timeoutMs: 3_000, maxAttempts: 2 };

/** A register's partner layer: its own circuit, sockets and counts under its name. */
export function registerHttp(
  partner: string,
  ownBaseUrl: string,
  connection: RegisterConnection,
): PartnerHttp {
  return new PartnerHttp({
    ...LOOKUP_TIMING,
    ...connection.http,
    partner,
    baseUrl: connection.baseUrl ?? ownBaseUrl,
  });
}
