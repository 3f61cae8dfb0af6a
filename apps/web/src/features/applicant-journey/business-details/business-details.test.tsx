import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderApp } from '../../../testing/render-app';
import { anOrgProfile } from '../../../testing/org-profile.fixture';

// The accordion is tested on its own; here it only has to be mounted once the officers are settled.
jest.mock('./credit-application/CreditApplicationAccordion', () => ({
  CreditApplicationAccordion: ({ loaded }: { loaded: { application: { applicationId: string } } }) => (
    <section aria-label="Credit application" data-application={loaded.application.applicationId} />
  ),
}));

const AU = anOrgProfile({
  region: 'AU',
  whiteLabel: { ...anOrgProfile().whiteLabel, region: 'AU' },
});
const NZ = anOrgProfile();

const PATH = '/applications/app-1/businessDetails';
const OFFICER = {
  userId: 'officer-1',
  firstName: 'Jordan',
  lastName: 'Tran',
  email: 'jordan@example.com',
  phone: '0412345678',
};
const HARBOUR = {
  entityName: 'Harbour City Plumbing Pty Ltd',
  abn: '51824753556',
  entityType: 'PRV',
  industry: 'E',
  subDivision: '30',
  subGroup: '301',
};

/** The signed-in officer and their application at the business details step. */
function anApplication({
  type = 'standard',
  region = 'AU',
  scoreboard = {},
}: { type?: 'standard' | 'calculator'; region?: 'AU' | 'NZ'; scoreboard?: object } = {}) {
  return {
    user: {
      id: 'officer-1',
      orgId: 'org-1',
      firstName: 'Jordan',
      lastName: 'Tran',
      email: 'jordan@example.com',
      region,
      createdAt: '2026-11-01T00:00:00.000Z',
    },
    vehicleApplication: {
      applicationId: 'app-1',
      applicationType: type,
      orgUserId: 'officer-1',
      scoreboard: {
        status: 'businessDetails',
        docusignStatus: 'completed',
        primaryApplicant: type === 'standard' ? OFFICER : null,
        quoteDetails: { primaryQuoteReference: 'Q-2026-0042' },
        leaseDetails: { driveAwayPrice: 58990, monthlyRentalNet: 1120.5, terms: 48 },
        vehicleDetails: { make: 'Toyota', model: 'HiLux SR5' },
        ...scoreboard,
      },
    },
  };
}

const ROWS = [
  {
    name: 'Harbour City Plumbing Pty Ltd',
    abn: '51824753556',
    status: 'Active',
    postCode: '2038',
    stateCode: 'NSW',
    entityType: 'PRV',
    registerNumber: '824753556',
  },
  {
    name: 'Harbour Lights Cafe',
    abn: '11222333444',
    status: 'Active',
    postCode: '2000',
    stateCode: 'NSW',
    entityType: 'IND',
    registerNumber: null,
  },
];

const CLASSIFICATION = {
  industries: [
    { docId: 'E', name: 'Construction' },
    { docId: 'G', name: 'Retail Trade' },
  ],
  subDivisions: ({ param }: { param: string }) =>
    param === 'E'
      ? [
          { docId: '30', name: 'Building Construction' },
          { docId: '32/A', name: 'Construction Services' },
        ]
      : [{ docId: '39', name: 'Motor Vehicle Retailing' }],
  subGroups: ({ subDivisionId }: { industryId: string; subDivisionId: string }) =>
    subDivisionId === '30'
      ? [{ docId: '301', name: 'Residential Building Construction' }]
      : [{ docId: '323', name: 'Building Installation Services' }],
};

const sections = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

const pathOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

async function lookUp(text: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Company Lookup' }));
  const dialog = await screen.findByRole('dialog', { name: 'Company Lookup' });
  fireEvent.change(within(dialog).getByLabelText('ABN or company name'), { target: { value: text } });
  return dialog;
}

function fill(scope: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(scope).getByLabelText(label);
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  }
}

