import type { CreditEnquiry, CreditEnquiryState } from './credit-enquiry';

/**
 * The credit decision service (a bureau enquiry and the lender's engine behind it): submit once per
 * reference, then ask for the decision. Modelled on bureau APIs with a subscriber reference and a poll.
 * An unreachable service throws DomainError PARTNER_UNAVAILABLE; the same reference may be retried.
 */
export interface CreditBureau {
  /** Submits the enquiry; answers the enquiry already submitted for the same reference instead of a second. */
  submit(enquiry: CreditEnquiry): Promise<CreditEnquiryState>;
  /** The enquiry as the service knows it now; undefined when it has none with that reference. */
  enquiry(reference: string): Promise<CreditEnquiryState | undefined>;
}
export const CREDIT_BUREAU = Symbol('CreditBureau');
