import type { Region } from '../shared/region';
import { isBlank, textOf, type FieldRule, type FormRules } from '../validation/field-rule';
import {
  AU_STATES,
  auState,
  exactLength,
  idDetailRequired,
  maxLength,
  number,
  type AuState,
} from '../validation/field-rules';
import { cardNumberRule } from './licence-card-number';

/** The details form after the scan (journey §2 'ID check', §3 idScanResult). */
export type IdDetailsField =
  | 'firstName'
  | 'middleName'
  | 'lastName'
  | 'dob'
  | 'currentAddress'
  | 'previousAddress'
  | 'driversLicenceNumber'
  | 'driversLicenceExpiry'
  | 'driversLicenceState'
  | 'driversCardNumber'
  | 'version';

/**
 * Our choice (decision 1635): a name as a licence prints it, any letters, accents, hyphens, apostrophes
 * and spaces, up to this many characters; the spec asks only that first and last name be given.
 */
export const ID_NAME_MAX_LENGTH = 100;

/** Dates are shown and typed as DD/MM/YYYY (journey §9). */
export const ID_DATE_FORMAT = 'DD/MM/YYYY';

/** Our words: the specification only asks for ten characters. */
export const NOT_A_DATE_MESSAGE = 'Enter the date as DD/MM/YYYY';
export const BORN_IN_THE_FUTURE_MESSAGE = 'The date of birth cannot be in the future';
export const LICENCE_EXPIRED_MESSAGE = 'The licence has expired';

/** An authorised officer signs for the business: they must be an adult (decision 2080). */
export const OFFICER_MINIMUM_AGE = 18;
/** Our words (decision 2080). */
export const UNDER_AGE_MESSAGE = `An authorised officer must be ${OFFICER_MINIMUM_AGE} or over`;

/** A DD/MM/YYYY text as a calendar date (UTC midnight), or undefined when it is not one. */
export function parseIdDate(text: string): Date | undefined {
  const parts = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!parts) return undefined;
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 31/02 over into March: a real date reads back the same.
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : undefined;
}

const startOfDay = (day: Date): number => Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());

/**
 * Whose day the form's dates are read on: the customer's. An officer in Australia or New Zealand
 * confirming on the morning of their 18th birthday is 18 there, though it is still the day before in
 * UTC. The region's eastern, most populous time zone stands for the customer (decision 2080): in Perth
 * the day turns two or three hours after Sydney's, so a Western Australian is counted a day on only in
 * the last hours of their evening; the UTC day would refuse every officer on their birthday morning.
 */
export const REGION_TIME_ZONES: Readonly<Record<Region, string>> = {
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
};

/** The calendar day it is in the region at `moment`, as UTC midnight like the form's parsed dates. */
export function regionDayOf(moment: Date, region: Region): Date {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: REGION_TIME_ZONES[region],
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(Date.UTC(part('year'), part('month') - 1, part('day')));
}

/**
 * Whether someone born on `born` is `years` old or more on `today` (calendar days as UTC midnights, as
 * the form's dates are parsed). Someone born on 29 February comes of age on 1 March of a year without one: Date.UTC
 * rolls 29/02 of such a year over to 01/03, so they are never counted older than they are.
 */
export function isAtLeastYearsOld(born: Date, today: Date, years: number): boolean {
  const birthday = Date.UTC(born.getUTCFullYear() + years, born.getUTCMonth(), born.getUTCDate());
  return startOfDay(today) >= birthday;
}

const idDate =
  (compareWithToday: (date: Date) => string | undefined): FieldRule =>
  (value) => {
    if (isBlank(value)) return undefined;
    const date = parseIdDate(textOf(value));
    return date ? compareWithToday(date) : NOT_A_DATE_MESSAGE;
  };

export interface IdDetailsContext {
  region: Region;
  /** The fields the applicant has been into: the required message is softer until then. */
  focused: ReadonlySet<IdDetailsField>;
  /** AU: the licence's state, which decides the card number's format. */
  licenceState?: string;
  /** The moment of checking: the rules read it as the day it is in the region (`regionDayOf`). */
  today: Date;
}

/** The state as a code, when it is one. */
export function licenceStateOf(value: string | undefined): AuState | undefined {
  const code = textOf(value).toLowerCase();
  return (AU_STATES as readonly string[]).includes(code) ? (code as AuState) : undefined;
}

/**
 * The ID form's rules (journey §5 'ID form'): first and last name, date of birth (making the officer
 * 18 or over on the region's day, decision 2080), licence number and expiry required (names as printed, at most ID_NAME_MAX_LENGTH characters); dates of ten characters; the current address required; AU the state and the card number
 * by state; NZ the licence version. Middle name and previous address are optional.
 */
export function idDetailsRules({
  region,
  focused,
  licenceState,
  today: moment,
}: IdDetailsContext): FormRules<IdDetailsField> {
  const today = regionDayOf(moment, region);
  const required = (field: IdDetailsField): FieldRule => idDetailRequired(focused.has(field));
  const name = (field: IdDetailsField) => [required(field), maxLength(ID_NAME_MAX_LENGTH)];
  const date = (field: IdDetailsField, rule: FieldRule) => [required(field), exactLength(10), rule];
  const bornAnAdult = idDate((born) => {
    if (born.getTime() > startOfDay(today)) return BORN_IN_THE_FUTURE_MESSAGE;
    return isAtLeastYearsOld(born, today, OFFICER_MINIMUM_AGE) ? undefined : UNDER_AGE_MESSAGE;
  });
  const notExpired = idDate((expiry) =>
    expiry.getTime() < startOfDay(today) ? LICENCE_EXPIRED_MESSAGE : undefined,
  );
  const au = region === 'AU';
  return {
    firstName: name('firstName'),
    middleName: [maxLength(ID_NAME_MAX_LENGTH)],
    lastName: name('lastName'),
    dob: date('dob', bornAnAdult),
    currentAddress: [required('currentAddress')],
    previousAddress: [maxLength(255)],
    driversLicenceNumber: [required('driversLicenceNumber'), maxLength(20)],
    driversLicenceExpiry: date('driversLicenceExpiry', notExpired),
    driversLicenceState: au ? [required('driversLicenceState'), auState] : [],
    driversCardNumber: au
      ? [required('driversCardNumber'), cardNumberRule(licenceStateOf(licenceState))]
      : [],
    version: au ? [] : [required('version'), number, maxLength(3)],
  };
}

/** Give the previous address when the current one has been held under three years (journey §9). */
export const PREVIOUS_ADDRESS_THRESHOLD_YEARS = 3;
