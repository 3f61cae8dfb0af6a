import { act, screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { anOrgProfile } from '../../../testing/org-profile.fixture';

/** The calculator applicant's application, before the credit application is started. */
const aCalculatorApplication = {
  user: {
    id: 'user-1',
    orgId: 'org-1',
    firstName: 'Sam',
    lastName: 'Okafor',
    email: 'sam@example.com',
    region: 'AU',
    createdAt: '2026-11-01T00:00:00.000Z',
  },
  vehicleApplication: {
    applicationId: 'app-1',
    applicationType: 'calculator',
    orgUserId: 'user-1',
    scoreboard: { status: 'viewShortlist' },
  },
};

describe('the calculator home', () => {
  const scrollTo = window.scrollTo;
  afterEach(() => {
    window.scrollTo = scrollTo;
    window.localStorage.clear();
  });

  it('scrolls to the top and leaves without an error where scrollTo answers a promise, as Chromium’s does', async () => {
    const scrolled = jest.fn(() => Promise.resolve());
    window.scrollTo = scrolled as unknown as typeof window.scrollTo;
    const { router } = renderApp('/applications/app-1', {
      signedIn: true,
      api: { getOrgProfilesByDomain: [anOrgProfile()], getVehicleApplication: aCalculatorApplication },
    });
    expect(await screen.findByRole('button', { name: 'Get started' })).toBeTruthy();
    expect(scrolled).toHaveBeenCalledWith(0, 0);

    await act(() => router.navigate('/logout'));
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });
});
