import { screen } from '@testing-library/react';
import { renderApp } from '../../testing/render-app';
import { anOrgProfile } from '../../testing/org-profile.fixture';
import { ORG_PROFILE_ELEMENT_ID } from './page-org-profile';

function pageCarries(profile: unknown) {
  const script = document.createElement('script');
  script.id = ORG_PROFILE_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = typeof profile === 'string' ? profile : JSON.stringify(profile);
  document.head.append(script);
}

/** The answer as the server's run of the operation gives it: every object names its type. */
function answerWithTypenames(region: 'AU' | 'NZ') {
  const profile = anOrgProfile({ region });
  const typed = <T extends object>(name: string, value: T) => ({ ...value, __typename: name });
  return {
    getOrgProfilesByDomain: [
      typed('OrgProfile', {
        ...profile,
        whiteLabel: typed('WhiteLabel', profile.whiteLabel),
        calculator: typed('CalculatorBranding', {
          ...profile.calculator,
          headerLinks: profile.calculator.headerLinks.map((link) => typed('HeaderLink', link)),
        }),
        pricingConfiguration: typed('PricingConfiguration', {
          calculator: typed('CalculatorPricing', profile.pricingConfiguration.calculator),
        }),
        theme: typed('ScoreboardTheme', profile.theme),
        loginLogos: typed('LoginLogos', profile.loginLogos),
      }),
    ],
  };
}

describe('the organisation profile sent with the page', () => {
  afterEach(() => document.getElementById(ORG_PROFILE_ELEMENT_ID)?.remove());

  it('brands the first render without asking the API', async () => {
    pageCarries({ domain: window.location.host, data: answerWithTypenames('AU') });
    const getOrgProfilesByDomain = jest.fn(() => [anOrgProfile({ region: 'NZ' })]);
    renderApp('/calculator', { api: { getOrgProfilesByDomain } });
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Business leasing calculator' })).toBeTruthy();
    expect(getOrgProfilesByDomain).not.toHaveBeenCalled();
  });

  it.each([
    ['another host', { domain: 'elsewhere.example.org', data: answerWithTypenames('AU') }],
    ['no answer', { domain: window.location.host }],
    ['broken JSON', '{"domain":'],
  ])('is ignored when it is for %s, and the app asks as before', async (_case, sent) => {
    pageCarries(sent);
    const getOrgProfilesByDomain = jest.fn(() => [anOrgProfile({ region: 'AU' })]);
    renderApp('/calculator', { api: { getOrgProfilesByDomain } });
    expect(await screen.findByRole('heading', { name: 'Business leasing calculator' })).toBeTruthy();
    expect(getOrgProfilesByDomain).toHaveBeenCalledTimes(1);
  });
});
