import {
  FIELD_MESSAGES,
  formDateOf,
  ID_ADDRESS_PARTS,
  idDetailsRules,
  validateForm,
  type FieldErrors,
  type IdDetailsField,
  type IdScanResult,
  type Region,
} from '@lease-portal/domain';
import type { ChosenAddress } from '../../../shared/address/AddressAutocomplete';

/** The ID form as typed (journey §2 'ID check' details form): text fields, and the addresses chosen. */
export interface IdDetailsValues {
  firstName: string;
  middleName: string;
  lastName: string;
  dob: string;
  currentAddress: ChosenAddress | undefined;
  previousAddress: ChosenAddress | undefined;
  driversLicenceNumber: string;
  driversLicenceExpiry: string;
  driversLicenceState: string;
  driversCardNumber: string;
  version: string;
}

/**
 * A date as typed, put in the DD/MM/YYYY shape: the digits kept (eight at most) and the slashes put
 * in, so a phone's number pad, which has no slash, can type it.
 */
export function asIdDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}

/** Today as the form shows dates, DD/MM/YYYY (journey §9). */
export const idDateOf = (day: Date): string => formDateOf(day.toISOString().slice(0, 10))!;

const chosen = (
  fullAddress: string | undefined,
  parts: Partial<ChosenAddress> = {},
): ChosenAddress | undefined => (fullAddress ? { ...parts, fullAddress } : undefined);

/**
 * The form's first values: what the scan read or what was confirmed before, else empty; the date of
 * birth defaults to today when absent (journey §3 idScanResult).
 */
export function initialIdDetails(source: IdScanResult | undefined, today: Date): IdDetailsValues {
  const from = source ?? {};
  return {
    firstName: from.firstName ?? '',
    middleName: from.middleName ?? '',
    lastName: from.lastName ?? '',
    dob: from.dob ?? idDateOf(today),
    currentAddress: chosen(from.currentAddress, {
      streetNo: from.streetNo,
      streetName: from.streetName,
      suburb: from.suburb,
      state: from.state,
      postCode: from.postCode,
      country: from.country,
      subPremise: from.subPremise,
      ...(from.countryCode === 'AU' || from.countryCode === 'NZ' ? { countryCode: from.countryCode } : {}),
    }),
    previousAddress: chosen(from.previousAddress),
    driversLicenceNumber: from.driversLicenceNumber ?? '',
    driversLicenceExpiry: from.driversLicenceExpiry ?? '',
    driversLicenceState: from.driversLicenceState ?? '',
    driversCardNumber: from.driversCardNumber ?? '',
    version: from.version ?? '',
  };
}

/** The values as the rules read them: an address is its text. */
const checkedValues = (values: IdDetailsValues): Record<IdDetailsField, string> => ({
  ...values,
  currentAddress: values.currentAddress?.fullAddress ?? '',
  previousAddress: values.previousAddress?.fullAddress ?? '',
});

/**
 * The field the form shows red until the applicant confirms it (journey §2 'fields highlighted in red
 * must be clicked into and confirmed', decision 2080): the date of birth, which the form fills with
 * today when the scan read none, and which decides whether the officer is 18 or over.
 */
export const FIELD_TO_CONFIRM = 'dob' satisfies IdDetailsField;

/** Spec: the message of a field still to be confirmed. */
export const CONFIRM_FIELD_MESSAGE = FIELD_MESSAGES.idDetailsUnconfirmed;

/**
 * Each field's message by the ID form's rules (journey §5), the same the server checks on Confirm;
 * and, once the date of birth passes them, the spec's 'Please make sure your details are entered
 * correctly' until the applicant has confirmed it (`dobConfirmed`).
 */
export function idDetailsErrors(
  values: IdDetailsValues,
  context: { region: Region; focused: ReadonlySet<IdDetailsField>; today: Date; dobConfirmed?: boolean },
): FieldErrors<IdDetailsField> {
  const { dobConfirmed = true, ...rulesContext } = context;
  const rules = idDetailsRules({ ...rulesContext, licenceState: values.driversLicenceState });
  const errors = validateForm(rules, checkedValues(values));
  if (!dobConfirmed && !errors[FIELD_TO_CONFIRM]) errors[FIELD_TO_CONFIRM] = CONFIRM_FIELD_MESSAGE;
  return errors;
}

/** The server's refusals, by field, as `fieldMessagesOf` gives them (the path's last segment). */
export type ServerMessages = Readonly<Partial<Record<string, string>>>;

/**
 * The server's message a field shows: its own, and under the current address the first refusal of its
 * parts (street number, suburb, ...), which have no input to show it under.
 */
export function serverMessageOf(messages: ServerMessages, field: IdDetailsField): string | undefined {
  if (messages[field]) return messages[field];
  if (field !== 'currentAddress') return undefined;
  const part = ID_ADDRESS_PARTS.find((name) => messages[name]);
  return part ? messages[part] : undefined;
}

/** The server's refusals once a field was changed: that field's are answered (the address's with its parts). */
export function withoutServerMessagesOf(messages: ServerMessages, field: IdDetailsField): ServerMessages {
  const answered = new Set<string>(field === 'currentAddress' ? [field, ...ID_ADDRESS_PARTS] : [field]);
  if (!Object.keys(messages).some((name) => answered.has(name))) return messages;
  return Object.fromEntries(Object.entries(messages).filter(([name]) => !answered.has(name)));
}

/** The idScanResult section sent on Confirm: the text fields and the current address's parts. */
export function idScanResultOf(values: IdDetailsValues, region: Region): IdScanResult {
  const address = values.currentAddress;
  const au = region === 'AU';
  const result: IdScanResult = {
    firstName: values.firstName,
    middleName: values.middleName,
    lastName: values.lastName,
    dob: values.dob,
    currentAddress: address?.fullAddress,
    previousAddress: values.previousAddress?.fullAddress,
    streetNo: address?.streetNo,
    streetName: address?.streetName,
    suburb: address?.suburb,
    state: address?.state,
    postCode: address?.postCode,
    country: address?.country,
    countryCode: address?.countryCode,
    subPremise: address?.subPremise,
    driversLicenceNumber: values.driversLicenceNumber,
    driversLicenceExpiry: values.driversLicenceExpiry,
    ...(au
      ? { driversLicenceState: values.driversLicenceState, driversCardNumber: values.driversCardNumber }
      : { version: values.version }),
  };
  return Object.fromEntries(
    Object.entries(result).filter(([, value]) => typeof value === 'string' && value.trim() !== ''),
  ) as IdScanResult;
}
