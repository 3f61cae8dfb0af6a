import { useId, useState, type KeyboardEvent } from 'react';
import { Button, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import {
  addressEntryErrors,
  AU_STATE_NAMES,
  AU_STATES,
  COUNTRY_NAMES,
  enteredAddressOf,
  NZ_REGIONS,
  typedAddressEntry,
  type AddressEntry,
  type AddressEntryPart,
  type Region,
} from '@lease-portal/domain';

/** What was typed by hand, kept while the person searches again: the parts and the country. */
export interface ManualDraft {
  countryCode: Region;
  entry: AddressEntry;
}

/** An address entered by hand: its parts and the text written from them, without a service id. */
export interface EnteredByHand {
  fullAddress: string;
  subPremise?: string;
  streetNo: string;
  streetName: string;
  suburb: string;
  state: string;
  postCode: string;
  country: string;
  countryCode: Region;
}

/**
 * The address's parts typed by hand, for when the look-up finds nothing or fails (journey §5,
 * decision 2086): unit, street number, street name, suburb (NZ: suburb or town), state (AU) or region
 * (NZ), postcode, and the country when both are allowed. The rules are the domain's, the ones the
 * server applies to the business details step's address. Not a <form>: it sits inside the caller's,
 * so Enter in a field uses the address instead of sending the caller's form.
 */
export function ManualAddressEntry({
  draft,
  onDraftChange,
  countries,
  onUse,
  onSearchInstead,
}: {
  draft: ManualDraft;
  onDraftChange: (draft: ManualDraft) => void;
  countries: readonly Region[];
  onUse: (address: EnteredByHand) => void;
  onSearchInstead: () => void;
}) {
  const prefix = useId();
  const [touched, setTouched] = useState<ReadonlySet<AddressEntryPart>>(new Set());
  const [tried, setTried] = useState(false);
  const { countryCode, entry } = draft;
  const errors = addressEntryErrors(countryCode, entry);
  const shown = (part: AddressEntryPart) => (tried || touched.has(part) ? errors[part] : undefined);
  const id = (part: string) => `${prefix}-${part}`;
  const nz = countryCode === 'NZ';

  const set = (part: AddressEntryPart, value: string) =>
    onDraftChange({ countryCode, entry: { ...entry, [part]: value } });
  const leave = (part: AddressEntryPart) => () => setTouched((previous) => new Set(previous).add(part));
  const use = () => {
    setTried(true);
    const address = enteredAddressOf(countryCode, entry);
    if (address) onUse(address);
    else document.getElementById(id(firstWrong(errors) ?? 'streetNo'))?.focus();
  };
  const useOnEnter = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    use();
  };

  const field = (part: AddressEntryPart, label: string, optional = false, inputMode?: 'numeric') => (
    <FormGroup
      label={label}
      labelFor={id(part)}
      labelInfo={optional ? '(optional)' : '(required)'}
      helperText={shown(part) && <span id={`${id(part)}-message`}>{shown(part)}</span>}
      intent={shown(part) ? Intent.DANGER : undefined}
    >
      <InputGroup
        id={id(part)}
        value={entry[part] ?? ''}
        inputMode={inputMode}
        maxLength={inputMode ? 4 : undefined}
        onValueChange={(value) => set(part, value)}
        onBlur={leave(part)}
        onKeyDown={useOnEnter}
        intent={shown(part) ? Intent.DANGER : undefined}
        aria-invalid={Boolean(shown(part)) || undefined}
        aria-describedby={shown(part) ? `${id(part)}-message` : undefined}
      />
    </FormGroup>
  );

  return (
    <div className="lp-address__manual" role="group" aria-labelledby={id('title')}>
      <p id={id('title')} className="lp-address__manual-title">
        Enter the address manually
      </p>
      {countries.length > 1 && (
        <FormGroup label="Country" labelFor={id('country')}>
          <HTMLSelect
            id={id('country')}
            fill
            value={countryCode}
            onChange={(event) =>
              // A state of one country is not a region of the other.
              onDraftChange({
                countryCode: event.currentTarget.value as Region,
                entry: { ...entry, state: '' },
              })
            }
            options={countries.map((country) => ({ value: country, label: COUNTRY_NAMES[country] }))}
          />
        </FormGroup>
      )}
      {field('subPremise', 'Unit, level or suite', true)}
      <div className="lp-address__manual-row">
        {field('streetNo', 'Street number')}
        {field('streetName', 'Street name')}
      </div>
      {field('suburb', nz ? 'Suburb or town' : 'Suburb')}
      <div className="lp-address__manual-row">
        <FormGroup
          label={nz ? 'Region' : 'State or territory'}
          labelFor={id('state')}
          labelInfo="(required)"
          helperText={shown('state') && <span id={`${id('state')}-message`}>{shown('state')}</span>}
          intent={shown('state') ? Intent.DANGER : undefined}
        >
          <HTMLSelect
            id={id('state')}
            fill
            value={entry.state ?? ''}
            onChange={(event) => set('state', event.currentTarget.value)}
            onBlur={leave('state')}
            aria-invalid={Boolean(shown('state')) || undefined}
            aria-describedby={shown('state') ? `${id('state')}-message` : undefined}
            options={[
              { value: '', label: nz ? 'Choose a region' : 'Choose a state' },
              ...(nz
                ? NZ_REGIONS.map((region) => ({ value: region, label: region }))
                : AU_STATES.map((state) => ({ value: state, label: AU_STATE_NAMES[state] }))),
            ]}
          />
        </FormGroup>
        {field('postCode', 'Postcode', false, 'numeric')}
      </div>
      <div className="lp-address__manual-actions">
        <Button intent={Intent.PRIMARY} text="Use this address" onClick={use} />
        <Button variant="minimal" text="Search instead" onClick={onSearchInstead} />
      </div>
    </div>
  );
}

const firstWrong = (errors: Partial<Record<AddressEntryPart, string>>): AddressEntryPart | undefined =>
  (['subPremise', 'streetNo', 'streetName', 'suburb', 'state', 'postCode'] as const).find(
    (part) => errors[part],
  );

/**
 * The draft a manual entry starts from: an address given by hand or by the register, else what was
 * typed in the address field, read as parts where it can be (decision 2111).
 */
export function draftOf(
  address: ({ id?: string; countryCode?: Region } & AddressEntry) | undefined,
  countries: readonly Region[],
  preferred: Region | undefined,
  typed = '',
): ManualDraft {
  const fallback = preferred && countries.includes(preferred) ? preferred : (countries[0] ?? 'AU');
  if (!address || address.id !== undefined)
    return { countryCode: fallback, entry: typedAddressEntry(fallback, typed) };
  const countryCode =
    address.countryCode && countries.includes(address.countryCode) ? address.countryCode : fallback;
  const { subPremise, streetNo, streetName, suburb, state, postCode } = address;
  return { countryCode, entry: { subPremise, streetNo, streetName, suburb, state, postCode } };
}
