import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { putFile } from '../../../../shared/upload/put-file';
import {
  anApplication,
  PARTS,
  renderAccordion,
  SAVED_ENTITY_DETAILS,
  SUGGESTIONS,
} from '../../../../testing/credit-application.fixture';

jest.mock('../../../../shared/upload/put-file', () => ({ putFile: jest.fn() }));
const put = putFile as jest.MockedFunction<typeof putFile>;

type Saved = { applicationId: string; params: Record<string, unknown> };

/** A fake API that records every save and answers the address look-ups. */
function anApi(scoreboard: object = {}, overrides: Record<string, unknown> = {}, region: 'AU' | 'NZ' = 'AU') {
  const saved: Saved[] = [];
  const api = {
    getVehicleApplication: anApplication(scoreboard, region),
    createOrUpdateProperty: (args: Saved) => {
      saved.push(args);
      return { status: '200', message: 'OK' };
    },
    addressSuggestions: ({ query }: { query: string }) =>
      SUGGESTIONS.filter((suggestion) =>
        suggestion.fullAddress.toLowerCase().includes(query.toLowerCase().slice(0, 6)),
      ),
    addressDetails: ({ id }: { id: string }) => PARTS[id] ?? null,
    getSignedUrl: ({ file }: { file: { fileName: string; mimeType: string } }) => ({
      uuid: `uuid-${file.fileName}`,
      signedUrl: `/files/upload/token-${file.fileName}`,
      fileName: file.fileName,
      mimeType: file.mimeType,
    }),
    saveFile: ({ file }: { file: { uuid: string; fileName: string; mimeType: string } }) => ({
      uuid: file.uuid,
      signedUrl: `/files/download/${file.uuid}`,
      fileName: file.fileName,
      mimeType: file.mimeType,
    }),
    ...overrides,
  };
  return { api, saved };
}

const stepButton = (name: RegExp) => screen.getByRole('button', { name });
const withBothSavedSteps = {
  businessDetails: { entityDetails: SAVED_ENTITY_DETAILS, annualRevenue: '1250000', financeDetails: null },
};

async function chooseAddress(label: string, typed: string, option: string) {
  const input = screen.getByLabelText(new RegExp(`^${label}`));
  act(() => input.focus());
  fireEvent.change(input, { target: { value: typed } });
  const listbox = await waitFor(
    () => {
      const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
      if (!list || !within(list).queryByRole('option', { name: option }))
        throw new Error('No suggestions yet');
      return list;
    },
    { timeout: 2000 },
  );
  fireEvent.click(within(listbox).getByRole('option', { name: option }));
  // The list closes on the next animation frame, and the address's parts arrive after it.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  await waitFor(() =>
    expect((screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement).value).toBe(option),
  );
}

