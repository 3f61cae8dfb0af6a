import type { Region } from '../shared/region';

/** Who a request reached: the organisation of the host it came through, and that organisation's region. */
export interface LeadOrigin {
  orgId: string;
  /** Decides the form's rules (phone lengths, location or postcode). */
  region: Region;
}

/**
 * Who handed a lead in, for the trail, when not an anonymous visitor of the calculator: an
 * introducer's system by its key (decision 2121). Ids only, never the key itself.
 */
export interface LeadSubmitter {
  actor: string;
  details?: Record<string, unknown>;
}
