import type { PartnerHttpOptions } from './partner-http';

/** A partner reached with an API key (the CRM, the dialler, the business registry). */
export interface PartnerEndpoint {
  /** Where the partner's service lives, e.g. https://crm.example/v1 */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

/** What a composition root may tune on a partner's outbound layer: its logger, limits, circuit. */
export type PartnerHttpTuning = Partial<Omit<PartnerHttpOptions, 'partner' | 'baseUrl' | 'auth'>>;

/** The API key header every such partner expects. */
export const apiKeyHeader = (endpoint: PartnerEndpoint) => ({ 'x-api-key': endpoint.apiKey });
