import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Region } from '@lease-portal/domain';
import { fakeApiClient, type FakeApi } from '../../../testing/fake-api-client';
import { renderWithBrand } from '../../../testing/render-with-brand';
import { EnquiryForm } from './EnquiryForm';

const businesses = {
  rows: [
    { name: 'Acme Fleet Pty Ltd', abn: '51824753556', postCode: '3000', stateCode: 'VIC', entityType: 'PRV' },
  ],
};

function renderForm(region: Region, api: FakeApi = {}) {
  return renderWithBrand(
    <ApolloProvider client={fakeApiClient({ getBusinessInfo: businesses, ...api })}>
      <EnquiryForm shortlists={[]} />
    </ApolloProvider>,
    region,
  );
}

const submit = () => screen.getByRole('button', { name: 'Submit' });
const type = (label: RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

function search(text: string) {
  const input = screen.getByLabelText(/^Business name/);
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
}

async function chooseBusiness() {
  search('Acme');
  fireEvent.click(await screen.findByText('Acme Fleet Pty Ltd', {}, { timeout: 2000 }));
}

describe.each<Region>(['AU', 'NZ'])('the %s enquiry form', (region) => {
  it('says nothing until a field is left, then shows the rule that fails', () => {
    renderForm(region);
    const firstName = screen.getByLabelText(/^First name/);
    fireEvent.change(firstName, { target: { value: 'J' } });
    expect(screen.queryByText('Field value must have at least 2 characters.')).toBeNull();
    fireEvent.blur(firstName);
    expect(screen.getByText('Field value must have at least 2 characters.')).toBeTruthy();
    type(/^Email/, 'jo');
    expect(screen.getByText('Field needs to be an email address')).toBeTruthy();
  });

  it('asks the region’s location field and phone length', () => {
    renderForm(region);
    if (region === 'AU') {
      expect(screen.queryByLabelText(/^Location/)).toBeNull();
      type(/^Postcode/, '300');
      expect(screen.getByText('Field value length must equal to 4')).toBeTruthy();
      type(/^Phone/, '041234567');
      expect(screen.getByText('Field value length must equal to 10')).toBeTruthy();
    } else {
      expect(screen.queryByLabelText(/^Postcode/)).toBeNull();
      type(/^Location/, '');
      expect(screen.getByText('Field is required')).toBeTruthy();
      type(/^Phone/, '02123456');
      expect(screen.getByText('Field value must have at least 9 characters.')).toBeTruthy();
    }
  });

  it('enables Submit only once a business is chosen and every field passes', async () => {
    renderForm(region);
    type(/^First name/, 'Jo');
    type(/^Last name/, 'Smith');
    type(/^Phone/, region === 'AU' ? '0412345678' : '021 234 567');
    type(/^Email/, 'jo@example.com');
    type(region === 'AU' ? /^Postcode/ : /^Location/, region === 'AU' ? '3000' : 'Lower Hutt');
    type(/^Fleet size/, '12');
    expect(submit()).toHaveProperty('disabled', true);
    await chooseBusiness();
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    type(/^Fleet size/, '10000');
    expect(screen.getByText('Field is invalid. A maximum of 4 numbers is permitted')).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
  });
});

it('says so when the business search finds nothing or fails', async () => {
  renderForm('AU', {
    getBusinessInfo: () => {
      throw new Error('registry down');
    },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  search('Zz');
  expect(await screen.findByText('No results found.', {}, { timeout: 2000 })).toBeTruthy();
});
