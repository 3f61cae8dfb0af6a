import type { OrgProfile } from '@lease-portal/domain';

/**
 * Two demo organisations with distinct branding, reachable locally as au.localhost and nz.localhost
 * on the portal's port. Fictional brands; the contacts are the provider's regional defaults.
 */
export const demoOrganisations: OrgProfile[] = [
  {
    orgId: 'org-au-demo',
    name: 'Southern Cross Fleet',
    region: 'AU',
    whiteLabel: {
      region: 'AU',
      enableWhiteLabel: true,
      domains: ['au.localhost'],
      abn: '51824753556',
      introducerName: 'Southern Cross Fleet',
      termsLink: 'https://example.com/au/terms-of-use',
      privacyPolicy: 'https://example.com/au/privacy-policy',
    },
    calculator: {
      headerLogo: '/images/brands/southern-cross-fleet.svg',
      headerLinks: [
        { menuTitle: 'About us', menuUrl: 'https://example.com/au/about' },
        { menuTitle: 'FAQ', menuUrl: 'https://example.com/au/faq' },
      ],
      headerColour: '#0b3d2e',
      footerColour: '#e8f1ec',
      disclaimerText:
        'Estimates are indicative only, include GST and assume 15,000 km a year. Final pricing is subject to credit approval.',
      footerText:
        'Southern Cross Fleet is a trading name of the provider. Leasing subject to credit approval.',
      phoneNumber: '1300 666 001',
    },
    pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: true } },
    theme: {
      primaryLogo: '/images/brands/southern-cross-fleet.svg',
      primaryColour: '#0b6e4f',
      phoneNumber: '1300 666 001',
      email: 'support.au@example.com',
      website: 'https://example.com/au',
      footerText: 'Southern Cross Fleet is a trading name of the provider.',
    },
    loginLogos: { left: '/images/brands/southern-cross-fleet.svg' },
    // Its leases are witnessed when signed electronically (decision 1701).
    contractSigning: { witnessRequired: true },
  },
  {
    orgId: 'org-nz-demo',
    name: 'Kiwi Fleet Leasing',
    region: 'NZ',
    whiteLabel: {
      region: 'NZ',
      enableWhiteLabel: true,
      domains: ['nz.localhost'],
      abn: '9429041883391',
      introducerName: 'Kiwi Fleet Leasing',
      termsLink: 'https://example.com/nz/terms-of-use',
      privacyPolicy: 'https://example.com/nz/privacy-policy',
    },
    calculator: {
      headerLogo: '/images/brands/kiwi-fleet-leasing.svg',
      headerLinks: [{ menuTitle: 'Why lease?', menuUrl: 'https://example.com/nz/why-lease' }],
      headerColour: '#1d1a4d',
      footerColour: '#1d1a4d',
      disclaimerText:
        'Estimates are indicative only, exclude GST and assume 15,000 km a year. Final pricing is subject to credit approval.',
      footerText: 'Kiwi Fleet Leasing is a trading name of the provider. Leasing subject to credit approval.',
      phoneNumber: '0800 438 435',
    },
    pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: true } },
    theme: {
      primaryLogo: '/images/brands/kiwi-fleet-leasing.svg',
      primaryColour: '#5b2a86',
      phoneNumber: '0800 438 435',
      email: 'support.nz@example.com',
      website: 'https://example.com/nz',
      footerText: 'Kiwi Fleet Leasing is a trading name of the provider.',
    },
    loginLogos: { left: '/images/brands/kiwi-fleet-leasing.svg' },
  },
];
