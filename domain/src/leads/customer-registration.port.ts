import type { Enquiry } from './enquiry';

/** What an online-account request creates in the portal itself, once the CRM has the account. */
export interface CustomerRegistrationRequest {
  leadId: string;
  orgId: string;
  enquiry: Enquiry;
  /** The CRM records made for a new customer; absent for an address that is already a customer's. */
  crmAccountId?: string;
  opportunityId?: string;
  /** The host the request came to, so the password link returns the customer to the portal they used. */
  host?: string;
}

export interface RegisteredCustomer {
  userId: string;
  vehicleApplicationId: string;
}

/**
 * The seam to the accounts context: create the user, the calculator vehicle application with the
 * shortlist, and send the e-mail that lets the user create a password. Until it is bound the
 * online-account request stops after the CRM (docs/decisions/0900-lead-delivery-order.md).
 */
export interface CustomerRegistration {
  /** Whether the address is already a customer of the organisation (never told to the caller). */
  isRegistered(orgId: string, email: string): Promise<boolean>;
  register(request: CustomerRegistrationRequest): Promise<RegisteredCustomer>;
}
export const CUSTOMER_REGISTRATION = Symbol('CustomerRegistration');