describe('business details: the business is confirmed first', () => {
  afterEach(() => window.localStorage.clear());

  it('shows step 2 of the progress and the three sections in the standard order', async () => {
    renderApp(PATH, {
      signedIn: true,
      api: { getOrgProfilesByDomain: [AU], getVehicleApplication: anApplication(), ...CLASSIFICATION },
    });
    expect(
      await screen.findByRole('heading', { name: 'Business Details & Credit Application' }),
    ).toBeTruthy();
    expect(sections()).toEqual(['Authorised Officer (1)', 'Authorised Officer (2)', 'Business Details']);
    const steps = within(screen.getByRole('list', { name: 'Application progress' })).getAllByRole('listitem');
    expect(steps[1]!.textContent).toContain('In Progress');
    expect(steps[0]!.textContent).toContain('Completed');
    // The named officer shows, unconfirmed, and the credit application waits for the officers.
    expect(screen.getByText('Nominated, not yet confirmed')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Credit application' })).toBeNull();
  });

  it('searches from 4 characters, lists registration number, name, postcode and state, and says when nothing is found', async () => {
    const searches: unknown[] = [];
    renderApp(PATH, {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [AU],
        getVehicleApplication: anApplication(),
        ...CLASSIFICATION,
        getBusinessInfo: (args: { param: string }) => {
          searches.push(args);
          return { rows: args.param === 'zzzz' ? [] : ROWS };
        },
      },
    });
    const dialog = await lookUp('Har');
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    expect(searches).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Search' })).toHaveProperty('disabled', true);

    fireEvent.change(within(dialog).getByLabelText('ABN or company name'), { target: { value: 'Harb' } });
    const table = await within(dialog).findByRole('table', { name: 'Companies found' });
    expect(searches).toEqual([{ param: 'Harb', region: 'AU' }]);
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ChooseRegistration numberNamePostcodeState',
      '51 824 753 556Harbour City Plumbing Pty Ltd2038NSW',
      '11222333444Harbour Lights Cafe2000NSW',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Select' })).toHaveProperty('disabled', true);

    fireEvent.change(within(dialog).getByLabelText('ABN or company name'), { target: { value: 'zzzz' } });
    expect(await within(dialog).findByText('Result is empty.')).toBeTruthy();

    // Search pressed before the pause is over searches at once, and only once.
    searches.length = 0;
    fireEvent.change(within(dialog).getByLabelText('ABN or company name'), { target: { value: 'Harbour' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    expect(searches).toEqual([{ param: 'Harbour', region: 'AU' }]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Company Lookup' })).toBeNull());
  });

  it('offers Try Again when the search fails, and searches again with it', async () => {
    let calls = 0;
    renderApp(PATH, {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [AU],
        getVehicleApplication: anApplication(),
        ...CLASSIFICATION,
        getBusinessInfo: () => {
          calls += 1;
          if (calls === 1)
            throw new GraphQLError('Registry down', { extensions: { code: 'PARTNER_UNAVAILABLE' } });
          return { rows: ROWS };
        },
      },
    });
    const dialog = await lookUp('Harbour');
    expect(await screen.findByText('The company search is not available just now.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByRole('table', { name: 'Companies found' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('shows the chosen company read-only, clears the lower levels when a level changes, and confirms it', async () => {
    const saved: unknown[] = [];
    const subGroupCalls: unknown[] = [];
    let confirmed = false;
    renderApp(PATH, {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [AU],
        getVehicleApplication: () =>
          anApplication({ scoreboard: confirmed ? { entityDetails: HARBOUR } : {} }),
        ...CLASSIFICATION,
        subGroups: (args: { industryId: string; subDivisionId: string }) => {
          subGroupCalls.push(args);
          return CLASSIFICATION.subGroups(args);
        },
        getBusinessInfo: () => ({ rows: ROWS }),
        createOrUpdateProperty: (args: unknown) => {
          saved.push(args);
          confirmed = true;
          return { status: '200', message: 'OK' };
        },
      },
    });
    const dialog = await lookUp('Harbour');
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Harbour City Plumbing Pty Ltd' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select' }));

    const officer1 = screen.getByRole('region', { name: 'Authorised Officer (1)' });
    const fields = within(officer1)
      .getAllByRole('definition')
      .map((field) => field.textContent);
    expect(fields).toEqual(
      expect.arrayContaining(['Jordan Tran', 'Harbour City Plumbing Pty Ltd', '51 824 753 556']),
    );
    expect(within(officer1).getByText('Legal Name')).toBeTruthy();
    expect(within(officer1).getByText('Legal Company Name')).toBeTruthy();
    expect(within(officer1).getByText('ABN')).toBeTruthy();

    const confirm = within(officer1).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    const industry = within(officer1).getByLabelText('Industry');
    await within(officer1).findByRole('option', { name: 'Construction' });
    fireEvent.change(industry, { target: { value: 'E' } });
    const subDivision = within(officer1).getByLabelText('Sub Division');
    await within(officer1).findByRole('option', { name: 'Construction Services' });
    fireEvent.change(subDivision, { target: { value: '32/A' } });
    const subGroup = within(officer1).getByLabelText('Sub Group');
    await within(officer1).findByRole('option', { name: 'Building Installation Services' });
    // journey §7: '/' in the sub division's id is sent as '|'.
    expect(subGroupCalls).toContainEqual({ industryId: 'E', subDivisionId: '32|A' });
    fireEvent.change(subGroup, { target: { value: '323' } });

    // Changing the sub division clears the sub group; changing the industry clears both.
    fireEvent.change(subDivision, { target: { value: '30' } });
    expect((subGroup as HTMLSelectElement).value).toBe('');
    fireEvent.change(industry, { target: { value: 'G' } });
    expect((subDivision as HTMLSelectElement).value).toBe('');
    expect((subGroup as HTMLSelectElement).value).toBe('');
    expect(confirm).toHaveProperty('disabled', true);

    fireEvent.change(industry, { target: { value: 'E' } });
    await within(officer1).findByRole('option', { name: 'Building Construction' });
    fireEvent.change(subDivision, { target: { value: '30' } });
    await within(officer1).findByRole('option', { name: 'Residential Building Construction' });
    fireEvent.change(subGroup, { target: { value: '301' } });
    fireEvent.click(confirm);

    expect(
      await screen.findByRole('group', {
        name: 'Do you wish to continue as the nominated Authorised Officer?',
      }),
    ).toBeTruthy();
    expect(saved).toEqual([
      {
        applicationId: 'app-1',
        params: {
          propertyFirst: 'entityDetails',
          entityObj: {
            name: 'Harbour City Plumbing Pty Ltd',
            abn: '51824753556',
            status: 'Active',
            postCode: '2038',
            stateCode: 'NSW',
            entityType: 'PRV',
            registerNumber: '824753556',
          },
          entityDetails: { industry: 'E', subDivision: '30', subGroup: '301' },
        },
      },
    ]);
  });

  it('tells an entity type that is not allowed that the team will be in touch: Change reopens the lookup, Confirm & Logout signs out', async () => {
    const { router } = renderApp(PATH, {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [AU],
        getVehicleApplication: anApplication(),
        ...CLASSIFICATION,
        getBusinessInfo: () => ({ rows: ROWS }),
        createOrUpdateProperty: () => ({ status: '200', message: 'NOT_ALLOWED' }),
      },
    });
    const dialog = await lookUp('Harbour');
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Harbour City Plumbing Pty Ltd' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    const officer1 = screen.getByRole('region', { name: 'Authorised Officer (1)' });
    await within(officer1).findByRole('option', { name: 'Construction' });
    fireEvent.change(within(officer1).getByLabelText('Industry'), { target: { value: 'E' } });
    await within(officer1).findByRole('option', { name: 'Building Construction' });
    fireEvent.change(within(officer1).getByLabelText('Sub Division'), { target: { value: '30' } });
    await within(officer1).findByRole('option', { name: 'Residential Building Construction' });
    fireEvent.change(within(officer1).getByLabelText('Sub Group'), { target: { value: '301' } });
    fireEvent.click(within(officer1).getByRole('button', { name: 'Confirm' }));

    const notice = await screen.findByRole('dialog', { name: 'Thank you' });
    expect(
      within(notice).getByText(
        'Thank you, due to your entity type our team has been alerted and will be in contact to progress your application quickly.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('dialog', { name: 'Company Lookup' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(within(officer1).getByRole('button', { name: 'Confirm' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Thank you' })).getByRole('button', {
        name: 'Confirm & Logout',
      }),
    );
    await waitFor(() => expect(['/logout', '/login']).toContain(pathOf(router)));
  });

  it('labels an NZ sole trader’s name Trading as Name, beside the NZBN', async () => {
    renderApp(PATH, {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [NZ],
        getVehicleApplication: anApplication({ region: 'NZ' }),
        ...CLASSIFICATION,
        getBusinessInfo: () => ({
          rows: [{ ...ROWS[1], abn: '9429041234567', entityType: 'Sole_Trader', stateCode: 'AUK' }],
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Company Lookup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Company Lookup' });
    fireEvent.change(within(dialog).getByLabelText('NZBN or company name'), { target: { value: 'Harbour' } });
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Harbour Lights Cafe' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(await screen.findByText('Trading as Name')).toBeTruthy();
    expect(screen.getByText('NZBN')).toBeTruthy();
    expect(screen.queryByText('Legal Company Name')).toBeNull();
  });
});

describe('business details: a stored business that may not apply online, and failed lists', () => {
  afterEach(() => window.localStorage.clear());

  it('shows the entity-type notice on arrival when the stored business may not apply online', async () => {
    renderApp(PATH, {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [AU],
        getVehicleApplication: anApplication({
          scoreboard: { entityDetails: { ...HARBOUR, entityType: 'PTR' } },
        }),
        ...CLASSIFICATION,
      },
    });
    const notice = await screen.findByRole('dialog', { name: 'Thank you' });
    expect(within(notice).getByRole('button', { name: 'Confirm & Logout' })).toBeTruthy();
    expect(
      screen.queryByRole('group', { name: 'Do you wish to continue as the nominated Authorised Officer?' }),
    ).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'Change' }));
    expect(await screen.findByRole('dialog', { name: 'Company Lookup' })).toBeTruthy();
  });

  it('tells the officer when the industries cannot be loaded, and Try Again loads them', async () => {
    let calls = 0;
    renderApp(PATH, {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [AU],
        getVehicleApplication: anApplication(),
        ...CLASSIFICATION,
        industries: () => {
          calls += 1;
          if (calls === 1) throw new GraphQLError('Internal server error');
          return CLASSIFICATION.industries;
        },
        getBusinessInfo: () => ({ rows: ROWS }),
      },
    });
    const dialog = await lookUp('Harbour');
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Harbour City Plumbing Pty Ltd' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(await screen.findByText('The Industry list could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('option', { name: 'Construction' })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('treats a refusal of the business as an answer, not as a fault to retry', async () => {
    let calls = 0;
    renderApp(PATH, {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [AU],
        getVehicleApplication: anApplication(),
        ...CLASSIFICATION,
        getBusinessInfo: () => ({ rows: ROWS }),
        createOrUpdateProperty: () => {
          calls += 1;
          throw new GraphQLError('subGroup: Field is invalid', {
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { 'entityDetails.subGroup': ['Field is invalid'] },
            },
          });
        },
      },
    });
    const dialog = await lookUp('Harbour');
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Harbour City Plumbing Pty Ltd' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select' }));
    const officer1 = screen.getByRole('region', { name: 'Authorised Officer (1)' });
    await within(officer1).findByRole('option', { name: 'Construction' });
    fireEvent.change(within(officer1).getByLabelText('Industry'), { target: { value: 'E' } });
    await within(officer1).findByRole('option', { name: 'Building Construction' });
    fireEvent.change(within(officer1).getByLabelText('Sub Division'), { target: { value: '30' } });
    await within(officer1).findByRole('option', { name: 'Residential Building Construction' });
    fireEvent.change(within(officer1).getByLabelText('Sub Group'), { target: { value: '301' } });
    fireEvent.click(within(officer1).getByRole('button', { name: 'Confirm' }));
    expect(await within(officer1).findByText('Field is invalid')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Oops! There seems to be an issue' })).toBeNull();
    expect(calls).toBe(1);
  });
});

