import { screen, within } from '@testing-library/react';
import { regionDefaults } from '@lease-portal/domain';
import { renderWithBrand } from '../../testing/render-with-brand';
import { anOrgProfile } from '../../testing/org-profile.fixture';
import { SIGNED_IN_KEY } from '../session/signed-in-marker';
import { AppFooter } from './AppFooter';

describe('the footer', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the contact block, feedback, footer text, terms and privacy links', () => {
    renderWithBrand(<AppFooter />, 'NZ');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Give Feedback' }).getAttribute('href')).toBe(
      'mailto:support@example.org',
    );
    expect(footer.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe(
      'https://example.org/terms',
    );
    expect(footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      'https://example.org/privacy',
    );
    expect(footer.getByText('Leasing is provided by the example group.')).toBeTruthy();
    expect(footer.getByRole('link', { name: '0800 438 435' })).toBeTruthy();
    expect(footer.queryByRole('link', { name: 'Logout' })).toBeNull();
  });

  it('offers Logout to a signed-in customer', () => {
    window.localStorage.setItem(SIGNED_IN_KEY, 'yes');
    renderWithBrand(<AppFooter />, 'AU');
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/logout');
  });

  it('uses the AU default phone number when the profile has none', () => {
    renderWithBrand(<AppFooter />, 'AU', anOrgProfile({ region: 'AU' }));
    expect(screen.getByRole('link', { name: '1300 666 001' })).toBeTruthy();
  });

  it('uses the region default terms and privacy links when the profile has none', () => {
    const profile = anOrgProfile({ region: 'AU' });
    renderWithBrand(<AppFooter />, 'AU', {
      ...profile,
      whiteLabel: { ...profile.whiteLabel, termsLink: null, privacyPolicy: null },
    });
    const { termsLink, privacyLink } = regionDefaults('AU').contacts;
    expect(screen.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe(termsLink);
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(privacyLink);
  });

  it('paints the footer colour and picks the readable text tone for it', () => {
    const profile = anOrgProfile();
    renderWithBrand(<AppFooter />, 'NZ', {
      ...profile,
      calculator: { ...profile.calculator, footerColour: '#002856' },
    });
    const footer = screen.getByRole('contentinfo');
    expect(footer.className).toContain('lp-footer--light-text');
    expect(footer.style.backgroundColor).toBe('rgb(0, 40, 86)');
  });
});
