import type { Region } from '../shared/region';

/** What the dialler needs to put a call in a lease specialist's queue. */
export interface DiallerLead {
  /** Our lead id: the dialler keeps one lead per reference, so a repeated hand-over adds nothing. */
  reference: string;
  orgId: string;
  region: Region;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  businessName?: string;
  businessNumber?: string;
  message?: string;
  /** Catalogue ids of the shortlisted vehicles, to talk about on the call. */
  vehicles: string[];
}

/** The outbound-call system that rings enquirers back. */
export interface LeadDialler {
  /** The dialler's lead id. Throws DomainError PARTNER_UNAVAILABLE when it cannot take the lead. */
  submitLead(lead: DiallerLead): Promise<string>;
}
export const LEAD_DIALLER = Symbol('LeadDialler');