describe('business details: Authorised Officer (1)', () => {
  afterEach(() => window.localStorage.clear());

  it('offers only Logout to someone who is not the named officer', async () => {
    const { router } = renderApp(PATH, {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [AU],
        getVehicleApplication: anApplication({
          scoreboard: { primaryApplicant: { ...OFFICER, userId: 'someone-else' }, entityDetails: HARBOUR },
        }),
      },
    });
    const officer1 = await screen.findByRole('region', { name: 'Authorised Officer (1)' });
    expect(
      within(officer1)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Logout']);
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(within(officer1).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(['/logout', '/login']).toContain(pathOf(router)));
  });

  it('confirms the named officer who has more than one officer with Confirm & Continue', async () => {
    const sent: unknown[] = [];
    let confirmed = false;
    renderApp(PATH, {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [AU],
        getVehicleApplication: () =>
          anApplication({
            scoreboard: {
              entityDetails: { ...HARBOUR, ...(confirmed ? { hasSecondaryApplicant: 'yes' } : {}) },
              primaryApplicant: { ...OFFICER, confirmed: confirmed ? 'yes' : null },
            },
          }),
        selectPrimaryApplicant: (args: unknown) => {
          sent.push(args);
          confirmed = true;
          return { status: '200', message: 'OK' };
        },
      },
    });
    const officer1 = await screen.findByRole('region', { name: 'Authorised Officer (1)' });
    const question = within(officer1).getByRole('group', {
      name: 'Do you wish to continue as the nominated Authorised Officer?',
    });
    expect(within(officer1).queryByRole('button', { name: 'Confirm & Continue' })).toBeNull();
    fireEvent.click(within(question).getByRole('radio', { name: 'Yes' }));
    const more = within(officer1).getByRole('group', {
      name: 'Does the business have more than 1 Authorised Officer?',
    });
    const confirm = within(officer1).getByRole('button', { name: 'Confirm & Continue' });
    expect(confirm).toHaveProperty('disabled', true);
    fireEvent.click(within(more).getByRole('radio', { name: 'Yes' }));
    fireEvent.click(confirm);

    expect(await screen.findByText('Confirmed')).toBeTruthy();
    expect(sent).toEqual([{ isCurrentUserPrimary: true, vehicleApplicationStatus: 'yes' }]);
    // The focus follows to the section that asks the next question.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Authorised Officer (2)'));
    // More than one officer: the confirmed primary names the second before the credit application.
    const officer2 = screen.getByRole('region', { name: 'Authorised Officer (2)' });
    expect(within(officer2).getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Credit application' })).toBeNull();
  });

  it('does not ask a sole trader about more officers, and opens the credit application once confirmed', async () => {
    const sent: unknown[] = [];
    let confirmed = false;
    renderApp(PATH, {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [AU],
        getVehicleApplication: () =>
          anApplication({
            scoreboard: {
              entityDetails: { ...HARBOUR, entityType: 'IND' },
              primaryApplicant: { ...OFFICER, confirmed: confirmed ? 'yes' : null },
            },
          }),
        selectPrimaryApplicant: (args: unknown) => {
          sent.push(args);
          confirmed = true;
          return { status: '200', message: 'OK' };
        },
      },
    });
    const officer1 = await screen.findByRole('region', { name: 'Authorised Officer (1)' });
    fireEvent.click(within(officer1).getByRole('radio', { name: 'Yes' }));
    expect(screen.queryByText('Does the business have more than 1 Authorised Officer?')).toBeNull();
    fireEvent.click(within(officer1).getByRole('button', { name: 'Confirm & Continue' }));

    expect(await screen.findByRole('region', { name: 'Credit application' })).toBeTruthy();
    expect(sent).toEqual([{ isCurrentUserPrimary: true, vehicleApplicationStatus: '' }]);
    expect(
      screen.getByText('Not needed: a sole trader is the business’s only Authorised Officer.'),
    ).toBeTruthy();
  });

  it('No opens the nomination form: its rules, the server’s own messages, then the new-applicant dialog and sign-out', async () => {
    const sent: unknown[] = [];
    const { router } = renderApp(PATH, {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [AU],
        getVehicleApplication: anApplication({ scoreboard: { entityDetails: HARBOUR } }),
        selectPrimaryApplicant: (args: { userInfo: { email: string } }) => {
          sent.push(args);
          if (args.userInfo.email === 'taken@example.com') {
            throw new GraphQLError('Check the fields', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: { 'userInfo.email': ['That officer cannot be named'] },
              },
            });
          }
          return { status: '200', message: 'OK' };
        },
      },
    });
    const officer1 = await screen.findByRole('region', { name: 'Authorised Officer (1)' });
    fireEvent.click(within(officer1).getByRole('radio', { name: 'No' }));
    const form = within(officer1).getByRole('region', { name: 'Nominate the Authorised Officer' });
    const submit = within(form).getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);

    fill(form, { 'First name': 'A', 'Last name': 'B'.repeat(41), Email: 'sam@', 'Mobile number': '04123' });
    expect(within(form).getByText('Field value must have at least 2 characters.')).toBeTruthy();
    expect(within(form).getByText('Field value must have at most 40 characters.')).toBeTruthy();
    expect(within(form).getByText('Field needs to be an email address')).toBeTruthy();
    expect(within(form).getByText('Field value length must equal to 10')).toBeTruthy();
    // All filled, so the button is enabled; pressing it with errors sends nothing.
    fireEvent.click(submit);
    expect(sent).toEqual([]);

    fill(form, { Email: 'JORDAN@example.com' });
    expect(within(form).getByText('You can not reassigne the quote yourself')).toBeTruthy();

    fill(form, {
      'First name': 'Sam',
      'Last name': 'Lee',
      Email: 'taken@example.com',
      'Mobile number': '0412 345 679',
    });
    expect(within(form).queryByText(/Field /)).toBeNull();
    fireEvent.click(submit);
    expect(await within(form).findByText('That officer cannot be named')).toBeTruthy();
    expect((within(form).getByLabelText('First name') as HTMLInputElement).value).toBe('Sam');

    fill(form, { Email: 'sam@example.com' });
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'New Authorised Officer' });
    expect(within(dialog).getByText(/We have sent Sam Lee an invitation/)).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      isCurrentUserPrimary: false,
      vehicleApplicationStatus: '',
      userInfo: { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', phone: '0412345679' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(['/logout', '/login']).toContain(pathOf(router)));
  });

  it('shows a generic notification and keeps the form when sending fails', async () => {
    renderApp(PATH, {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [AU],
        getVehicleApplication: anApplication({ scoreboard: { entityDetails: HARBOUR } }),
        selectPrimaryApplicant: () => {
          throw new GraphQLError('Internal server error', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
        },
      },
    });
    const officer1 = await screen.findByRole('region', { name: 'Authorised Officer (1)' });
    fireEvent.click(within(officer1).getByRole('radio', { name: 'No' }));
    fill(officer1, {
      'First name': 'Sam',
      'Last name': 'Lee',
      Email: 'sam@example.com',
      'Mobile number': '0412345679',
    });
    fireEvent.click(within(officer1).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your answer could not be sent. Please try again.')).toBeTruthy();
    expect(screen.queryByText('Internal server error')).toBeNull();
    expect((within(officer1).getByLabelText('Email') as HTMLInputElement).value).toBe('sam@example.com');
  });
});

