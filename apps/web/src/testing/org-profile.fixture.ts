import type { GetOrgProfilesByDomainQuery } from '../gql/graphql';

type AnsweredProfile = GetOrgProfilesByDomainQuery['getOrgProfilesByDomain'][number];

/** An organisation profile as the API answers it, for tests; override what the test is about. */
export function anOrgProfile(overrides: Partial<AnsweredProfile> = {}): AnsweredProfile {
  return {
    orgId: 'org-1',
    name: 'Fleet Partners Example',
    region: 'NZ',
    whiteLabel: {
      region: 'NZ',
      enableWhiteLabel: true,
      domains: ['localhost'],
      abn: null,
      introducerName: null,
      introducerAbn: null,
      termsLink: 'https://example.org/terms',
      privacyPolicy: 'https://example.org/privacy',
    },
    calculator: {
      headerLogo: null,
      headerLogoLink: null,
      headerLinks: [{ menuTitle: 'About us', menuUrl: 'https://example.org/about' }],
      headerColour: null,
      headerImage: null,
      footerColour: null,
      disclaimerText: null,
      footerText: 'Leasing is provided by the example group.',
      phoneNumber: null,
      primaryLogoRight: null,
    },
    pricingConfiguration: {
      calculator: { isCalculatorEnabled: true, manufacturersEnabled: true },
    },
    theme: {
      primaryLogo: null,
      rightLogo: null,
      primaryImage: null,
      primaryColour: null,
      phoneNumber: null,
      email: 'support@example.org',
      website: null,
      footerText: null,
      disclaimerHtml: null,
    },
    loginLogos: { left: null, right: null },
    ...overrides,
  };
}
