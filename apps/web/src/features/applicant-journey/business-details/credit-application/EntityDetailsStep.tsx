import { useCallback, useId, useState } from 'react';
import { Button, Checkbox, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import type { Region } from '@lease-portal/domain';
import { AddressAutocomplete, type ChosenAddress } from '../../../../shared/address/AddressAutocomplete';
import type { SaveSection } from './CreditApplicationAccordion';
import {
  entityDetailsErrors,
  entityDetailsReady,
  entityDetailsValue,
  type EntityDetailsField,
  type EntityDetailsValues,
} from './credit-application-form';

/**
 * Step 1, Business Details (journey §2, §5): the legal business name read-only, the registered and
 * trading addresses from the autocomplete, the contact number and the website.
 */
export function EntityDetailsStep({
  region,
  legalName,
  initial,
  save,
  onSaved,
}: {
  region: Region;
  legalName: string;
  initial: EntityDetailsValues;
  save: SaveSection;
  onSaved: () => void;
}) {
  const prefix = useId();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<EntityDetailsField>>(new Set());
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const errors = entityDetailsErrors(region, values);
  const shown = (field: EntityDetailsField) =>
    (touched.has(field) ? errors[field] : undefined) ?? refused[field];
  const leave = (field: EntityDetailsField) => () => setTouched((previous) => new Set(previous).add(field));
  const set = <Key extends keyof EntityDetailsValues>(key: Key, value: EntityDetailsValues[Key]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setRefused((previous) => {
      const { [key]: _dropped, ...rest } = previous;
      return rest;
    });
  };
  const setLegalAddress = useCallback((address: ChosenAddress | undefined) => {
    setValues((previous) => ({ ...previous, legalAddress: address, legalAddressFromRegister: false }));
    if (address?.streetNo !== undefined) setTouched((previous) => new Set(previous).add('legalAddress'));
  }, []);
  const setTradingAddress = useCallback((address: ChosenAddress | undefined) => {
    setValues((previous) => ({ ...previous, tradingAddress: address }));
  }, []);

  const ready = entityDetailsReady(region, legalName, values);

  const next = async () => {
    if (!ready) return;
    setBusy(true);
    const outcome = await save({
      propertyFirst: 'businessDetails',
      propertySecond: 'entityDetails',
      value: entityDetailsValue(values),
    });
    setBusy(false);
    if (outcome.saved) onSaved();
    else setRefused(entityRefusals(outcome.fields));
  };

  const id = (field: string) => `${prefix}-${field}`;
  const message = (field: EntityDetailsField) => {
    const text = shown(field);
    return text ? <span id={`${id(field)}-message`}>{text}</span> : undefined;
  };
  const intentOf = (field: EntityDetailsField) => (shown(field) ? Intent.DANGER : undefined);

  return (
    <form
      className="lp-credit-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      <FormGroup label="Legal Business Name" labelFor={id('legalName')}>
        <InputGroup id={id('legalName')} value={legalName} readOnly />
      </FormGroup>

      <FormGroup
        label="Registered Business Address"
        labelFor={id('legalAddress')}
        labelInfo="(required)"
        helperText={
          message('legalAddress') ??
          (values.legalAddressFromRegister
            ? 'Filled in from the business register: check it, or change it.'
            : 'Start typing, then choose the address from the list.')
        }
        intent={intentOf('legalAddress')}
      >
        <AddressAutocomplete
          id={id('legalAddress')}
          value={values.legalAddress}
          onChange={setLegalAddress}
          defaultCountry={region}
          invalid={Boolean(shown('legalAddress'))}
          describedBy={shown('legalAddress') ? `${id('legalAddress')}-message` : undefined}
        />
      </FormGroup>

      <Checkbox
        checked={values.tradingAddressSame}
        label="Trading address is the same as the legal address"
        onChange={(event) => set('tradingAddressSame', event.currentTarget.checked)}
      />

      {!values.tradingAddressSame && (
        <FormGroup
          label="Trading Address"
          labelFor={id('tradingAddress')}
          labelInfo="(required)"
          helperText={message('tradingAddress')}
          intent={intentOf('tradingAddress')}
        >
          <AddressAutocomplete
            id={id('tradingAddress')}
            value={values.tradingAddress}
            onChange={setTradingAddress}
            defaultCountry={region}
            invalid={Boolean(shown('tradingAddress'))}
            describedBy={shown('tradingAddress') ? `${id('tradingAddress')}-message` : undefined}
          />
        </FormGroup>
      )}

      <FormGroup
        label="Business Contact Number"
        labelFor={id('businessContactNumber')}
        labelInfo="(required)"
        helperText={message('businessContactNumber')}
        intent={intentOf('businessContactNumber')}
      >
        <InputGroup
          id={id('businessContactNumber')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.businessContactNumber}
          onValueChange={(value) => set('businessContactNumber', value)}
          onBlur={leave('businessContactNumber')}
          intent={intentOf('businessContactNumber')}
          aria-invalid={Boolean(shown('businessContactNumber'))}
          aria-describedby={
            shown('businessContactNumber') ? `${id('businessContactNumber')}-message` : undefined
          }
        />
      </FormGroup>

      <FormGroup
        label="Business Website"
        labelFor={id('businessWebsite')}
        labelInfo="(optional)"
        helperText={message('businessWebsite')}
        intent={intentOf('businessWebsite')}
      >
        <InputGroup
          id={id('businessWebsite')}
          type="url"
          inputMode="url"
          autoComplete="url"
          value={values.businessWebsite}
          onValueChange={(value) => set('businessWebsite', value)}
          onBlur={leave('businessWebsite')}
          intent={intentOf('businessWebsite')}
          aria-invalid={Boolean(shown('businessWebsite'))}
          aria-describedby={shown('businessWebsite') ? `${id('businessWebsite')}-message` : undefined}
        />
      </FormGroup>

      <div className="lp-credit-form__actions">
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          size="large"
          text="Next"
          disabled={!ready}
          loading={busy}
        />
      </div>
    </form>
  );
}

/** The server names the address's parts; the form shows their messages under the address they came from. */
const LEGAL_ADDRESS_PARTS = [
  'companyLegalAddress',
  'streetNo',
  'streetName',
  'suburb',
  'state',
  'postCode',
  'country',
  'countryCode',
  'subPremise',
];
export function entityRefusals(fields: Record<string, string>): Record<string, string> {
  const refused: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const shownAt = LEGAL_ADDRESS_PARTS.includes(field) ? 'legalAddress' : field;
    refused[shownAt] ??= message;
  }
  return refused;
}
