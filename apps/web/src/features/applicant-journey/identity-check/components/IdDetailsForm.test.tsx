import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, screen } from '@testing-library/react';
import type { Region } from '@lease-portal/domain';
import { fakeApiClient } from '../../../../testing/fake-api-client';
import { renderWithBrand } from '../../../../testing/render-with-brand';
import type { IdDetailsValues } from '../id-details-form';
import { CONFIRM_DETAILS_QUESTION } from './ConfirmDetailsDialog';
import { CONFIRM_DOB_LABEL, IdDetailsForm } from './IdDetailsForm';

const DETAILS: IdDetailsValues = {
  firstName: 'Ada',
  middleName: '',
  lastName: 'Officer',
  dob: '14/03/1985',
  currentAddress: { fullAddress: '1 George Street, Sydney NSW 2000', streetNo: '1', countryCode: 'AU' },
  previousAddress: undefined,
  driversLicenceNumber: '12345678',
  driversLicenceExpiry: '21/07/2031',
  driversLicenceState: 'nsw',
  driversCardNumber: '20 1234 5678',
  version: '',
};

const STREET_NO_REFUSED = 'Street number has at most 100 characters';

function renderForm(fieldMessages: Record<string, string>) {
  return renderWithBrand(
    <ApolloProvider client={fakeApiClient({})}>
      <IdDetailsForm
        region="AU"
        initial={DETAILS}
        today={new Date('2026-11-24T09:00:00.000Z')}
        fieldMessages={fieldMessages}
        confirming={false}
        onBack={() => undefined}
        onConfirm={async () => false}
      />
    </ApolloProvider>,
    'AU',
  );
}

describe('the ID form after the server refused a Confirm', () => {
  it('shows a refused address part under the address and still lets Next ask again', async () => {
    renderForm({ driversCardNumber: 'invalid card number', streetNo: STREET_NO_REFUSED });
    expect(screen.getByText('invalid card number')).toBeTruthy();
    expect(screen.getByText(STREET_NO_REFUSED)).toBeTruthy();

    fireEvent.click(screen.getByLabelText(CONFIRM_DOB_LABEL));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(CONFIRM_DETAILS_QUESTION)).toBeTruthy();
  });

  it("drops a field's server message once that field is changed, keeping the others", () => {
    renderForm({ driversCardNumber: 'invalid card number', driversLicenceNumber: 'licence refused' });
    fireEvent.change(screen.getByLabelText('Card No.'), { target: { value: '20 1234 5679' } });
    expect(screen.queryByText('invalid card number')).toBeNull();
    expect(screen.getByText('licence refused')).toBeTruthy();
  });
});

describe('the date of birth, red until confirmed (journey §2, decision 2080)', () => {
  it('holds Next back, its focus on the box, until the date of birth is confirmed', async () => {
    renderForm({});
    const dob = screen.getByLabelText('Date of Birth');
    expect(dob.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please make sure your details are entered correctly')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByText(CONFIRM_DETAILS_QUESTION)).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(CONFIRM_DOB_LABEL));

    fireEvent.click(screen.getByLabelText(CONFIRM_DOB_LABEL));
    expect(dob.getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(CONFIRM_DETAILS_QUESTION)).toBeTruthy();
  });

  it('refuses a date of birth under 18 even when confirmed', () => {
    renderForm({});
    fireEvent.change(screen.getByLabelText('Date of Birth'), { target: { value: '25112008' } });
    fireEvent.click(screen.getByLabelText(CONFIRM_DOB_LABEL));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('An authorised officer must be 18 or over')).toBeTruthy();
    expect(screen.queryByText(CONFIRM_DETAILS_QUESTION)).toBeNull();
  });
});

describe("an address entered by hand starts in the officer's region", () => {
  it.each<Region>(['AU', 'NZ'])('%s', async (region) => {
    renderWithBrand(
      <ApolloProvider client={fakeApiClient({ addressSuggestions: () => [] })}>
        <IdDetailsForm
          region={region}
          initial={{ ...DETAILS, currentAddress: undefined }}
          today={new Date('2026-11-24T09:00:00.000Z')}
          fieldMessages={{}}
          confirming={false}
          onBack={() => undefined}
          onConfirm={async () => false}
        />
      </ApolloProvider>,
      region,
    );
    const address = screen.getByLabelText(/^Current Residential Address/);
    act(() => address.focus());
    fireEvent.change(address, { target: { value: '7 Unlisted Way' } });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Enter the address manually' }, { timeout: 2000 }),
    );
    expect((screen.getByLabelText(/^Country/) as HTMLSelectElement).value).toBe(region);
  });
});
