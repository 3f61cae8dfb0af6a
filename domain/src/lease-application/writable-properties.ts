import type { ApplicantRole } from '../application/applicant-role';
import type {
  ApplicationStatus,
  BusinessDetails,
  FinanceDetails,
  ApplicationJourney,
} from '../application/application-journey';
import type { Region } from '../shared/region';
import { businessContactNumberRule } from '../validation/contact-field-rules';
import { allOf, textOf, type FieldRule } from '../validation/field-rule';
import {
  amount,
  maxDigits,
  maxLength,
  number,
  required,
  withoutThousandsSeparators,
} from '../validation/field-rules';
import { normalisePhoneNumber } from '../validation/phone-number';

/*
 * The paths createOrUpdateProperty may write (journey §7 'a value plus up to three path levels'),
 * decision 1220. Anything not listed here is refused: a new path is added here, with its writers,
 * its steps, its rule and the use case that applies it.
 */

/** The spec's three path levels, as the browser sends them. */
export interface PropertyPath {
  propertyFirst: string;
  propertySecond?: string | null;
  propertyThird?: string | null;
}

/** How a write is applied: a status move, the credit limit, one plain journey field or a whole section. */
export type PropertyWrite =
  | { kind: 'move'; track: 'status' | 'statusSecondary' }
  | { kind: 'creditLimit' }
  | { kind: 'field'; set: (journey: ApplicationJourney, value: string) => ApplicationJourney }
  | { kind: 'section'; section: BusinessSection };

/** The business-details sections saved whole, each read by its own rules (business-sections.ts). */
export type BusinessSection = 'confirmBusiness' | 'businessEntityDetails' | 'financeDetails';

export interface WritableProperty {
  /** The dotted path, e.g. 'businessDetails.financeDetails.currentFleetSize'. */
  path: string;
  /** Who may write it (journey §6). */
  writers: readonly Exclude<ApplicantRole, 'none'>[];
  /** The primary statuses during which it may be written; status moves are left to the transition table. */
  during: readonly ApplicationStatus[] | 'transitionTable';
  /** The value's rule (journey §5); the message is the one the form shows. */
  rule: (region: Region) => FieldRule;
  write: PropertyWrite;
}

export const YES_NO_MESSAGE = "Field must be 'yes' or 'no'";
export const PRIVACY_CONSENT_MESSAGE = "Field must be 'confirmed'";
export const CREDIT_LIMIT_MESSAGE = 'Field needs to be a whole number of dollars';

const oneOf =
  (allowed: readonly string[], message: string): FieldRule =>
  (value) =>
    typeof value === 'string' && allowed.includes(value) ? undefined : message;

export const INVALID_VALUE_MESSAGE = 'Field is invalid';

/** A status is named by text; which one may follow is the transition table's answer. */
const statusName: FieldRule = (value) =>
  typeof value === 'string' && value.trim() !== '' ? undefined : INVALID_VALUE_MESSAGE;

/** A whole number within the slider's reach; the limit's own rules are SetCreditLimit's. */
const wholeDollars: FieldRule = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? undefined : CREDIT_LIMIT_MESSAGE;

const withBusiness = (
  journey: ApplicationJourney,
  change: (business: BusinessDetails) => BusinessDetails,
) => ({
  ...journey,
  businessDetails: change(journey.businessDetails ?? {}),
});

const setEntityField =
  (field: 'businessContactNumber' | 'businessWebsite') => (journey: ApplicationJourney, value: string) =>
    withBusiness(journey, (business) => ({
      ...business,
      entityDetails: { ...business.entityDetails, [field]: value },
    }));

const setFinanceField =
  <F extends keyof FinanceDetails>(field: F, convert: (value: string) => FinanceDetails[F]) =>
  (journey: ApplicationJourney, value: string) =>
    withBusiness(journey, (business) => ({
      ...business,
      financeDetails: { ...business.financeDetails, [field]: convert(value) },
    }));

/**
 * Planning to grow the fleet or not (journey §4 'Finance details'): no plans 0 vehicles, yes at least
 * one, in the same write, so the review's answer and its count never disagree.
 */
const setPurchaseMoreVehicles = (journey: ApplicationJourney, value: string) =>
  withBusiness(journey, (business) => {
    const answer = value as 'yes' | 'no';
    const planned = business.financeDetails?.howManyVehicles ?? 0;
    return {
      ...business,
      financeDetails: {
        ...business.financeDetails,
        purchaseMoreVehicles: answer,
        howManyVehicles: answer === 'no' ? 0 : Math.max(planned, 1),
      },
    };
  });

/** Business details are written on their own step and edited inline on the review (§2, §4). */
const BUSINESS_STEPS: readonly ApplicationStatus[] = ['businessDetails', 'approvals'];
/** The sections are saved on the business details step only (both tracks name it businessDetails). */
const BUSINESS_DETAILS_STEP: readonly ApplicationStatus[] = ['businessDetails'];
const PRIMARY_ONLY = ['primary'] as const;
const asText = (value: string) => value;
/** A section's fields are checked by its own reader, which names each field's message. */
const checkedBySection: FieldRule = () => undefined;