describe('business details: the calculator variant', () => {
  afterEach(() => window.localStorage.clear());

  it('has no progress column, puts the business first, and asks ‘Are you an Authorised Officer?’ with Continue', async () => {
    const sent: unknown[] = [];
    renderApp(PATH, {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [AU],
        getVehicleApplication: anApplication({ type: 'calculator', scoreboard: { entityDetails: HARBOUR } }),
        selectPrimaryApplicant: (args: unknown) => {
          sent.push(args);
          return { status: '200', message: 'OK' };
        },
      },
    });
    await screen.findByRole('heading', { name: 'Business Details & Credit Application' });
    expect(sections()).toEqual(['Business Details', 'Authorised Officer (1)', 'Authorised Officer (2)']);
    expect(screen.queryByRole('list', { name: 'Application progress' })).toBeNull();
    const officer1 = screen.getByRole('region', { name: 'Authorised Officer (1)' });
    fireEvent.click(
      within(within(officer1).getByRole('group', { name: 'Are you an Authorised Officer?' })).getByRole(
        'radio',
        {
          name: 'Yes',
        },
      ),
    );
    fireEvent.click(
      within(
        within(officer1).getByRole('group', {
          name: 'Does the business have more than 1 Authorised Officer?',
        }),
      ).getByRole('radio', { name: 'No' }),
    );
    fireEvent.click(within(officer1).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(sent).toEqual([{ isCurrentUserPrimary: true, vehicleApplicationStatus: 'no' }]),
    );
  });

  it('shows the Company Lookup in the Business Details section when the business is not confirmed', async () => {
    renderApp(PATH, {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [AU],
        getVehicleApplication: anApplication({ type: 'calculator' }),
        ...CLASSIFICATION,
      },
    });
    const business = await screen.findByRole('region', { name: 'Business Details' });
    expect(within(business).getByRole('button', { name: 'Company Lookup' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Authorised Officer (1)' })).getByText(
        'Confirm your business above first.',
      ),
    ).toBeTruthy();
  });
});

