import type {
  CalculatorCompany,
  CalculatorContact,
  Introducer,
  ShortlistEntry,
} from '../application/vehicle-application';

/** 'call' asks a lease specialist to phone; 'register' asks for an online account (calculator §4). */
export const ENQUIRE_TYPES = ['call', 'register'] as const;
export type EnquireType = (typeof ENQUIRE_TYPES)[number];

/** The business chosen in the enquiry form's business lookup. */
export type EnquiryCustomer = Pick<CalculatorCompany, 'name' | 'abn' | 'location' | 'entityType'>;

/** The enquiry form (calculator §3, 'Enquiry form'), sent as calcLeadDialler or calcLeadOpp. */
export interface Enquiry {
  enquireType: EnquireType;
  customer: EnquiryCustomer;
  contact: CalculatorContact;
  fleetSize?: number;
  yearsTrading?: string;
  /** The visitor's message. */
  description?: string;
  shortlists: ShortlistEntry[];
  introducer?: Introducer;
}

/** The 'Request a call' dialog's payload (calculator §3, 'Request-callback payload'). */
export interface RequestCallback {
  firstName: string;
  lastName: string;
  contactNumber: string;
  email: string;
  message?: string;
  /** The host the request came from, which names the organisation. */
  domain: string;
}
