import type { OrgProfile } from './org-profile';
import { contactDetailsFor } from './contact-details';

/** A bare profile in the region; tests add the branding they need. */
function aProfile(
  changes: {
    theme?: OrgProfile['theme'];
    whiteLabel?: Partial<OrgProfile['whiteLabel']>;
    phone?: string;
  } = {},
): OrgProfile {
  return {
    orgId: 'org-1',
    name: 'Dealer',
    region: 'AU',
    whiteLabel: {
      region: 'AU',
      enableWhiteLabel: true,
      domains: ['dealer.example.com'],
      ...changes.whiteLabel,
    },
    calculator: { headerLinks: [], phoneNumber: changes.phone },
    pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: true } },
    theme: changes.theme ?? {},
    loginLogos: {},
  };
}

describe('contactDetailsFor', () => {
  it("falls back to the region's defaults and the provider's name", () => {
    expect(contactDetailsFor('NZ')).toEqual({
      phoneNumber: '0800 438 435',
      email: 'support@leaseportal.co.nz',
      termsLink: 'https://www.leaseportal.co.nz/terms-of-use',
      privacyLink: 'https://www.leaseportal.co.nz/privacy-policy',
      companyName: 'Lease Portal',
    });
    expect(contactDetailsFor('AU', aProfile({ theme: { phoneNumber: '  ' } })).phoneNumber).toBe(
      '1300 666 001',
    );
  });

  it("prefers the organisation's own contacts and introducer name", () => {
    const profile = aProfile({
      theme: { phoneNumber: '03 9000 0000', email: 'help@dealer.example.com' },
      whiteLabel: {
        termsLink: 'https://dealer.example.com/terms',
        privacyPolicy: 'https://dealer.example.com/privacy',
        introducerName: 'Dealer Finance',
      },
    });
    expect(contactDetailsFor('AU', profile)).toEqual({
      phoneNumber: '03 9000 0000',
      email: 'help@dealer.example.com',
      termsLink: 'https://dealer.example.com/terms',
      privacyLink: 'https://dealer.example.com/privacy',
      companyName: 'Dealer Finance',
    });
  });

  it("uses the calculator's phone number when the theme has none", () => {
    expect(contactDetailsFor('AU', aProfile({ phone: '1800 000 000' })).phoneNumber).toBe('1800 000 000');
  });
});