describe('business details: Authorised Officer (2)', () => {
  afterEach(() => window.localStorage.clear());

  const confirmedPrimary = (region: 'AU' | 'NZ', secondary?: object) =>
    anApplication({
      region,
      scoreboard: {
        entityDetails: {
          ...HARBOUR,
          entityType: region === 'NZ' ? 'LTD' : 'PRV',
          hasSecondaryApplicant: 'yes',
        },
        primaryApplicant: { ...OFFICER, confirmed: 'yes' },
        secondaryApplicant: secondary ?? null,
      },
    });

  it('names an AU Director or Company Secretary and then opens the credit application', async () => {
    const sent: unknown[] = [];
    let nominated = false;
    renderApp(PATH, {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [AU],
        getVehicleApplication: () =>
          confirmedPrimary(
            'AU',
            nominated
              ? {
                  firstName: 'Mia',
                  lastName: 'Wong',
                  email: 'mia@example.com',
                  phone: '0498765432',
                  applicantType: 'secretary',
                }
              : undefined,
          ),
        selectSecondaryApplicant: (args: unknown) => {
          sent.push(args);
          nominated = true;
          return { status: '200', message: 'OK' };
        },
      },
    });
    const officer2 = await screen.findByRole('region', { name: 'Authorised Officer (2)' });
    const role = within(officer2).getByRole('radiogroup');
    expect(within(role).getByRole('radio', { name: 'Director' })).toHaveProperty('checked', true);
    fireEvent.click(within(role).getByRole('radio', { name: 'Company Secretary' }));
    const next = within(officer2).getByRole('button', { name: 'Continue' });
    expect(next).toHaveProperty('disabled', true);
    fill(officer2, {
      'First name': 'Mia',
      'Last name': 'Wong',
      Email: 'jordan@example.com',
      'Mobile number': '0498765432',
    });
    expect(within(officer2).getByText('You can not reassigne the quote yourself')).toBeTruthy();
    fill(officer2, { Email: 'mia@example.com' });
    fireEvent.click(next);

    expect(await screen.findByRole('region', { name: 'Credit application' })).toBeTruthy();
    expect(sent).toEqual([
      {
        applicantType: 'secretary',
        userInfo: { firstName: 'Mia', lastName: 'Wong', email: 'mia@example.com', phone: '0498765432' },
      },
    ]);
    expect(within(officer2).getByText('Company Secretary')).toBeTruthy();
  });

  it('asks NZ for the role as free text Other, and takes a mobile of 9 to 12 digits with spaces', async () => {
    const sent: unknown[] = [];
    renderApp(PATH, {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [NZ],
        getVehicleApplication: confirmedPrimary('NZ'),
        selectSecondaryApplicant: (args: unknown) => {
          sent.push(args);
          return { status: '200', message: 'OK' };
        },
      },
    });
    const officer2 = await screen.findByRole('region', { name: 'Authorised Officer (2)' });
    expect(within(officer2).queryByRole('radio')).toBeNull();
    fill(officer2, {
      'First name': 'Hemi',
      'Last name': 'Walker',
      Email: 'hemi@example.com',
      'Mobile number': '021 12',
    });
    expect(within(officer2).getByText(/Field value must have at least 9/)).toBeTruthy();
    fill(officer2, { 'Mobile number': '021 123 4567', Other: 'General Manager' });
    fireEvent.click(within(officer2).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          applicantType: 'General Manager',
          userInfo: { firstName: 'Hemi', lastName: 'Walker', email: 'hemi@example.com', phone: '0211234567' },
        },
      ]),
    );
  });

  it('is not shown to a primary who has not confirmed yet', async () => {
    renderApp(PATH, {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [AU],
        getVehicleApplication: anApplication({
          scoreboard: { entityDetails: { ...HARBOUR, hasSecondaryApplicant: 'yes' } },
        }),
      },
    });
    const officer2 = await screen.findByRole('region', { name: 'Authorised Officer (2)' });
    expect(within(officer2).queryByRole('textbox')).toBeNull();
    expect(within(officer2).getByText('Asked once Authorised Officer (1) is confirmed.')).toBeTruthy();
  });
});

