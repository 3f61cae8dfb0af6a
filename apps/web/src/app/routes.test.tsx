import { screen, within } from '@testing-library/react';
import { renderApp } from '../testing/render-app';

async function pageTitle(name: string | RegExp) {
  return screen.findByRole('heading', { name });
}

function chrome() {
  return {
    header: screen.queryByRole('banner') !== null,
    footer: screen.queryByRole('contentinfo') !== null,
    stepper: screen.queryByRole('navigation', { name: 'Calculator steps' }) !== null,
  };
}

// Each route's page is a lazy chunk compiled on its first import: on a busy machine the first
// render of a large page takes longer than Jest's default 5 s.
jest.setTimeout(20_000);

describe('routes and layout rules', () => {
  afterEach(() => window.localStorage.clear());

  it.each([
    ['/calculator', 'Step 1. Choose your vehicle', { header: true, footer: false, stepper: true }],
    ['/calculator/search', 'Step 1. Choose your vehicle', { header: true, footer: false, stepper: true }],
    ['/calculator/results', 'Step 2. Vehicle results', { header: true, footer: false, stepper: true }],
    [
      '/calculator/shortlists',
      'Step 3. Your shortlisted vehicles',
      { header: true, footer: false, stepper: true },
    ],
    ['/calculator/enquire-now', 'Enquire now', { header: true, footer: false, stepper: false }],
    ['/calculator/thank-you', 'Thank you', { header: true, footer: false, stepper: false }],
    [
      '/reset-password?hash=h&email=e',
      'Set up New Password',
      { header: false, footer: true, stepper: false },
    ],
    ['/login?showLogin=false', 'Forgot your password?', { header: false, footer: true, stepper: false }],
  ])('%s shows "%s" to a visitor with its header, footer and stepper', async (path, title, expected) => {
    renderApp(path);
    await pageTitle(title);
    expect(chrome()).toEqual(expected);
  });

  it.each([
    ['/calculator', { header: true, footer: false, stepper: false }],
    ['/calculator/results', { header: true, footer: false, stepper: false }],
    ['/dashboard', { header: true, footer: false, stepper: false }],
  ])('hides the stepper from a signed-in customer on %s', async (path, expected) => {
    renderApp(path, { signedIn: true });
    await screen.findByRole('heading', { level: 1 });
    expect(chrome()).toEqual(expected);
  });

  it('sends / to the calculator', async () => {
    const { router } = renderApp('/');
    await pageTitle('Step 1. Choose your vehicle');
    expect(router.state.location.pathname).toBe('/calculator');
  });

  it.each([
    '/dashboard',
    '/applications/app-1',
    '/applications/app-1/businessDetails',
    '/applications/app-1/id-scan',
  ])('sends a visitor who is not signed in from %s to the login', async (path) => {
    const { router } = renderApp(path);
    await pageTitle('Login');
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['/applications/app-1/quotesign', 'Quote signing'],
    ['/applications/app-1/quotesign-mla', 'Lease signing'],
  ])('lets a visitor reach the e-signature return page %s', async (path, title) => {
    renderApp(path);
    expect(await pageTitle(title)).toBeTruthy();
  });

  // The built journey screens load the customer's application: with none in the fake API they show
  // the journey's 'No vehicle application found' notice; id-scan leads to the approvals step, whose
  // dialog the scan is.
  it.each([
    ['/applications/app-1', 'No vehicle application found'],
    ['/applications/app-1/orderVerification', 'No vehicle application found'],
    ['/applications/app-1/businessDetails', 'No vehicle application found'],
    ['/applications/app-1/approvals', 'No vehicle application found'],
    ['/applications/app-1/approvals-waiting', 'No vehicle application found'],
    ['/applications/app-1/application-on-hold', 'No vehicle application found'],
    ['/applications/app-1/secondary-waiting', 'No vehicle application found'],
    ['/applications/app-1/reviewAndSignContract', 'No vehicle application found'],
    ['/applications/app-1/id-scan', 'No vehicle application found'],
    ['/dashboard', 'Welcome'],
  ])('lets a signed-in customer reach %s', async (path, title) => {
    renderApp(path, { signedIn: true });
    expect(await pageTitle(title)).toBeTruthy();
  });

  it('shows the no-application notice with contact details at /applications', async () => {
    renderApp('/applications', { signedIn: true });
    await pageTitle('No vehicle application found');
    expect(
      screen.getByText("It looks like you don't have an active vehicle application in our system."),
    ).toBeTruthy();
    expect(within(screen.getByRole('main')).getByText('support@example.org')).toBeTruthy();
  });

  it('offers the customer login to visitors and the logout to signed-in customers', async () => {
    renderApp('/calculator');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Customer login' }).getAttribute('href')).toBe('/login');
    expect(within(header).queryByRole('link', { name: 'Logout' })).toBeNull();
  });

  it('signs out at /logout and lands on the login', async () => {
    const { router } = renderApp('/logout', { signedIn: true });
    await pageTitle('Login');
    expect(router.state.location.pathname).toBe('/login');
    expect(window.localStorage.length).toBe(0);
  });

  it('shows the error page at /error', async () => {
    renderApp('/error');
    expect(await pageTitle('Oops! There seems to be an issue')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
