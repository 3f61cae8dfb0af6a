import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { anOrgProfile } from '../../../testing/org-profile.fixture';

// Decision 2091: the finished home offers the signed documents to download.

const user = {
  id: 'user-1',
  orgId: 'org-1',
  firstName: 'Sam',
  lastName: 'Okafor',
  email: 'sam@example.com',
  region: 'AU',
  createdAt: '2026-11-01T00:00:00.000Z',
};

const anApplication = (scoreboard: Record<string, unknown>) => ({
  user,
  vehicleApplication: {
    applicationId: 'app-1',
    applicationType: 'standard',
    orgUserId: 'user-1',
    scoreboard: {
      statusCreditCheck: 'approved',
      primaryApplicant: { userId: 'user-1', confirmed: 'yes' },
      ...scoreboard,
    },
  },
});

describe('the finished home', () => {
  afterEach(() => window.localStorage.clear());

  it('downloads the signed documents the portal answers, each under its name', async () => {
    const saved: { name: string; href: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    const asked: unknown[] = [];
    const { unmount } = renderApp('/applications/app-1', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anApplication({ status: 'finished' }),
        creditCheck: [],
        signedDocuments: (args: unknown) => {
          asked.push(args);
          return {
            files: [{ url: 'data:application/pdf;base64,JVBERi0=', fileName: 'Signed_Lease_Documents.pdf' }],
          };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download signed documents' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { name: 'Signed_Lease_Documents.pdf', href: 'data:application/pdf;base64,JVBERi0=' },
      ]),
    );
    expect(asked).toEqual([{ applicationId: 'app-1' }]);
    click.mockRestore();
    unmount();
  });

  it('offers no download before the lease is finished', async () => {
    const { unmount } = renderApp('/applications/app-1', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anApplication({ status: 'reviewAndSignContract' }),
        creditCheck: [],
      },
    });
    expect(
      await screen.findByRole('heading', { name: /Application in progress|ready to sign/ }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download signed documents' })).toBeNull();
    unmount();
  });
});
