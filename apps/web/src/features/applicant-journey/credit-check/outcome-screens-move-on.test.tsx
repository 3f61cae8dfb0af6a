import { act, screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { anOrgProfile } from '../../../testing/org-profile.fixture';
import { APPLICATION_MOVES_POLL_MS } from './hooks/useApplicationMoves';

// Decision 2083: the outcome screens follow the application without the officer reloading, and the
// referral, on-hold and decline screens say the reference, when to expect an answer and whom to call.

const user = {
  id: 'user-1',
  orgId: 'org-1',
  firstName: 'Sam',
  lastName: 'Okafor',
  email: 'sam@example.com',
  region: 'AU',
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** A fake API whose application the test moves, as the server would. */
function movingApplication(scoreboard: Record<string, unknown>) {
  let current: Record<string, unknown> = {
    status: 'reviewAndSignContract',
    primaryApplicant: { userId: 'user-1', confirmed: 'yes' },
    quoteDetails: { primaryQuoteReference: 'Q-20931' },
    ...scoreboard,
  };
  return {
    move: (changes: Record<string, unknown>) => (current = { ...current, ...changes }),
    getVehicleApplication: () => ({
      user,
      vehicleApplication: {
        applicationId: 'app-1',
        applicationType: 'standard',
        orgUserId: 'user-1',
        scoreboard: current,
      },
    }),
  };
}

const render = (path: string, application: ReturnType<typeof movingApplication>) =>
  renderApp(path, {
    signedIn: true,
    api: {
      getOrgProfilesByDomain: [anOrgProfile()],
      getVehicleApplication: application.getVehicleApplication,
      creditCheck: [],
    },
  });

/** One poll of the outcome screens, and the answers it brings. */
const nextReading = () =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(APPLICATION_MOVES_POLL_MS + 100);
  });

jest.setTimeout(30_000);

describe('outcome screens that move on (decision 2083)', () => {
  beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
  afterEach(() => {
    jest.useRealTimers();
    window.localStorage.clear();
  });

  it('moves the on-hold page on by itself when Authorised Officer (2) finishes and the credit check approves', async () => {
    const application = movingApplication({
      statusCreditCheck: 'waiting',
      secondaryApplicant: {
        userId: 'user-2',
        firstName: 'Priya',
        lastName: 'Nair',
        identityVerificationStatus: null,
      },
    });
    const { router, unmount } = render('/applications/app-1/application-on-hold', application);
    expect(await screen.findByRole('heading', { name: 'Application on hold' })).toBeTruthy();
    expect(
      screen.getByText(
        'We are waiting for Priya Nair, your Authorised Officer (2), to complete their ID scan.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Q-20931')).toBeTruthy();
    expect(screen.getByText('Phone').nextElementSibling?.querySelector('a')?.getAttribute('href')).toMatch(
      /^tel:\d+/,
    );
    await screen.findByRole('button', { name: 'Log Out' });

    // Nothing moved: the page stays.
    await nextReading();
    expect(router.state.location.pathname).toBe('/applications/app-1/application-on-hold');

    application.move({
      statusCreditCheck: 'approved',
      secondaryApplicant: {
        userId: 'user-2',
        firstName: 'Priya',
        lastName: 'Nair',
        identityVerificationStatus: 'completed',
      },
    });
    await nextReading();
    expect(router.state.location.pathname).toBe('/applications/app-1/reviewAndSignContract');
    expect(await screen.findByRole('heading', { name: 'Your contract is ready to sign' })).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toMatch(/approved/);
    unmount();
  });

  it('opens the waiting screen when the hold is lifted before the decision comes', async () => {
    const application = movingApplication({
      statusCreditCheck: 'waiting',
      secondaryApplicant: { userId: 'user-2', identityVerificationStatus: null },
    });
    const { router, unmount } = render('/applications/app-1/application-on-hold', application);
    await screen.findByRole('button', { name: 'Log Out' });
    application.move({ statusCreditCheck: 'refer' });
    await nextReading();
    expect(router.state.location.pathname).not.toBe('/applications/app-1/application-on-hold');
    unmount();
  });

  it('moves on at once when the page is opened after the hold was lifted', async () => {
    const application = movingApplication({
      statusCreditCheck: 'approved',
      secondaryApplicant: { userId: 'user-2', identityVerificationStatus: 'completed' },
    });
    const { router, unmount } = render('/applications/app-1/application-on-hold', application);
    expect(await screen.findByRole('heading', { name: 'Your contract is ready to sign' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/applications/app-1/reviewAndSignContract');
    unmount();
  });

  it('shows a referral decided by the credit team without a reload', async () => {
    const application = movingApplication({ statusCreditCheck: 'refer' });
    const { unmount } = render('/applications/app-1/reviewAndSignContract', application);
    expect(
      await screen.findByRole('heading', { name: 'Your application has been sent for review.' }),
    ).toBeTruthy();
    expect(screen.getByText(/within one business day/)).toBeTruthy();
    expect(screen.getByText('Q-20931')).toBeTruthy();
    application.move({ statusCreditCheck: 'approved' });
    await nextReading();
    expect(await screen.findByRole('heading', { name: 'Your contract is ready to sign' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/ready to sign/);
    unmount();
  });

  it('gives a declined application its own screen, with the reference and whom to call', async () => {
    const application = movingApplication({ statusCreditCheck: 'declined' });
    const { unmount } = render('/applications/app-1/reviewAndSignContract', application);
    expect(
      await screen.findByRole('heading', { name: 'We are unable to approve your application at this time' }),
    ).toBeTruthy();
    expect(screen.queryByText('Your application has been sent for review.')).toBeNull();
    expect(screen.queryByText('You will be notified shortly on how to proceed.')).toBeNull();
    expect(screen.getByText(/^Questions\? Call us on /)).toBeTruthy();
    expect(screen.getByText('Q-20931')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
    unmount();
  });

  it('goes home when the lease is signed by everyone while the screen is open', async () => {
    const application = movingApplication({ statusCreditCheck: 'refer' });
    const { router, unmount } = render('/applications/app-1/reviewAndSignContract', application);
    await screen.findByRole('heading', { name: 'Your application has been sent for review.' });
    application.move({ statusCreditCheck: 'approved', status: 'finished' });
    await nextReading();
    expect(router.state.location.pathname).toBe('/applications/app-1');
    unmount();
  });
});

describe('the home after the credit check (decision 2083)', () => {
  afterEach(() => window.localStorage.clear());

  it('says a declined application is declined, not in progress', async () => {
    const { unmount } = render('/applications/app-1', movingApplication({ statusCreditCheck: 'declined' }));
    expect(await screen.findByRole('heading', { name: 'Your application was not approved' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Application in progress' })).toBeNull();
    expect(screen.getByText(/To talk about your options, call us on/)).toBeTruthy();
    unmount();
  });

  it('keeps a referred application in progress', async () => {
    const { unmount } = render('/applications/app-1', movingApplication({ statusCreditCheck: 'refer' }));
    expect(await screen.findByRole('heading', { name: 'Application in progress' })).toBeTruthy();
    unmount();
  });

  it('says what happens next once the lease is finished', async () => {
    const { unmount } = render(
      '/applications/app-1',
      movingApplication({ statusCreditCheck: 'approved', status: 'finished' }),
    );
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy();
    expect(screen.getByText(/arrange delivery/)).toBeTruthy();
    unmount();
  });
});
