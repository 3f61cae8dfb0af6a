import { fireEvent, screen, within } from '@testing-library/react';
import { Icons, IconSize } from '@blueprintjs/icons';
import { PROVIDER_NAME } from '@lease-portal/domain';
import { renderWithBrand } from '../../testing/render-with-brand';
import { anOrgProfile } from '../../testing/org-profile.fixture';
import { SIGNED_IN_KEY } from '../session/signed-in-marker';
import { AppHeader } from './AppHeader';

const profile = anOrgProfile();
const branded = anOrgProfile({
  whiteLabel: { ...profile.whiteLabel, introducerName: 'Example Motors' },
  calculator: {
    ...profile.calculator,
    headerLogo: '/images/logo.png',
    headerLogoLink: 'https://dealer.example.org',
    headerColour: '#123456',
    phoneNumber: '09 123 4567',
  },
});

describe('the header', () => {
  // Icons load lazily; loaded first, they render at once instead of updating after the test.
  beforeAll(() => Icons.load(['menu', 'cross'], IconSize.STANDARD));
  afterEach(() => window.localStorage.clear());

  it('links the logo to the configured header logo link', () => {
    renderWithBrand(<AppHeader />, 'NZ', branded);
    const logo = screen.getByRole('img', { name: 'Example Motors' });
    expect(logo.closest('a')?.getAttribute('href')).toBe('https://dealer.example.org');
    expect(screen.getByRole('banner').style.backgroundColor).toBe('rgb(18, 52, 86)');
  });

  it('keeps a sized place for the logo, so nothing moves when it arrives', () => {
    renderWithBrand(<AppHeader />, 'NZ', branded);
    const logo = screen.getByRole('img', { name: 'Example Motors' });
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['220', '48']);
  });

  it('links the logo to the calculator when nothing else applies', () => {
    renderWithBrand(<AppHeader />, 'NZ');
    expect(screen.getByRole('link', { name: PROVIDER_NAME }).getAttribute('href')).toBe('/calculator');
  });

  it('lists the configured header links, the phone number and the customer login', () => {
    renderWithBrand(<AppHeader />, 'NZ', branded);
    const menu = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(menu.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe(
      'https://example.org/about',
    );
    expect(menu.getByRole('link', { name: '09 123 4567' }).getAttribute('href')).toBe('tel:091234567');
    expect(menu.getByRole('link', { name: 'Customer login' }).getAttribute('href')).toBe('/login');
  });

  it('offers Logout instead once signed in', () => {
    window.localStorage.setItem(SIGNED_IN_KEY, 'yes');
    renderWithBrand(<AppHeader />, 'NZ');
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByRole('link', { name: 'Customer login' })).toBeNull();
  });

  it('opens and closes the menu on small screens with a labelled toggle', () => {
    renderWithBrand(<AppHeader />, 'NZ');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