export const WRITABLE_PROPERTIES: readonly WritableProperty[] = [
  {
    path: 'status',
    writers: ['primary'],
    during: 'transitionTable',
    rule: () => statusName,
    write: { kind: 'move', track: 'status' },
  },
  {
    path: 'statusSecondary',
    writers: ['primary', 'secondary'],
    during: 'transitionTable',
    rule: () => statusName,
    write: { kind: 'move', track: 'statusSecondary' },
  },
  {
    // Confirm business: the chosen lookup row (entityObj) and the industry (entityDetails), decision 1247.
    path: 'entityDetails',
    writers: PRIMARY_ONLY,
    during: BUSINESS_DETAILS_STEP,
    rule: () => checkedBySection,
    write: { kind: 'section', section: 'confirmBusiness' },
  },
  {
    // Step 1 of the accordion: the whole entity details section as value.
    path: 'businessDetails.entityDetails',
    writers: PRIMARY_ONLY,
    during: BUSINESS_DETAILS_STEP,
    rule: () => checkedBySection,
    write: { kind: 'section', section: 'businessEntityDetails' },
  },
  {
    // Step 3: the finance section; completed 'yes' also moves the application to approvals.
    path: 'businessDetails.financeDetails',
    writers: PRIMARY_ONLY,
    during: BUSINESS_DETAILS_STEP,
    rule: () => checkedBySection,
    write: { kind: 'section', section: 'financeDetails' },
  },
  {
    path: 'businessDetails.annualRevenue',
    writers: PRIMARY_ONLY,
    during: BUSINESS_STEPS,
    rule: () => allOf(required, amount),
    write: {
      kind: 'field',
      set: (journey, value) =>
        withBusiness(journey, (b) => ({ ...b, annualRevenue: withoutThousandsSeparators(value) })),
    },
  },
  {
    path: 'businessDetails.entityDetails.businessContactNumber',
    writers: PRIMARY_ONLY,
    during: BUSINESS_STEPS,
    rule: (region) => businessContactNumberRule(region),
    // Stored in the one form phone numbers are kept in ('+64215501234'), as the sections store it.
    write: {
      kind: 'field',
      set: (journey, value) => setEntityField('businessContactNumber')(journey, normalisePhoneNumber(value)),
    },
  },
  {
    path: 'businessDetails.entityDetails.businessWebsite',
    writers: PRIMARY_ONLY,
    during: BUSINESS_STEPS,
    // The review puts no rule on the website; the length keeps a pasted page out of the journey.
    rule: () => maxLength(255),
    write: { kind: 'field', set: setEntityField('businessWebsite') },
  },
  {
    path: 'businessDetails.financeDetails.currentFleetSize',
    writers: PRIMARY_ONLY,
    during: BUSINESS_STEPS,
    rule: () => allOf(required, number, maxDigits(3)),
    write: { kind: 'field', set: setFinanceField('currentFleetSize', asText) },
  },
  {
    path: 'businessDetails.financeDetails.numberOfEmployees',
    writers: PRIMARY_ONLY,
    during: BUSINESS_STEPS,
    rule: () => allOf(required, number, maxDigits(4)),
    write: { kind: 'field', set: setFinanceField('numberOfEmployees', asText) },
  },
  {
    path: 'businessDetails.financeDetails.purchaseMoreVehicles',
    writers: PRIMARY_ONLY,
    during: BUSINESS_STEPS,
    rule: () => oneOf(['yes', 'no'], YES_NO_MESSAGE),
    write: { kind: 'field', set: setPurchaseMoreVehicles },
  },
  {
    path: 'businessDetails.financeDetails.howManyVehicles',
    writers: PRIMARY_ONLY,
    during: BUSINESS_STEPS,
    // Review: required, a number of 1 to 3 digits; the planned count never goes below 1.
    rule: () => allOf(required, number, maxDigits(3), atLeastOne),
    write: { kind: 'field', set: setFinanceField('howManyVehicles', Number) },
  },
  {
    path: 'businessDetails.financeDetails.personalGuarantee',
    writers: PRIMARY_ONLY,
    during: BUSINESS_STEPS,
    rule: () => oneOf(['yes', 'no'], YES_NO_MESSAGE),
    write: { kind: 'field', set: setFinanceField('personalGuarantee', (value) => value as 'yes' | 'no') },
  },
  {
    path: 'businessDetails.financeDetails.creditLimit',
    writers: PRIMARY_ONLY,
    // The review shows the credit limit read-only: it is set on the finance step only.
    during: ['businessDetails'],
    rule: () => wholeDollars,
    write: { kind: 'creditLimit' },
  },
  {
    path: 'primaryApplicant.privacyConsent',
    writers: PRIMARY_ONLY,
    during: ['approvals'],
    rule: () => oneOf(['confirmed'], PRIVACY_CONSENT_MESSAGE),
    write: {
      kind: 'field',
      set: (journey, value) => ({
        ...journey,
        primaryApplicant: { ...journey.primaryApplicant, privacyConsent: value },
      }),
    },
  },
];

function atLeastOne(value: unknown): string | undefined {
  return Number(textOf(value)) >= 1 ? undefined : 'Field value must be at least 1';
}

/** The dotted path of the spec's levels, or undefined when a level is skipped or padded. */
export function dottedPath(path: PropertyPath): string | undefined {
  const levels = [path.propertyFirst, path.propertySecond, path.propertyThird];
  const given = levels.filter(
    (level): level is string => level !== undefined && level !== null && level !== '',
  );
  if (given.some((level, at) => level !== levels[at])) return undefined;
  return given.join('.');
}

/** The registry's entry for a path; an unknown path has none and is refused. */
export function writablePropertyAt(path: PropertyPath): WritableProperty | undefined {
  const dotted = dottedPath(path);
  return dotted === undefined ? undefined : WRITABLE_PROPERTIES.find((entry) => entry.path === dotted);
}
