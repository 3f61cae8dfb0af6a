import type { Region } from '../shared/region';
import { FIELD_MESSAGES } from '../validation/field-messages';
import { allOf, isBlank, textOf, type FieldRule } from '../validation/field-rule';
import { type AU_STATES, auState, exactLength, maxLength, number, required } from '../validation/field-rules';
import { COUNTRY_NAMES } from './address';

/*
 * An address's parts as a person enters them by hand, or as the business register gives them
 * (journey §5; decision 2086). The rules are the ones the business details step applies to the
 * registered address's parts (entity-details-step.ts), so an address entered by hand, or pre-filled
 * from the register, passes the server as a chosen suggestion does.
 */

/** NZ regions, as an address service names them (with or without macrons, or a trailing 'Region'). */
export const NZ_REGIONS = [
  'Northland',
  'Auckland',
  'Waikato',
  'Bay of Plenty',
  'Gisborne',
  "Hawke's Bay",
  'Taranaki',
  'Manawatū-Whanganui',
  'Wellington',
  'Tasman',
  'Nelson',
  'Marlborough',
  'West Coast',
  'Canterbury',
  'Otago',
  'Southland',
  'Chatham Islands',
] as const;
export type NzRegionName = (typeof NZ_REGIONS)[number];

/** The NZ register's region codes (ISO 3166-2:NZ without the 'NZ-'), by the region's name. */
export const NZ_REGION_CODES: Record<string, NzRegionName> = {
  NTL: 'Northland',
  AUK: 'Auckland',
  WKO: 'Waikato',
  BOP: 'Bay of Plenty',
  GIS: 'Gisborne',
  HKB: "Hawke's Bay",
  TKI: 'Taranaki',
  MWT: 'Manawatū-Whanganui',
  WGN: 'Wellington',
  TAS: 'Tasman',
  NSN: 'Nelson',
  MBH: 'Marlborough',
  WTC: 'West Coast',
  CAN: 'Canterbury',
  OTA: 'Otago',
  STL: 'Southland',
  CIT: 'Chatham Islands',
};

/** AU states and territories as a person reads them, by the lower-case code the journey stores. */
export const AU_STATE_NAMES: Record<(typeof AU_STATES)[number], string> = {
  act: 'Australian Capital Territory',
  nsw: 'New South Wales',
  nt: 'Northern Territory',
  qld: 'Queensland',
  sa: 'South Australia',
  tas: 'Tasmania',
  vic: 'Victoria',
  wa: 'Western Australia',
};

const plainRegionName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+region$/i, '')
    .toLowerCase();

/** The NZ region a text names, however an address service spells it, or undefined. */
export function nzRegionNamed(text: string): NzRegionName | undefined {
  const plain = plainRegionName(text.trim());
  return NZ_REGIONS.find((region) => plainRegionName(region) === plain);
}

/** An NZ region by name; the message is the state's, as the server has always answered it. */
export const nzRegion: FieldRule = (value) =>
  isBlank(value) || nzRegionNamed(textOf(value)) ? undefined : FIELD_MESSAGES.auState;

export const ADDRESS_ENTRY_PARTS = [
  'subPremise',
  'streetNo',
  'streetName',
  'suburb',
  'state',
  'postCode',
] as const;
export type AddressEntryPart = (typeof ADDRESS_ENTRY_PARTS)[number];

/** An address's parts, as typed or as the register gives them: the state is AU's code or NZ's region. */
export type AddressEntry = Partial<Record<AddressEntryPart, string>>;

/**
 * The rules of an address's parts in a country (journey §5): street number, street name, suburb,
 * state (AU) or region (NZ) and a four-digit postcode are required; the unit is optional.
 */
export function addressPartRules(countryCode: Region | undefined): Record<AddressEntryPart, FieldRule> {
  return {
    subPremise: maxLength(50),
    streetNo: allOf(required, maxLength(20)),
    streetName: allOf(required, maxLength(100)),
    suburb: allOf(required, maxLength(100)),
    state: allOf(required, maxLength(50), countryCode === 'NZ' ? nzRegion : auState),
    postCode: allOf(required, number, exactLength(4)),
  };
}

