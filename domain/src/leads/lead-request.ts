import type { Region } from '../shared/region';

/** Who a request reached: the organisation of the host it came through, and that organisation's region. */
export interface LeadOrigin {
  orgId: string;
  /** Decides the form's rules (phone lengths, location or postcode). */
  region: Region;
}
