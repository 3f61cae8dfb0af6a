import { DEFAULT_ORG_ID, defaultOrgProfile } from './default-org-profile';
import { regionDefaults } from './region-defaults';

describe('defaultOrgProfile', () => {
  it('defaults to the calculator default region, NZ, with the NZ contact number', () => {
    const profile = defaultOrgProfile();

    expect(profile.orgId).toBe(DEFAULT_ORG_ID);
    expect(profile.region).toBe('NZ');
    expect(profile.whiteLabel.region).toBe('NZ');
    expect(profile.calculator.phoneNumber).toBe('0800 438 435');
    expect(profile.theme.phoneNumber).toBe('0800 438 435');
  });

  it('uses the AU contact number for AU', () => {
    const profile = defaultOrgProfile('AU');

    expect(profile.region).toBe('AU');
    expect(profile.calculator.phoneNumber).toBe('1300 666 001');
  });

  it('takes e-mail and links from the region defaults, the one place contacts live', () => {
    const { contacts } = regionDefaults('NZ');
    const profile = defaultOrgProfile('NZ');

    expect(profile.theme.email).toBe(contacts.email);
    expect(profile.whiteLabel.termsLink).toBe(contacts.termsLink);
    expect(profile.whiteLabel.privacyPolicy).toBe(contacts.privacyLink);
  });

  it('enables the calculator and the default theme colour', () => {
    const profile = defaultOrgProfile();

    expect(profile.pricingConfiguration.calculator).toEqual({
      isCalculatorEnabled: true,
      manufacturersEnabled: true,
    });
    expect(profile.theme.primaryColour).toBe('#002856');
  });

  it('answers a fresh object, so one caller cannot change the default for the next', () => {
    defaultOrgProfile().calculator.headerLinks.push({ menuTitle: 'Changed', menuUrl: '/x' });

    expect(defaultOrgProfile().calculator.headerLinks).toEqual([]);
  });
});
