import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderApp } from '../../../testing/render-app';
import { anOrgProfile } from '../../../testing/org-profile.fixture';

// Decision 2094: the on-hold page offers Authorised Officer (1) to send Authorised Officer (2)'s
// invitation again, says it went, and keeps the button from sending a burst.

const user = {
  id: 'user-1',
  orgId: 'org-1',
  firstName: 'Sam',
  lastName: 'Okafor',
  email: 'sam@example.com',
  region: 'AU',
  createdAt: '2026-11-01T00:00:00.000Z',
};

const onHold = (secondaryApplicant: Record<string, unknown> = {}) => ({
  user,
  vehicleApplication: {
    applicationId: 'app-1',
    applicationType: 'standard',
    orgUserId: 'user-1',
    scoreboard: {
      status: 'reviewAndSignContract',
      statusCreditCheck: 'waiting',
      primaryApplicant: { userId: 'user-1', confirmed: 'yes' },
      secondaryApplicant: {
        userId: 'user-2',
        firstName: 'Priya',
        lastName: 'Nair',
        identityVerificationStatus: null,
        ...secondaryApplicant,
      },
    },
  },
});

const render = (resendSecondaryInvitation: unknown, application = onHold()) =>
  renderApp('/applications/app-1/application-on-hold', {
    signedIn: true,
    api: {
      getOrgProfilesByDomain: [anOrgProfile()],
      getVehicleApplication: () => application,
      creditCheck: [],
      resendSecondaryInvitation,
    },
  });

jest.setTimeout(30_000);

describe("resending Authorised Officer (2)'s invitation from the on-hold page (decision 2094)", () => {
  afterEach(() => window.localStorage.clear());

  it('sends once, busy while sending, then says so and waits before another', async () => {
    const calls: unknown[] = [];
    let answer!: (value: unknown) => void;
    const { unmount } = render((args: unknown) => {
      calls.push(args);
      return new Promise((resolve) => (answer = resolve));
    });
    const button = await screen.findByRole('button', { name: 'Resend Invitation' });
    expect(
      screen.getByText(
        'If they have not received their invitation, or it has expired, you can send it again: they get a new link to set their password.',
      ),
    ).toBeTruthy();

    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(calls).toEqual([{ applicationId: 'app-1' }]));
    // Busy while it sends: a further click sends nothing.
    fireEvent.click(screen.getByRole('button', { name: /Resend Invitation/ }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
    await act(async () => {
      answer({ status: '200', message: 'sent', nextResendAt: new Date(Date.now() + 600_000).toISOString() });
    });

    const status = await screen.findByRole('status', { name: '' });
    expect(status.textContent).toMatch(
      /^Invitation sent again to Priya Nair\. Only the newest link works\. You can send it again after .+\.$/,
    );
    const after = screen.getByRole('button', { name: 'Resend Invitation' });
    expect(after.hasAttribute('disabled') || after.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(after.getAttribute('aria-describedby')).toBe(status.id);
    unmount();
  });

  it("says the server's refusal when it is too soon, as an alert, and disables the button", async () => {
    const { unmount } = render(() => {
      throw new GraphQLError(
        'The invitation was sent again only a few minutes ago. You can send it again in 7 minutes.',
        {
          extensions: { code: 'NOT_ALLOWED', reason: 'LEASE_APPLICATION.INVITATION_RESENT_RECENTLY' },
        },
      );
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The invitation was sent again only a few minutes ago. You can send it again in 7 minutes.',
    );
    const button = screen.getByRole('button', { name: 'Resend Invitation' });
    expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').toBe(true);
    unmount();
  });

  it('says another failure clearly and lets the officer try again', async () => {
    const { unmount } = render(() => {
      throw new GraphQLError(
        'Authorised Officer (2) has already started their part: they can sign in with their own password.',
        {
          extensions: { code: 'NOT_ALLOWED', reason: 'LEASE_APPLICATION.SECONDARY_ALREADY_STARTED' },
        },
      );
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Authorised Officer (2) has already started their part: they can sign in with their own password.',
    );
    const button = screen.getByRole('button', { name: 'Resend Invitation' });
    expect(button.hasAttribute('disabled')).toBe(false);
    unmount();
  });

  it('is not offered once Authorised Officer (2) finished their ID check', async () => {
    const { unmount } = render(() => null, onHold({ identityVerificationStatus: 'completed' }));
    await screen.findByRole('button', { name: 'Resubmit Application' });
    expect(screen.queryByRole('button', { name: 'Resend Invitation' })).toBeNull();
    unmount();
  });
});