/** Every part's message, for an address entered by hand; empty when the address may be used. */
export function addressEntryErrors(
  countryCode: Region,
  entry: AddressEntry,
): Partial<Record<AddressEntryPart, string>> {
  const rules = addressPartRules(countryCode);
  const errors: Partial<Record<AddressEntryPart, string>> = {};
  for (const part of ADDRESS_ENTRY_PARTS) {
    const message = rules[part](entry[part]);
    if (message !== undefined) errors[part] = message;
  }
  // The step and the ID form keep the address's text to 255 characters; long parts could pass it.
  if (
    Object.keys(errors).length === 0 &&
    [...written(countryCode, entry).fullAddress].length > ADDRESS_TEXT_MAX
  ) {
    errors.streetName = ADDRESS_TOO_LONG_MESSAGE;
  }
  return errors;
}

/** The longest address text the business details step and the ID form store. */
export const ADDRESS_TEXT_MAX = 255;
export const ADDRESS_TOO_LONG_MESSAGE = `The whole address must have at most ${ADDRESS_TEXT_MAX} characters`;

/** The parts as stored, and the address's text written from them. */
function written(countryCode: Region, entry: AddressEntry) {
  const part = (name: AddressEntryPart) => textOf(entry[name]);
  const subPremise = part('subPremise');
  const state =
    countryCode === 'AU' ? part('state').toLowerCase() : (nzRegionNamed(part('state')) ?? part('state'));
  const line = `${subPremise ? `${subPremise}, ` : ''}${part('streetNo')} ${part('streetName')}`;
  const place =
    countryCode === 'AU'
      ? `${part('suburb')} ${state.toUpperCase()} ${part('postCode')}`
      : `${part('suburb')} ${part('postCode')}`;
  return { fullAddress: `${line}, ${place}`, subPremise, state, part };
}

/** An address with its parts whole, as the forms store it (without the address service's id). */
export interface EnteredAddress {
  fullAddress: string;
  subPremise?: string;
  streetNo: string;
  streetName: string;
  suburb: string;
  /** AU: the lower-case code (nsw, vic, ...); NZ: the region's name. */
  state: string;
  postCode: string;
  country: (typeof COUNTRY_NAMES)[Region];
  countryCode: Region;
}

/**
 * The address of parts that pass the rules, with its text written as the address service writes it:
 * AU 'Unit 3, 12 Main Street, Hahndorf SA 5245', NZ 'Level 3, 21 Queen Street, Auckland Central 1010'.
 * Undefined when a part breaks a rule.
 */
export function enteredAddressOf(countryCode: Region, entry: AddressEntry): EnteredAddress | undefined {
  if (Object.keys(addressEntryErrors(countryCode, entry)).length > 0) return undefined;
  const { fullAddress, subPremise, state, part } = written(countryCode, entry);
  return {
    fullAddress,
    ...(subPremise ? { subPremise } : {}),
    streetNo: part('streetNo'),
    streetName: part('streetName'),
    suburb: part('suburb'),
    state,
    postCode: part('postCode'),
    country: COUNTRY_NAMES[countryCode],
    countryCode,
  };
}

/** The register's address of a business: the street line, suburb, state or region code, postcode. */
export interface RegisterAddress {
  street?: string;
  suburb?: string;
  state?: string;
  postCode?: string;
}

/**
 * The registered address the register gave, as parts the business details step accepts, or
 * undefined when it gave none or one the step would refuse (decision 2086). The street line is read
 * as '[unit, ]number name' ('Level 4, 120 Collins Street', '3/88 Crown Street'); NZ region codes
 * (AUK, WGN, ...) become the region's name.
 */
export function registeredAddressOf(
  region: Region,
  given: RegisterAddress | undefined,
): EnteredAddress | undefined {
  const street = textOf(given?.street).replace(/\s+/g, ' ');
  const line = /^(?:(.+?),\s*)?(?:(\S+?)\/)?(\d+[A-Za-z]?(?:-\d+[A-Za-z]?)?)\s+(.+)$/.exec(street);
  if (!line) return undefined;
  const [, premise, unit, streetNo, streetName] = line;
  const stateGiven = textOf(given?.state);
  const state =
    region === 'NZ' ? (NZ_REGION_CODES[stateGiven.toUpperCase()] ?? stateGiven) : stateGiven.toLowerCase();
  return enteredAddressOf(region, {
    subPremise: premise ?? (unit ? `Unit ${unit}` : undefined),
    streetNo,
    streetName,
    suburb: textOf(given?.suburb),
    state,
    postCode: textOf(given?.postCode),
  });
}
