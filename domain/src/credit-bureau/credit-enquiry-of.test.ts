import { anApplication } from '../application/vehicle-application.builder';
import { creditEnquiryOf } from './credit-enquiry-of';

describe("the credit enquiry's guarantee", () => {
  it("is the officer's answer for a company, and always given by a sole trader's owner (decision 1701)", () => {
    const company = (personalGuarantee: 'yes' | 'no') =>
      anApplication()
        .withJourney({
          entityDetails: { entityType: 'PRV' },
          businessDetails: { financeDetails: { personalGuarantee } },
        })
        .build();
    expect(creditEnquiryOf(company('yes'), 'AU', 'r1').personalGuarantee).toBe(true);
    expect(creditEnquiryOf(company('no'), 'AU', 'r1').personalGuarantee).toBe(false);
    const soleTrader = anApplication()
      .withJourney({ entityDetails: { entityType: 'IND' } })
      .build();
    expect(creditEnquiryOf(soleTrader, 'AU', 'r1').personalGuarantee).toBe(true);
  });
});
