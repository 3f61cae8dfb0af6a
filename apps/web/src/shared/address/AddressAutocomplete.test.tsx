import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { OverlaysProvider } from '@blueprintjs/core';
import type { Region } from '@lease-portal/domain';
import { fakeApiClient, type FakeApi } from '../../testing/fake-api-client';
import {
  AddressAutocomplete,
  KEEP_TYPING,
  LOOKUP_DOWN_NOTE,
  NOTHING_FOUND_NOTE,
  type ChosenAddress,
} from './AddressAutocomplete';

/** The autocomplete in a form of its own, labelled as the callers label it, with what it hands on. */
function renderAutocomplete(
  api: FakeApi,
  props: { defaultCountry?: Region; countries?: readonly Region[] } = {},
) {
  const changes: (ChosenAddress | undefined)[] = [];
  const submitted = jest.fn();
  function Harness() {
    const [value, setValue] = useState<ChosenAddress>();
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted();
        }}
      >
        <label htmlFor="address">Home address</label>
        <AddressAutocomplete
          id="address"
          value={value}
          onChange={(address) => {
            changes.push(address);
            setValue(address);
          }}
          {...props}
        />
        <button type="submit">Next</button>
      </form>
    );
  }
  render(
    <ApolloProvider client={fakeApiClient(api)}>
      <OverlaysProvider>
        <Harness />
      </OverlaysProvider>
    </ApolloProvider>,
  );
  return { changes, submitted, input: screen.getByLabelText('Home address') as HTMLInputElement };
}

const nothingFound: FakeApi = { addressSuggestions: () => [], addressDetails: () => null };

async function search(input: HTMLInputElement, text: string) {
  act(() => input.focus());
  fireEvent.change(input, { target: { value: text } });
  return screen.findByRole('button', { name: 'Enter the address manually' }, { timeout: 2000 });
}

