import type { IdScanResult } from '../application/application-journey';
import type { Region } from '../shared/region';
import { textOf, validateForm, type FieldErrors } from '../validation/field-rule';
import { maxLength } from '../validation/field-rules';
import { idDetailsRules, licenceStateOf, type IdDetailsField } from './id-details-rules';
import { LicenceCardNumber } from './licence-card-number';

/**
 * The ID form's fields in the order the form shows them, which is the order Next takes the focus to a
 * wrong one; the server checks every one as focused, so it gives the firm message.
 */
export const ID_FORM_FIELDS: readonly IdDetailsField[] = [
  'firstName',
  'middleName',
  'lastName',
  'dob',
  'currentAddress',
  'previousAddress',
  'driversLicenceNumber',
  'driversLicenceExpiry',
  'driversLicenceState',
  'driversCardNumber',
  'version',
];

/** The current address's parts from the autocomplete: optional, kept short, with no input of their own. */
export const ID_ADDRESS_PARTS = [
  'streetNo',
  'streetName',
  'suburb',
  'state',
  'postCode',
  'country',
  'countryCode',
  'subPremise',
] as const satisfies readonly (keyof IdScanResult)[];
const ADDRESS_PART_LENGTH = 100;

export type IdDetailsErrors = FieldErrors<
  IdDetailsField | (typeof ID_ADDRESS_PARTS)[number] | 'idScanResult'
>;

/**
 * The ID form as confirmed (journey §5 'ID form'), checked by the same rules the browser shows, with
 * every field counted as visited: the details to store, trimmed, the licence state lower-case and the
 * card number as the card prints it (AU), or each failing field's message. AU keeps no version and NZ
 * no state or card number.
 */
export function idDetailsOf(
  form: unknown,
  { region, today }: { region: Region; today: Date },
): { details: IdScanResult } | { errors: IdDetailsErrors } {
  if (typeof form !== 'object' || form === null || Array.isArray(form)) {
    return { errors: { idScanResult: 'Field is required' } };
  }
  const sent = form as Record<string, unknown>;
  const values = Object.fromEntries(
    [...ID_FORM_FIELDS, ...ID_ADDRESS_PARTS].map((field) => [field, textOf(sent[field])]),
  ) as Record<IdDetailsField | (typeof ID_ADDRESS_PARTS)[number], string>;
  const rules = idDetailsRules({
    region,
    focused: new Set(ID_FORM_FIELDS),
    licenceState: values.driversLicenceState,
    today,
  });
  const errors: IdDetailsErrors = validateForm(rules, values);
  for (const part of ID_ADDRESS_PARTS) {
    const message = maxLength(ADDRESS_PART_LENGTH)(values[part]);
    if (message) errors[part] = message;
  }
  if (Object.keys(errors).length > 0) return { errors };

  const au = region === 'AU';
  const state = au ? licenceStateOf(values.driversLicenceState) : undefined;
  const cardNumber = state ? LicenceCardNumber.for(state, values.driversCardNumber) : undefined;
  const details: IdScanResult = Object.fromEntries(
    Object.entries({
      ...values,
      driversLicenceState: state,
      driversCardNumber: cardNumber?.ok ? cardNumber.value : undefined,
      version: au ? undefined : values.version,
    }).filter(([, value]) => value !== undefined && value !== ''),
  );
  return { details };
}
