import { ORG_PROFILES, type OrgProfile, type OrgProfiles } from '@lease-portal/domain';
import type { Container } from 'inversify';

/** A profile with every branding field set, so a pact can check the type of each one. */
export const fullyBrandedProfile: OrgProfile = {
  orgId: 'org-pact-fully-branded',
  name: 'Example Fleet Leasing',
  region: 'NZ',
  whiteLabel: {
    region: 'NZ',
    enableWhiteLabel: true,
    domains: ['portal.example.org'],
    abn: '9429041234567',
    introducerName: 'Example Motors',
    introducerAbn: '9429047654321',
    termsLink: 'https://example.org/terms',
    privacyPolicy: 'https://example.org/privacy',
  },
  calculator: {
    headerLogo: 'https://example.org/logo.png',
    headerLogoLink: 'https://example.org',
    headerLinks: [{ menuTitle: 'About us', menuUrl: 'https://example.org/about' }],
    headerColour: '#002856',
    headerImage: 'https://example.org/header.jpg',
    footerColour: '#f5f5f5',
    disclaimerText: 'Estimates only.',
    footerText: 'Leasing is provided by the example group.',
    phoneNumber: '0800 438 435',
    primaryLogoRight: 'https://example.org/partner.png',
  },
  pricingConfiguration: { calculator: { isCalculatorEnabled: true, manufacturersEnabled: true } },
  theme: {
    primaryLogo: 'https://example.org/logo.png',
    rightLogo: 'https://example.org/partner.png',
    primaryImage: 'https://example.org/hero.jpg',
    primaryColour: '#002856',
    phoneNumber: '0800 438 435',
    email: 'support@example.org',
    website: 'https://example.org',
    footerText: 'Leasing is provided by the example group.',
    disclaimerHtml: '<p>Estimates only.</p>',
  },
  loginLogos: { left: 'https://example.org/left.png', right: 'https://example.org/right.png' },
};

/** The provider states the web app's pacts name, each arranged through the portal's own ports. */
export function providerStates(container: Container): Record<string, () => Promise<void>> {
  const orgProfiles = () => container.get<OrgProfiles>(ORG_PROFILES);
  return {
    'a fully branded organisation profile for the domain portal.example.org': async () => {
      await orgProfiles().save(fullyBrandedProfile);
    },
    'the demo organisations exist': async () => undefined,
  };
}
