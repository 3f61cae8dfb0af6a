import { CALCULATOR_DEFAULT_REGION, type Region } from '../shared/region';
import { DEFAULT_THEME_COLOUR } from './branding';
import type { OrgProfile } from './org-profile';
import { PROVIDER_NAME, regionDefaults } from './region-defaults';

/** The profile served on a host that no organisation claims: the provider's own brand. */
export const DEFAULT_ORG_ID = 'default';

/**
 * The default branding, with the calculator and manufacturers enabled and the region's own
 * contacts. A new object each call, so that no caller can change the default for the others.
 */
export function defaultOrgProfile(region: Region = CALCULATOR_DEFAULT_REGION): OrgProfile {
  const { phoneNumber, email, termsLink, privacyLink } = regionDefaults(region).contacts;
  return {
    orgId: DEFAULT_ORG_ID,
    name: PROVIDER_NAME,
    region,
    whiteLabel: { region, enableWhiteLabel: false, domains: [], termsLink, privacyPolicy: privacyLink },
    calculator: { headerLinks: [], headerColour: DEFAULT_THEME_COLOUR, phoneNumber },
    pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: true } },
    theme: { primaryColour: DEFAULT_THEME_COLOUR, phoneNumber, email },
    loginLogos: {},
  };
}