describe('reassigning the quote from the quote review', () => {
  afterEach(() => window.localStorage.clear());

  it('sends the quote to another authorised officer, then allows only Logout', async () => {
    const sent: unknown[] = [];
    const { router } = renderApp('/applications/app-1/orderVerification', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [AU],
        getVehicleApplication: anApplication({
          scoreboard: { status: 'orderVerification', docusignStatus: 'none' },
        }),
        reassignQuote: (args: unknown) => {
          sent.push(args);
          return { status: '200', message: 'OK' };
        },
      },
    });
    const toggle = await screen.findByRole('button', {
      name: 'Send the quote to another authorised officer',
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Who is an authorised officer?' }));
    const info = await screen.findByRole('dialog', { name: 'Who is an authorised officer?' });
    expect(within(info).getByText('For a sole trader, the owner of the business.')).toBeTruthy();
    expect(within(info).getByText('For a company, a director or company secretary.')).toBeTruthy();
    fireEvent.click(within(info).getByRole('button', { name: 'Close' }));

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('region', { name: 'Send the quote to another authorised officer' });
    const send = within(form).getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', true);
    fill(form, {
      'First name': 'Sam',
      'Last name': 'Lee',
      Email: 'Jordan@Example.com',
      'Mobile number': '0412345679',
    });
    expect(within(form).getByText('You can not reassigne the quote yourself')).toBeTruthy();
    fireEvent.click(send);
    expect(sent).toEqual([]);
    fill(form, { Email: 'sam@example.com' });
    fireEvent.click(send);

    const dialog = await screen.findByRole('dialog', { name: 'Quote sent' });
    expect(
      within(dialog).getByText('Your access to this application has been removed. Please log out.'),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Logout']);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Quote sent' })).toBeTruthy();
    expect(sent).toEqual([
      { userInfo: { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', phone: '0412345679' } },
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(['/logout', '/login']).toContain(pathOf(router)));
  });

  it('keeps the form and says the answer was not sent when the status is not 200', async () => {
    renderApp('/applications/app-1/orderVerification', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [AU],
        getVehicleApplication: anApplication({ scoreboard: { status: 'orderVerification' } }),
        reassignQuote: () => ({ status: '500', message: 'Not sent' }),
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Send the quote to another authorised officer' }),
    );
    const form = screen.getByRole('region', { name: 'Send the quote to another authorised officer' });
    fill(form, {
      'First name': 'Sam',
      'Last name': 'Lee',
      Email: 'sam@example.com',
      'Mobile number': '0412345679',
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your answer could not be sent. Please try again.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Quote sent' })).toBeNull();
    expect((within(form).getByLabelText('First name') as HTMLInputElement).value).toBe('Sam');
  });

  it('explains who an authorised officer is in NZ', async () => {
    renderApp('/applications/app-1/orderVerification', {
      signedIn: true,
      api: {
        getOrgProfilesByDomain: [NZ],
        getVehicleApplication: anApplication({ region: 'NZ', scoreboard: { status: 'orderVerification' } }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Who is an authorised officer?' }));
    expect(
      await screen.findByText('For a company, a director or a person with delegated authority.'),
    ).toBeTruthy();
  });
});
