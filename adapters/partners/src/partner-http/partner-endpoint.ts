import type { PartnerHttpOptions } from './partner-http';

/** What a composition root may tune on a partner's outbound layer: its logger, limits, circuit. */
export type PartnerHttpTuning = Partial<Omit<PartnerHttpOptions, 'partner' | 'baseUrl' | 'auth'>>;