/** The elements Tab reaches, in document order. */
const tabbable = () =>
  [...document.querySelectorAll<HTMLElement>('input, select, button, a[href], [tabindex]')].filter(
    (element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled,
  );

const field = (name: RegExp) => screen.getByLabelText(name);
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

describe('the suggestions under the field', () => {
  it('ask for more typing while the field is too short to search, rather than saying nothing was found', async () => {
    const { input } = renderAutocomplete(nothingFound);
    act(() => input.focus());
    expect(await screen.findByText(KEEP_TYPING)).toBeTruthy();
    expect(screen.queryByText('No addresses found')).toBeNull();
    fireEvent.change(input, { target: { value: '12' } });
    expect(screen.getByText(KEEP_TYPING)).toBeTruthy();

    await search(input, '99 Nowhere Lane');
    expect(screen.getByText('No addresses found')).toBeTruthy();
    expect(screen.queryByText(KEEP_TYPING)).toBeNull();
  });
});

describe('entering the address by hand (decision 2086)', () => {
  it('is offered when the look-up finds nothing, as the next stop of the keyboard after the address', async () => {
    const { input } = renderAutocomplete(nothingFound);
    expect(screen.queryByRole('button', { name: 'Enter the address manually' })).toBeNull();
    const offer = await search(input, '99 Nowhere Lane');
    const stops = tabbable();
    const after = stops[stops.indexOf(screen.getByLabelText('Home address')) + 1];
    expect(after === offer).toBe(true);
    expect(offer.tagName).toBe('BUTTON');

    fireEvent.click(offer);
    const group = screen.getByRole('group', { name: 'Enter the address manually' });
    // The first of its fields, the country here, takes the focus.
    await waitFor(() =>
      expect(document.activeElement === within(group).getByLabelText(/^Country/)).toBe(true),
    );
  });

  it('is offered when the look-up fails, saying so under the field', async () => {
    const { input } = renderAutocomplete({
      addressSuggestions: () => {
        throw new Error('down');
      },
    });
    expect(await search(input, '12 Example Street')).toBeTruthy();
    const note = screen.getByText(LOOKUP_DOWN_NOTE);
    expect(input.getAttribute('aria-describedby')).toBe(note.id);
  });

  it("is offered when a chosen address's parts cannot be read, starting from what was typed", async () => {
    const { input, changes } = renderAutocomplete({
      addressSuggestions: () => [
        { id: 'AU:x1', fullAddress: '12 Example Street, Carlton VIC 3053', country: 'AU' },
      ],
      addressDetails: () => {
        throw new Error('down');
      },
    });
    act(() => input.focus());
    fireEvent.change(input, { target: { value: '12 Example St, Carlton' } });
    fireEvent.click(
      await screen.findByRole('option', { name: '12 Example Street, Carlton VIC 3053' }, { timeout: 2000 }),
    );
    await screen.findByRole('button', { name: 'Enter the address manually' });
    expect(screen.getByText(LOOKUP_DOWN_NOTE)).toBeTruthy();
    expect(changes.at(-1)).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    expect((field(/^Street number/) as HTMLInputElement).value).toBe('12');
    expect((field(/^Street name/) as HTMLInputElement).value).toBe('Example St');
    expect((field(/^Suburb/) as HTMLInputElement).value).toBe('Carlton');
  });

  it('says when nothing matches, and starts the fields from what was typed', async () => {
    const { input, changes } = renderAutocomplete(nothingFound);
    fireEvent.click(await search(input, 'Unit 2, 99 Nowhere Lane, Carlton VIC 3053'));
    expect(screen.queryByText(NOTHING_FOUND_NOTE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search instead' }));
    expect(screen.getByText(NOTHING_FOUND_NOTE)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enter the address manually' }));
    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(changes.at(-1)).toMatchObject({
      fullAddress: 'Unit 2, 99 Nowhere Lane, Carlton VIC 3053',
      streetNo: '99',
      state: 'vic',
    });
    expect(screen.queryByText(NOTHING_FOUND_NOTE)).toBeNull();
  });

  it('hands on the parts and their text, without an id, when the address is used', async () => {
    const { input, changes } = renderAutocomplete(nothingFound);
    fireEvent.click(await search(input, '99 Nowhere Lane'));
    expect((field(/^Country/) as HTMLSelectElement).value).toBe('AU');
    type(/^Unit, level or suite/, 'Unit 2');
    type(/^Street number/, '99');
    type(/^Street name/, 'Nowhere Lane');
    type(/^Suburb/, 'Carlton');
    fireEvent.change(field(/^State or territory/), { target: { value: 'vic' } });
    type(/^Postcode/, '3053');
    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));

    expect(changes.at(-1)).toEqual({
      fullAddress: 'Unit 2, 99 Nowhere Lane, Carlton VIC 3053',
      subPremise: 'Unit 2',
      streetNo: '99',
      streetName: 'Nowhere Lane',
      suburb: 'Carlton',
      state: 'vic',
      postCode: '3053',
      country: 'Australia',
      countryCode: 'AU',
    });
    const shown = screen.getByLabelText('Home address') as HTMLInputElement;
    expect(shown.value).toBe('Unit 2, 99 Nowhere Lane, Carlton VIC 3053');
    // The address can be changed by hand again, starting from what was used: the focus is there.
    const edit = screen.getByRole('button', { name: 'Edit the address manually' });
    await waitFor(() => expect(document.activeElement === edit).toBe(true));
    fireEvent.click(edit);
    expect((field(/^Street name/) as HTMLInputElement).value).toBe('Nowhere Lane');
  });

  it('shows each missing part under its field, keeps what was typed, and Enter uses the address rather than sending the form', async () => {
    const { input, changes, submitted } = renderAutocomplete(nothingFound, { defaultCountry: 'NZ' });
    fireEvent.click(await search(input, 'Rata Street'));
    expect((field(/^Country/) as HTMLSelectElement).value).toBe('NZ');
    type(/^Street number/, '5');
    type(/^Street name/, '');
    fireEvent.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(screen.getAllByText('Field is required')).toHaveLength(4);
    expect(field(/^Street name/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement === field(/^Street name/)).toBe(true);
    expect(changes.filter(Boolean)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Search instead' }));
    expect(screen.queryByRole('group')).toBeNull();
    fireEvent.change(input, { target: { value: 'something else' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Enter the address manually' }));
    expect((field(/^Street number/) as HTMLInputElement).value).toBe('5');

    type(/^Street name/, 'Rata Street');
    type(/^Suburb or town/, 'Naenae');
    fireEvent.change(field(/^Region/), { target: { value: 'Wellington' } });
    type(/^Postcode/, '5011');
    fireEvent.keyDown(field(/^Postcode/), { key: 'Enter' });
    expect(submitted).not.toHaveBeenCalled();
    expect(changes.at(-1)).toEqual({
      fullAddress: '5 Rata Street, Naenae 5011',
      streetNo: '5',
      streetName: 'Rata Street',
      suburb: 'Naenae',
      state: 'Wellington',
      postCode: '5011',
      country: 'New Zealand',
      countryCode: 'NZ',
    });
  });

  it('asks for no country when one is allowed, and a four-digit postcode', async () => {
    const { input } = renderAutocomplete(nothingFound, { countries: ['NZ'] });
    fireEvent.click(await search(input, '5 Rata Street'));
    expect(screen.queryByLabelText(/^Country/)).toBeNull();
    type(/^Postcode/, '501');
    fireEvent.blur(field(/^Postcode/));
    expect(screen.getByText('Field value length must equal to 4')).toBeTruthy();
  });
});
