import { act, fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { anOrgProfile } from '../../../testing/org-profile.fixture';

const user = {
  id: 'user-1',
  orgId: 'org-1',
  firstName: 'Sam',
  lastName: 'Okafor',
  email: 'sam@example.com',
  region: 'AU',
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** The signed-in user's application at review and sign, as both the journey and the credit screens read it. */
function anApplication(scoreboard: Record<string, unknown>, applicationType = 'standard') {
  return {
    user,
    vehicleApplication: {
      applicationId: 'app-1',
      applicationType,
      orgUserId: 'user-1',
      scoreboard: {
        status: 'reviewAndSignContract',
        primaryApplicant: { userId: 'user-1', confirmed: 'yes' },
        ...scoreboard,
      },
    },
  };
}

const render = (
  path: string,
  scoreboard: Record<string, unknown>,
  api: Record<string, unknown> = {},
  type?: string,
) =>
  renderApp(path, {
    signedIn: true,
    api: {
      getOrgProfilesByDomain: [anOrgProfile()],
      getVehicleApplication: anApplication(scoreboard, type),
      ...api,
    },
  });

// Each test renders the whole app; a busy machine needs more than Jest's five seconds.
jest.setTimeout(20_000);

describe('the credit-check screens', () => {
  afterEach(() => window.localStorage.clear());

  it('sends a referred calculator applicant back to their shortlist on the dashboard', async () => {
    const { router } = render(
      '/applications/app-1/reviewAndSignContract',
      { statusCreditCheck: 'refer' },
      {},
      'calculator',
    );
    expect(
      await screen.findByRole('heading', { name: 'Your application has been sent for review.' }),
    ).toBeTruthy();
    expect(screen.getByText('You will be notified shortly on how to proceed.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Return to shortlist' })));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('offers a referred officer only Log Out', async () => {
    render('/applications/app-1/reviewAndSignContract', { statusCreditCheck: 'referred' });
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return to shortlist' })).toBeNull();
  });

  it('shows an approved contract ready to sign', async () => {
    render('/applications/app-1/reviewAndSignContract', { statusCreditCheck: 'approved' });
    expect(await screen.findByRole('heading', { name: 'Your contract is ready to sign' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Lease' })).toBeTruthy();
  });

  it('names the paper signing Review & Sign Contract', async () => {
    render('/applications/app-1/reviewAndSignContract', {
      statusCreditCheck: 'approved',
      wetSignature: { signType: 'wet' },
    });
    expect(await screen.findByRole('button', { name: 'Review & Sign Contract' })).toBeTruthy();
  });

  it('sends a waiting application to the on-hold screen, which offers only Log Out while Authorised Officer (2) is not done', async () => {
    const { router } = render('/applications/app-1/reviewAndSignContract', {
      statusCreditCheck: 'waiting',
      secondaryApplicant: { userId: 'user-2', identityVerificationStatus: null },
    });
    expect(
      await screen.findByText(
        'Your application will be submitted once Authorised Officer (2) completes their ID scan',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/applications/app-1/application-on-hold');
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resubmit Application' })).toBeNull();
  });

  it('resubmits with the application only once Authorised Officer (2) is done, then waits for the decision', async () => {
    const submitted: unknown[] = [];
    const { router, unmount } = render(
      '/applications/app-1/application-on-hold',
      {
        statusCreditCheck: 'waiting',
        secondaryApplicant: { userId: 'user-2', identityVerificationStatus: 'completed' },
      },
      {
        submitCreditCheck: ({ payload }: { payload: unknown }) => {
          submitted.push(payload);
          return { id_reference_internal: null, status: 'pending', result: null };
        },
      },
    );
    const resubmit = await screen.findByRole('button', { name: 'Resubmit Application' }, { timeout: 10_000 });
    await act(async () => fireEvent.click(resubmit));
    await screen.findByText(/Please wait while we submit your application/, {}, { timeout: 10_000 });
    expect(submitted).toEqual([{ applicationId: 'app-1' }]);
    expect(router.state.location.pathname).toBe('/applications/app-1/approvals-waiting');
    unmount();
  });

  it('tells Authorised Officer (2) their ID check is complete until the contract is ready', async () => {
    renderApp('/applications/app-1/reviewAndSignContract', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anApplication({
          statusCreditCheck: 'refer',
          statusSecondary: 'reviewAndSignContract',
          primaryApplicant: { userId: 'user-9', confirmed: 'yes' },
          secondaryApplicant: { userId: 'user-1', identityVerificationStatus: 'completed' },
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'ID Check Complete' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });
});
