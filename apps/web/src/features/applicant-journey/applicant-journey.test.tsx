import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../testing/render-app';
import { anOrgProfile } from '../../testing/org-profile.fixture';

/** The officer of a quote issued by staff, signed in, before their first step (decision 1210). */
function anIssuedQuote(scoreboard: object = {}) {
  return {
    user: {
      id: 'officer-1',
      orgId: 'org-1',
      firstName: 'Jordan',
      lastName: 'Tran',
      email: 'jordan@example.com',
      region: 'AU',
      createdAt: '2026-11-01T00:00:00.000Z',
    },
    vehicleApplication: {
      applicationId: 'app-1',
      applicationType: 'standard',
      orgUserId: 'officer-1',
      scoreboard: {
        docusignStatus: 'none',
        primaryApplicant: {
          userId: 'officer-1',
          firstName: 'Jordan',
          lastName: 'Tran',
          email: 'jordan@example.com',
        },
        quoteDetails: { primaryQuoteReference: 'Q-2026-0042' },
        leaseDetails: { driveAwayPrice: 58990, monthlyRentalNet: 1120.5, terms: 48 },
        vehicleDetails: { make: 'Toyota', model: 'HiLux SR5' },
        ...scoreboard,
      },
    },
  };
}

describe('the primary applicant’s home and quote review', () => {
  afterEach(() => window.localStorage.clear());

  it('welcomes the nominated officer, lists four pending steps, and Proceed saves the first step and opens the quote', async () => {
    const saved: unknown[] = [];
    // The server answers the status saved: the quote review opens only at its own step (decision 2084).
    const started = anIssuedQuote({ status: 'orderVerification' });
    renderApp('/applications/app-1', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: () => (saved.length ? started : anIssuedQuote()),
        createOrUpdateProperty: (args: unknown) => {
          saved.push(args);
          return { status: '200', message: 'OK' };
        },
      },
    });

    expect(await screen.findByRole('heading', { name: 'Welcome Jordan' })).toBeTruthy();
    expect(screen.getByText(/You have been nominated as an authorised officer/)).toBeTruthy();
    expect(screen.getByText('Quote number: Q-2026-0042')).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'Application progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Step 1 Review QuotePending',
      'Step 2 Business Details & Credit ApplicationPending',
      'Step 3 ID Check & Application ReviewPending',
      'Step 4 Review & Sign Lease DocumentsPending',
    ]);
    expect(screen.queryByRole('button', { name: 'View Quote' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByRole('heading', { name: 'Review Quote' })).toBeTruthy();
    expect(saved).toEqual([
      { applicationId: 'app-1', params: { propertyFirst: 'status', value: 'orderVerification' } },
    ]);
  });

  it('shows the organisation’s logo once on the home page, in the header, when it has no hero photo', async () => {
    const profile = anOrgProfile();
    const logo = 'https://cdn.example.org/logo.png';
    renderApp('/applications/app-1', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [{ ...profile, theme: { ...profile.theme, primaryLogo: logo } }],
        getVehicleApplication: anIssuedQuote(),
      },
    });
    await screen.findByRole('heading', { name: 'Welcome Jordan' });
    const logos = [...document.querySelectorAll('img')].filter((image) => image.getAttribute('src') === logo);
    expect(logos).toHaveLength(1);
  });

  it('shows the quote’s summary and, for electronic signing, Accept Quote & Continue', async () => {
    renderApp('/applications/app-1/orderVerification', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anIssuedQuote({ status: 'orderVerification' }),
      },
    });

    const summary = await screen.findByRole('table', { name: 'Quote summary' });
    const rows = within(summary)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Quote IDQ-2026-0042',
      'Vehicle MakeToyota',
      'ModelHiLux SR5',
      'Price$58,990.00 (ex. gst)',
      'Lease Term48 months (4 years)',
      'Monthly Rental$1,120.50 (ex. gst)',
      'Kilometres15,000 km a year',
      'Lease InclusionsWhat every lease includes',
    ]);
    fireEvent.click(within(summary).getByRole('button', { name: 'What every lease includes' }));
    expect(await screen.findByRole('dialog', { name: 'Lease inclusions' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept Quote & Continue' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download Quote' })).toBeNull();
  });

  it('offers Download Quote and Proceed to Credit Application when the quote is signed on paper', async () => {
    renderApp('/applications/app-1/orderVerification', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: anIssuedQuote({
          status: 'orderVerification',
          wetSignature: { signType: 'wet' },
        }),
      },
    });

    expect(await screen.findByRole('button', { name: 'Download Quote' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proceed to Credit Application' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Quote & Continue' })).toBeNull();
  });
});

describe('the quote review and business details out of order (decision 2084)', () => {
  afterEach(() => window.localStorage.clear());

  const api = (status: string | undefined) => ({
    getOrgProfilesByDomain: [anOrgProfile()],
    getVehicleApplication: anIssuedQuote({
      status,
      docusignStatus: 'completed',
      primaryApplicant: {
        userId: 'officer-1',
        firstName: 'Jordan',
        lastName: 'Tran',
        email: 'jordan@example.com',
        confirmed: 'yes',
      },
      entityDetails: { entityName: 'Harbour City Plumbing Pty Ltd', abn: '41046822879', entityType: 'PRV' },
    }),
  });

  it('shows the accepted quote read-only, with Continue to the step the application is at', async () => {
    renderApp('/applications/app-1/orderVerification', { signedIn: true, api: api('approvals') });

    expect(await screen.findByText(/You have completed this step/)).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Quote summary' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Quote & Continue' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Send the quote to another authorised officer' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The ID check's page takes the place of the quote's.
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Quote summary' })).toBeNull());
  });

  it('shows business details read-only once the credit application is submitted, with nothing that saves', async () => {
    renderApp('/applications/app-1/businessDetails', { signedIn: true, api: api('approvals') });

    expect(await screen.findByText(/You have completed this step/)).toBeTruthy();
    expect(screen.getByText('Harbour City Plumbing Pty Ltd')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Authorised Officer (1)' })).getByText('Jordan Tran'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save & Close' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('sends business details, before the quote is accepted, to the quote review', async () => {
    renderApp('/applications/app-1/businessDetails', { signedIn: true, api: api('orderVerification') });

    expect(await screen.findByRole('heading', { name: 'Review Quote' })).toBeTruthy();
    expect(screen.queryByText(/You have completed this step/)).toBeNull();
  });
});

describe('Authorised Officer (2)’s home', () => {
  afterEach(() => window.localStorage.clear());

  it('says who invited them, for which business and vehicle, and their two tasks', async () => {
    const quote = anIssuedQuote({
      statusSecondary: null,
      companyDetails: { companyLegalName: 'Harbour Haulage Pty Ltd' },
      secondaryApplicant: {
        userId: 'officer-2',
        firstName: 'Sam',
        lastName: 'Okafor',
        email: 'sam@example.com',
      },
    });
    renderApp('/applications/app-1', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [anOrgProfile()],
        getVehicleApplication: {
          ...quote,
          user: {
            ...quote.user,
            id: 'officer-2',
            firstName: 'Sam',
            lastName: 'Okafor',
            email: 'sam@example.com',
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome Sam' })).toBeTruthy();
    expect(
      screen.getByText(
        'Jordan Tran has asked you to approve, as the second authorised officer for Harbour Haulage Pty Ltd, ' +
          'the lease of a Toyota HiLux SR5 from Lease Portal. You have two tasks: check your identity ' +
          'with your driver licence, then sign the lease documents online.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/complete a credit application/)).toBeNull();
  });
});
