/**
 * @jest-environment node
 */
import { eachLike, interaction, like, regex, typename, webApiPact } from '../../testing/web-api-pact';
import { GetOrgProfilesByDomain } from './graphql/getOrgProfilesByDomain';

const pact = webApiPact();

const region = regex('^(AU|NZ)$', 'NZ');

const brandedProfile = {
  ...typename('OrgProfile'),
  orgId: like('org-1'),
  name: like('Example Fleet Leasing'),
  region,
  whiteLabel: {
    ...typename('WhiteLabel'),
    region,
    enableWhiteLabel: like(true),
    domains: eachLike('portal.example.org'),
    abn: like('9429041234567'),
    introducerName: like('Example Motors'),
    introducerAbn: like('9429047654321'),
    termsLink: like('https://example.org/terms'),
    privacyPolicy: like('https://example.org/privacy'),
  },
  calculator: {
    ...typename('CalculatorBranding'),
    headerLogo: like('https://example.org/logo.png'),
    headerLogoLink: like('https://example.org'),
    headerLinks: eachLike({
      ...typename('HeaderLink'),
      menuTitle: like('About us'),
      menuUrl: like('https://example.org/about'),
    }),
    headerColour: like('#002856'),
    headerImage: like('https://example.org/header.jpg'),
    footerColour: like('#f5f5f5'),
    disclaimerText: like('Estimates only.'),
    footerText: like('Leasing is provided by the example group.'),
    phoneNumber: like('0800 438 435'),
    primaryLogoRight: like('https://example.org/partner.png'),
  },
  pricingConfiguration: {
    ...typename('PricingConfiguration'),
    calculator: {
      ...typename('CalculatorPricing'),
      isCalculatorEnabled: like(true),
      manufacturersEnabled: like(true),
    },
  },
  theme: {
    ...typename('ScoreboardTheme'),
    primaryLogo: like('https://example.org/logo.png'),
    rightLogo: like('https://example.org/partner.png'),
    primaryImage: like('https://example.org/hero.jpg'),
    primaryColour: like('#002856'),
    phoneNumber: like('0800 438 435'),
    email: like('support@example.org'),
    website: like('https://example.org'),
    footerText: like('Leasing is provided by the example group.'),
    disclaimerHtml: like('<p>Estimates only.</p>'),
  },
  loginLogos: {
    ...typename('LoginLogos'),
    left: like('https://example.org/left.png'),
    right: like('https://example.org/right.png'),
  },
};

describe('getOrgProfilesByDomain, as the web app asks for it', () => {
  it('answers the branded profiles of the page host', () =>
    interaction(pact, {
      given: 'a fully branded organisation profile for the domain portal.example.org',
      uponReceiving: 'a request for the organisation profiles of the page host',
      document: GetOrgProfilesByDomain,
      // The page asks for the profiles of its own host.
      host: 'branded',
      variables: { domain: 'portal.example.org' },
      respondWith: { data: { getOrgProfilesByDomain: eachLike(brandedProfile) } },
    }).executeTest(async ({ client, document, variables }) => {
      const { data } = await client.query({ query: document, variables });
      expect(data?.getOrgProfilesByDomain[0]).toMatchObject({
        region: 'NZ',
        calculator: { headerLinks: [{ menuTitle: 'About us' }] },
        theme: { email: 'support@example.org' },
      });
    }));
});