describe('the credit application accordion', () => {
  beforeEach(() => put.mockReset());

  it('starts at Business Details with the other steps pending and locked', async () => {
    const { api } = anApi();
    renderAccordion({ api });

    const first = await screen.findByRole('button', { name: /Step 1 Business Details In Progress/ });
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(stepButton(/Step 2 Business Cashflow Details Pending/)).toHaveProperty('disabled', true);
    expect(stepButton(/Step 3 Other Details & Personal Guarantee Pending/)).toHaveProperty('disabled', true);
    const name = screen.getByLabelText('Legal Business Name') as HTMLInputElement;
    expect(name.value).toBe('ACME HAULAGE PTY LTD');
    expect(name.readOnly).toBe(true);
    expect(
      (screen.getByLabelText('Trading address is the same as the legal address') as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('saves the business details once an address is chosen and the number has 10 digits, then opens the cashflow step', async () => {
    const { api, saved } = anApi();
    renderAccordion({ api });
    await screen.findByLabelText('Legal Business Name');

    await chooseAddress('Registered Business Address', '12 Example', '12 Example Street, Sydney NSW 2000');
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveProperty('disabled', true);

    const phone = screen.getByLabelText('Business Contact Number', { exact: false });
    fireEvent.change(phone, { target: { value: '02 9876 543' } });
    fireEvent.blur(phone);
    expect(screen.getByText('Field value length must equal to 10')).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);

    fireEvent.change(phone, { target: { value: '02 9876 5432' } });
    fireEvent.change(screen.getByLabelText('Business Website', { exact: false }), {
      target: { value: 'acme.example' },
    });
    expect(next).toHaveProperty('disabled', false);
    fireEvent.click(next);

    await screen.findByRole('button', { name: /Step 1 Business Details Completed/ });
    expect(saved).toEqual([
      {
        applicationId: 'app-1',
        params: {
          propertyFirst: 'businessDetails',
          propertySecond: 'entityDetails',
          value: {
            companyLegalAddress: '12 Example Street, Sydney NSW 2000',
            tradingAddressSame: true,
            tradingAddress: '12 Example Street, Sydney NSW 2000',
            businessContactNumber: '0298765432',
            businessWebsite: 'acme.example',
            streetNo: '12',
            streetName: 'Example Street',
            suburb: 'Sydney',
            state: 'nsw',
            postCode: '2000',
            country: 'Australia',
            subPremise: '',
            countryCode: 'AU',
          },
        },
      },
    ]);
    expect(stepButton(/Step 1 Business Details Completed/).getAttribute('aria-expanded')).toBe('false');
    expect(stepButton(/Step 2 Business Cashflow Details In Progress/).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('asks for a trading address from the list when it differs from the legal one', async () => {
    const { api, saved } = anApi({
      businessDetails: { entityDetails: { ...SAVED_ENTITY_DETAILS, companyLegalAddress: null } },
    });
    renderAccordion({ api });
    await screen.findByLabelText('Legal Business Name');
    await chooseAddress('Registered Business Address', '12 Example', '12 Example Street, Sydney NSW 2000');
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Trading address is the same as the legal address' }),
    );
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toHaveProperty('disabled', true);

    await chooseAddress('Trading Address', '12 Example Ro', '12 Example Road, Auckland 1010');
    expect(next).toHaveProperty('disabled', false);
    fireEvent.click(next);
    await screen.findByRole('button', { name: /Step 1 Business Details Completed/ });
    expect(saved[0]!.params.value).toMatchObject({
      tradingAddressSame: false,
      tradingAddress: '12 Example Road, Auckland 1010',
    });
  });

  it('takes an NZ contact number of 9 to 12 digits', async () => {
    const { api } = anApi({}, {}, 'NZ');
    renderAccordion({ api, region: 'NZ' });
    const phone = await screen.findByLabelText('Business Contact Number', { exact: false });
    fireEvent.change(phone, { target: { value: '09 555 12' } });
    fireEvent.blur(phone);
    expect(screen.getByText('Field value must have at least 9 characters.')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '09 555 1234' } });
    expect(screen.queryByText('Field value must have at least 9 characters.')).toBeNull();
    fireEvent.change(phone, { target: { value: '+64 21 550 123456' } });
    expect(screen.getByText('Field value must have at most 12 characters.')).toBeTruthy();
  });

  it('restores saved steps as complete and opens the first unsaved one with what was saved', async () => {
    const { api } = anApi({
      businessDetails: {
        ...withBothSavedSteps.businessDetails,
        financeDetails: {
          currentFleetSize: '4',
          numberOfEmployees: '25',
          purchaseMoreVehicles: 'yes',
          howManyVehicles: 3,
          valueOfApplication: 200000,
          maximum: false,
          fileUrls: [{ uuid: 'f-1', fileName: 'statements-2025.pdf', mimeType: 'application/pdf' }],
          personalGuarantee: 'yes',
          completed: null,
        },
      },
    });
    renderAccordion({ api });

    const third = await screen.findByRole('button', {
      name: /Step 3 Other Details & Personal Guarantee In Progress/,
    });
    expect(third.getAttribute('aria-expanded')).toBe('true');
    expect(stepButton(/Step 1 Business Details Completed/).getAttribute('aria-expanded')).toBe('false');
    expect(stepButton(/Step 2 Business Cashflow Details Completed/).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(
      (screen.getByLabelText('Current number of business vehicles', { exact: false }) as HTMLInputElement)
        .value,
    ).toBe('4');
    expect((screen.getByLabelText('Number of employees', { exact: false }) as HTMLInputElement).value).toBe(
      '25',
    );
    expect((screen.getByLabelText('Number of vehicles') as HTMLInputElement).value).toBe('3');
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('$200,000');
    expect(
      within(screen.getByRole('list', { name: 'Financial statements' })).getByText('statements-2025.pdf'),
    ).toBeTruthy();

    // A completed step opens again to be changed.
    fireEvent.click(stepButton(/Step 2 Business Cashflow Details Completed/));
    expect((screen.getByLabelText('Annual Revenue', { exact: false }) as HTMLInputElement).value).toBe(
      '1250000',
    );
  });

  it('needs the annual revenue as a number before Next saves it', async () => {
    const { api, saved } = anApi({ businessDetails: { entityDetails: SAVED_ENTITY_DETAILS } });
    renderAccordion({ api });
    const revenue = await screen.findByLabelText('Annual Revenue', { exact: false });
    const next = within(screen.getByRole('region', { name: /Business Cashflow Details/ })).getByRole(
      'button',
      { name: 'Next' },
    );
    expect(next).toHaveProperty('disabled', true);
    fireEvent.change(revenue, { target: { value: '1.2m' } });
    fireEvent.blur(revenue);
    expect(screen.getByText('Field needs to be float')).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);
    fireEvent.change(revenue, { target: { value: '' } });
    expect(screen.getByText('Field is required')).toBeTruthy();
    // Thousands separators are how people write revenue; the server stores the number.
    fireEvent.change(revenue, { target: { value: '1,250,000' } });
    fireEvent.click(next);
    await screen.findByRole('button', { name: /Step 2 Business Cashflow Details Completed/ });
    expect(saved).toEqual([
      {
        applicationId: 'app-1',
        params: { propertyFirst: 'businessDetails', propertySecond: 'annualRevenue', value: '1,250,000' },
      },
    ]);
    expect(
      stepButton(/Step 3 Other Details & Personal Guarantee In Progress/).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('shows a notification when a save fails, keeps what was typed, and shows the server’s field message', async () => {
    const { api } = anApi(
      { businessDetails: { entityDetails: SAVED_ENTITY_DETAILS } },
      {
        createOrUpdateProperty: () => {
          throw new GraphQLError('Invalid input', {
            extensions: { code: 'BAD_USER_INPUT', fields: { value: ['Field needs to be float'] } },
          });
        },
      },
    );
    renderAccordion({ api });
    const revenue = await screen.findByLabelText('Annual Revenue', { exact: false });
    fireEvent.change(revenue, { target: { value: '1250000' } });
    fireEvent.click(
      within(screen.getByRole('region', { name: /Business Cashflow Details/ })).getByRole('button', {
        name: 'Next',
      }),
    );

    expect(await screen.findByText('Sorry, we could not save your details. Please try again.')).toBeTruthy();
    expect(screen.getByText('Field needs to be float')).toBeTruthy();
    expect((revenue as HTMLInputElement).value).toBe('1250000');
    expect(stepButton(/Step 2 Business Cashflow Details In Progress/)).toBeTruthy();
  });
});

it('shows the server’s messages about the address’s parts under the address', async () => {
  const { api } = anApi(
    {},
    {
      createOrUpdateProperty: () => {
        throw new GraphQLError('Invalid input', {
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: { 'value.postCode': ['Field value length must equal to 4'] },
          },
        });
      },
    },
  );
  renderAccordion({ api });
  await screen.findByLabelText('Legal Business Name');
  await chooseAddress('Registered Business Address', '12 Example', '12 Example Street, Sydney NSW 2000');
  fireEvent.change(screen.getByLabelText('Business Contact Number', { exact: false }), {
    target: { value: '0298765432' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  const message = await screen.findByText('Field value length must equal to 4');
  expect(screen.getByLabelText(/^Registered Business Address/).getAttribute('aria-describedby')).toBe(
    message.id,
  );
});

describe("the register's address and an address entered by hand (decision 2086)", () => {
  /** The parts confirming the business kept from the register, without the address the customer confirms. */
  const FROM_REGISTER = {
    companyLegalName: 'TAMAKI DIGITAL LIMITED',
    subPremise: 'Level 3',
    streetNo: '21',
    streetName: 'Queen Street',
    suburb: 'Auckland Central',
    state: 'Auckland',
    postCode: '1010',
    country: 'New Zealand',
    countryCode: 'NZ',
  };

  it('starts with the registered address the register gave, which the customer may keep and save', async () => {
    const { api, saved } = anApi({ businessDetails: { entityDetails: FROM_REGISTER } }, {}, 'NZ');
    renderAccordion({ api, region: 'NZ' });
    const address = (await screen.findByLabelText(/^Registered Business Address/)) as HTMLInputElement;
    expect(address.value).toBe('Level 3, 21 Queen Street, Auckland Central 1010');
    expect(screen.getByText('Filled in from the business register: check it, or change it.')).toBeTruthy();
    expect(stepButton(/Step 1 Business Details In Progress/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Business Contact Number', { exact: false }), {
      target: { value: '09 555 0123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('button', { name: /Step 1 Business Details Completed/ });
    expect(saved[0]!.params.value).toMatchObject({
      companyLegalAddress: 'Level 3, 21 Queen Street, Auckland Central 1010',
      tradingAddress: 'Level 3, 21 Queen Street, Auckland Central 1010',
      subPremise: 'Level 3',
      streetNo: '21',
      streetName: 'Queen Street',
      suburb: 'Auckland Central',
      state: 'Auckland',
      postCode: '1010',
      country: 'New Zealand',
      countryCode: 'NZ',
    });
  });

  it('lets the customer correct the registered address by hand', async () => {
    const { api, saved } = anApi({ businessDetails: { entityDetails: FROM_REGISTER } }, {}, 'NZ');
    renderAccordion({ api, region: 'NZ' });
    await screen.findByLabelText(/^Registered Business Address/);
    fireEvent.click(screen.getByRole('button', { name: 'Edit the address manually' }));
    expect((screen.getByLabelText(/^Street name/) as HTMLInputElement).value).toBe('Queen Street');
    fireEvent.change(screen.getByLabelText(/^Street number/), { target: { value: '23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect((screen.getByLabelText(/^Registered Business Address/) as HTMLInputElement).value).toBe(
      'Level 3, 23 Queen Street, Auckland Central 1010',
    );
    expect(screen.queryByText('Filled in from the business register: check it, or change it.')).toBeNull();
    fireEvent.change(screen.getByLabelText('Business Contact Number', { exact: false }), {
      target: { value: '09 555 0123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('button', { name: /Step 1 Business Details Completed/ });
    expect(saved[0]!.params.value).toMatchObject({
      companyLegalAddress: 'Level 3, 23 Queen Street, Auckland Central 1010',
      streetNo: '23',
    });
  });

  it('saves an address entered by hand when the look-up finds nothing', async () => {
    const { api, saved } = anApi({}, { addressSuggestions: () => [] });
    renderAccordion({ api });
    const address = await screen.findByLabelText(/^Registered Business Address/);
    act(() => address.focus());
    fireEvent.change(address, { target: { value: '7 Unlisted Way' } });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Enter the address manually' }, { timeout: 2000 }),
    );
    expect((screen.getByLabelText(/^Country/) as HTMLSelectElement).value).toBe('AU');
    fireEvent.change(screen.getByLabelText(/^Street number/), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText(/^Street name/), { target: { value: 'Unlisted Way' } });
    fireEvent.change(screen.getByLabelText(/^Suburb/), { target: { value: 'Dubbo' } });
    fireEvent.change(screen.getByLabelText(/^State or territory/), { target: { value: 'nsw' } });
    fireEvent.change(screen.getByLabelText(/^Postcode/), { target: { value: '2830' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    fireEvent.change(screen.getByLabelText('Business Contact Number', { exact: false }), {
      target: { value: '02 6855 0123' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('button', { name: /Step 1 Business Details Completed/ });
    expect(saved[0]!.params.value).toMatchObject({
      companyLegalAddress: '7 Unlisted Way, Dubbo NSW 2830',
      streetNo: '7',
      streetName: 'Unlisted Way',
      suburb: 'Dubbo',
      state: 'nsw',
      postCode: '2830',
      country: 'Australia',
      countryCode: 'AU',
      subPremise: '',
    });
  });
});

describe('the address autocomplete on the business details step', () => {
  it('picks the first suggestion 1000 ms after an address of several words is pasted', async () => {
    jest.useFakeTimers();
    try {
      const { api } = anApi();
      renderAccordion({ api });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      const input = screen.getByLabelText('Registered Business Address', {
        exact: false,
      }) as HTMLInputElement;
      act(() => input.focus());
      fireEvent.paste(input, { clipboardData: { getData: () => '12 Example Street' } });
      fireEvent.change(input, { target: { value: '12 Example Street' } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(900);
      });
      expect(input.value).toBe('12 Example Street');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(200);
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      const chosen = screen.getByLabelText('Registered Business Address', {
        exact: false,
      }) as HTMLInputElement;
      expect(chosen.value).toBe('12 Example Street, Sydney NSW 2000');
    } finally {
      jest.useRealTimers();
    }
  });

  it('moves through the suggestions with the arrow keys and chooses with Enter', async () => {
    const { api } = anApi({}, { addressSuggestions: () => SUGGESTIONS });
    renderAccordion({ api });
    const input = (await screen.findByLabelText('Registered Business Address', {
      exact: false,
    })) as HTMLInputElement;
    expect(input.getAttribute('role')).toBe('combobox');
    act(() => input.focus());
    fireEvent.change(input, { target: { value: '12 Exa' } });
    const options = await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(options.map((option) => option.textContent)).toEqual(SUGGESTIONS.map((item) => item.fullAddress));
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown', which: 40, keyCode: 40 });
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id));
    fireEvent.keyDown(input, { key: 'Enter', which: 13, keyCode: 13 });
    fireEvent.keyUp(input, { key: 'Enter', which: 13, keyCode: 13 });
    await waitFor(() => expect(input.value).toBe('12 Example Road, Auckland 1010'));
  });

  it('offers Try again when the look-up fails', async () => {
    let fail = true;
    const { api } = anApi(
      {},
      {
        addressSuggestions: () => {
          if (fail) throw new Error('Address service unavailable');
          return SUGGESTIONS;
        },
      },
    );
    renderAccordion({ api });
    const input = await screen.findByLabelText('Registered Business Address', { exact: false });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: '12 Exa' } });
    expect(await screen.findByText('We could not look up that address.', {}, { timeout: 2000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('option')).toHaveLength(2);
  });
});
