import { COUNTRY_NAMES } from '../addresses/address';
import type {
  BusinessDetails,
  BusinessEntityDetails,
  FinanceDetails,
  Scoreboard,
  YesNo,
} from '../application/scoreboard';
import type { BusinessLookupRow } from '../business/business-lookup-row';
import { isEligibleForCredit, isSoleTrader } from '../business/entity-type';
import type {
  IndustryChoice,
  IndustryClassification,
} from '../industry-classification/industry-classification';
import { isRegion, type Region } from '../shared/region';
import { FIELD_MESSAGES } from '../validation/field-messages';
import { allOf, isBlank, textOf, type FieldRule } from '../validation/field-rule';
import { auState, exactLength, maxLength, number, maxDigits, required } from '../validation/field-rules';
import { businessContactNumberRule } from '../validation/contact-field-rules';
import { normalisePhoneNumber } from '../validation/phone-number';
import type { SectionErrors } from './business-details-errors';
import {
  CREDIT_LIMIT_BELOW_FLOOR_MESSAGE,
  creditLimitProblem,
  MAXIMUM_AUTOMATIC_CREDIT,
  statementsRequired,
} from './credit-limit';
import { CREDIT_LIMIT_MESSAGE, INVALID_VALUE_MESSAGE, YES_NO_MESSAGE } from './writable-properties';

/*
 * The three business-details sections createOrUpdateProperty saves whole (journey §2 'Business
 * details', §4, §5; decision 1247): the confirmed business, the entity details step and the finance
 * step. Each reader answers the section to store, or every field's message keyed by its place in
 * the params, so one refusal names them all and nothing is stored.
 */

/** The sections of createOrUpdateProperty's params, as the browser sends them. */
export interface PropertySections {
  entityObj?: unknown;
  entityDetails?: unknown;
  financeDetails?: unknown;
}

export const UNKNOWN_FIELD_MESSAGE = 'Field is not part of this step';
export const STATEMENTS_REQUIRED_MESSAGE =
  'Please upload business financial statements to support your credit limit request.';
export const STATEMENT_NOT_YOURS_MESSAGE = 'Field needs to be financial statements you uploaded';
export const MAXIMUM_LIMIT_MESSAGE = 'The maximum checkbox sets the credit limit to 150,000';
export const PLANNED_NONE_MESSAGE = 'Field must be 0 when no more vehicles are planned';
export const PLANNED_AT_LEAST_ONE_MESSAGE = 'Field value must be at least 1';
export const TOO_MANY_STATEMENTS_MESSAGE = 'Field can hold at most 10 files';
export const COMPLETED_MESSAGE = "Field must be 'yes' or empty";
/** Journey §5 and §9: at most 10 financial statement files. */
export const MAXIMUM_STATEMENT_FILES = 10;

type Fields = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string | undefined | null =>
  value === undefined || value === null || typeof value === 'string';

// ----- (a) The confirmed business ---------------------------------------------------------------

export interface BusinessChoice {
  /** The business number the browser's row names: only this is taken from it. */
  number: string;
  industry: IndustryChoice;
}

/** The business number to read again from the register, and the industry, or every field's message. */
export function businessChoiceOf(
  sections: PropertySections,
  classification: Pick<IndustryClassification, 'problemWith' | 'normalised'>,
): { choice: BusinessChoice } | { errors: SectionErrors } {
  const errors: SectionErrors = {};
  const row = isPlainObject(sections.entityObj) ? sections.entityObj : undefined;
  const number = typeof row?.abn === 'string' ? row.abn.replace(/\s/g, '') : '';
  if (!row) errors.entityObj = FIELD_MESSAGES.required;
  else if (number === '') errors['entityObj.abn'] = FIELD_MESSAGES.required;
  else if (!/^\d{1,20}$/.test(number)) errors['entityObj.abn'] = FIELD_MESSAGES.number;

  const chosen = isPlainObject(sections.entityDetails) ? sections.entityDetails : {};
  const levels = ['industry', 'subDivision', 'subGroup'] as const;
  for (const level of levels) {
    if (typeof chosen[level] !== 'string' || isBlank(chosen[level])) {
      errors[`entityDetails.${level}`] = FIELD_MESSAGES.required;
    }
  }
  if (levels.every((level) => !errors[`entityDetails.${level}`])) {
    const problem = classification.problemWith(chosen);
    if (problem) errors[`entityDetails.${problem}`] = INVALID_VALUE_MESSAGE;
  }
  const industry = classification.normalised(chosen);
  if (Object.keys(errors).length > 0 || !industry) return { errors };
  return { choice: { number, industry } };
}

/**
 * Entity types that may apply online (decision 1247): the credit-eligible ones of the business
 * context, AU sole traders and companies (IND, PRV, PUB) and NZ companies and sole traders (LTD,
 * ULTD, Sole_Trader). Trusts, partnerships, co-operatives, societies, overseas companies and any
 * code the register adds later are taken on by the team. The register's status is left to the
 * credit assessment, which checks the years of trading.
 */
export function mayApplyOnline(region: Region, row: Pick<BusinessLookupRow, 'entityType'>): boolean {
  return isEligibleForCredit(region, row.entityType);
}

/**
 * The scoreboard with the register's business confirmed: its name, number and entity type (never the
 * browser's), with the industry. Another business than the one stored replaces it and the business
 * details that were its own; the same business again keeps them.
 */
export function withConfirmedBusiness(
  scoreboard: Scoreboard,
  row: BusinessLookupRow,
  industry: IndustryChoice,
  region: Region,
): Scoreboard {
  const sameBusiness = scoreboard.entityDetails?.abn === row.abn;
  const business: BusinessDetails = sameBusiness ? (scoreboard.businessDetails ?? {}) : {};
  return {
    ...scoreboard,
    entityDetails: {
      ...scoreboard.entityDetails,
      entityName: row.name,
      abn: row.abn,
      entityType: row.entityType,
      ...industry,
    },
    companyDetails: {
      companyName: row.name,
      companyLegalName: row.name,
      ...(region === 'NZ' ? { nzbn: row.abn } : { abn: row.abn }),
    },
    businessDetails: {
      ...business,
      entityDetails: { ...business.entityDetails, companyLegalName: row.name },
    },
  };
}

// ----- (b) The entity details step --------------------------------------------------------------

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

const plainRegionName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+region$/i, '')
    .toLowerCase();

const nzRegion: FieldRule = (value) =>
  isBlank(value) || NZ_REGIONS.some((region) => plainRegionName(region) === plainRegionName(textOf(value)))
    ? undefined
    : FIELD_MESSAGES.auState;

const ENTITY_DETAIL_TEXT = [
  'companyLegalAddress',
  'tradingAddress',
  'businessContactNumber',
  'businessWebsite',
  'streetNo',
  'streetName',
  'suburb',
  'state',
  'postCode',
  'country',
  'countryCode',
  'subPremise',
] as const;
type EntityDetailText = (typeof ENTITY_DETAIL_TEXT)[number];
const ENTITY_DETAIL_KEYS: readonly string[] = [...ENTITY_DETAIL_TEXT, 'tradingAddressSame'];

/** Journey §5 'Business details', with lengths that keep a pasted page out of the scoreboard. */
function entityDetailRules(region: Region, countryCode: Region | undefined, tradingSame: boolean) {
  const rules: Record<EntityDetailText, FieldRule> = {
    companyLegalAddress: allOf(required, maxLength(255)),
    tradingAddress: tradingSame ? maxLength(255) : allOf(required, maxLength(255)),
    businessContactNumber: businessContactNumberRule(region),
    businessWebsite: maxLength(255),
    streetNo: allOf(required, maxLength(20)),
    streetName: allOf(required, maxLength(100)),
    suburb: allOf(required, maxLength(100)),
    state: allOf(required, maxLength(50), countryCode === 'NZ' ? nzRegion : auState),
    postCode: allOf(required, number, exactLength(4)),
    country: allOf(required, (value) =>
      countryCode === undefined || textOf(value).toLowerCase() === COUNTRY_NAMES[countryCode].toLowerCase()
        ? undefined
        : INVALID_VALUE_MESSAGE,
    ),
    countryCode: allOf(required, (value) => (isRegion(textOf(value)) ? undefined : INVALID_VALUE_MESSAGE)),
    subPremise: maxLength(50),
  };
  return rules;
}

/** The entity details step's section to store, or every field's message (keys 'value.<field>'). */
export function entityDetailsStepOf(
  value: unknown,
  region: Region,
): { details: BusinessEntityDetails } | { errors: SectionErrors } {
  if (!isPlainObject(value)) return { errors: { value: INVALID_VALUE_MESSAGE } };
  const errors: SectionErrors = {};
  for (const key of Object.keys(value)) {
    if (!ENTITY_DETAIL_KEYS.includes(key)) errors[`value.${key}`] = UNKNOWN_FIELD_MESSAGE;
  }
  const same = value.tradingAddressSame;
  if (same !== undefined && same !== null && typeof same !== 'boolean') {
    errors['value.tradingAddressSame'] = INVALID_VALUE_MESSAGE;
  }
  const tradingSame = same !== false;
  const code = textOf(value.countryCode).toUpperCase();
  const countryCode = isRegion(code) ? code : undefined;
  const rules = entityDetailRules(region, countryCode, tradingSame);
  for (const field of ENTITY_DETAIL_TEXT) {
    const given = value[field];
    const message = isText(given)
      ? rules[field](field === 'countryCode' ? code : given)
      : INVALID_VALUE_MESSAGE;
    if (message !== undefined) errors[`value.${field}`] = message;
  }
  if (Object.keys(errors).length > 0 || !countryCode) return { errors };

  const text = (field: EntityDetailText) => textOf(value[field]);
  const legalAddress = text('companyLegalAddress');
  const optional = (field: EntityDetailText) => (text(field) === '' ? {} : { [field]: text(field) });
  return {
    details: {
      companyLegalAddress: legalAddress,
      tradingAddressSame: tradingSame,
      tradingAddress: tradingSame ? legalAddress : text('tradingAddress'),
      businessContactNumber: normalisePhoneNumber(value.businessContactNumber),
      ...optional('businessWebsite'),
      streetNo: text('streetNo'),
      streetName: text('streetName'),
      suburb: text('suburb'),
      state: countryCode === 'AU' ? text('state').toLowerCase() : text('state'),
      postCode: text('postCode'),
      country: COUNTRY_NAMES[countryCode],
      countryCode,
      ...optional('subPremise'),
    },
  };
}

// ----- (d) The finance step ---------------------------------------------------------------------

const FINANCE_KEYS: readonly string[] = [
  'currentFleetSize',
  'numberOfEmployees',
  'purchaseMoreVehicles',
  'howManyVehicles',
  'valueOfApplication',
  'maximum',
  'fileUrls',
  'personalGuarantee',
  'completed',
];

export interface FinanceStep {
  /** The section to store, but for its files, which the caller reads from the uploads. */
  finance: Omit<FinanceDetails, 'fileUrls'>;
  fileUuids: string[];
  /** Next (completed 'yes') ends the section; Save & Close stores it only. */
  completed: boolean;
}

export interface FinanceContext {
  soleTrader: boolean;
  /** The floor of the credit limit: the drive-away price, else the fiscal value. */
  driveAwayPrice: number | undefined;
}

const yesNo = (value: unknown): value is YesNo => value === 'yes' || value === 'no';
const absent = (value: unknown) => value === undefined || value === null;

/**
 * The finance step's section (journey §4 'Finance details', §5, credit-limit.ts), or every field's
 * message (keys 'financeDetails.<field>'). Save & Close stores what is filled in, each value under its
 * rule; Next (completed 'yes') also needs every answer, and the statements the limit calls for.
 */
export function financeStepOf(
  input: unknown,
  context: FinanceContext,
): { step: FinanceStep } | { errors: SectionErrors } {
  if (!isPlainObject(input)) return { errors: { financeDetails: FIELD_MESSAGES.required } };
  const errors: SectionErrors = {};
  const at = (field: string, message: string | undefined) => {
    if (message !== undefined && !errors[`financeDetails.${field}`])
      errors[`financeDetails.${field}`] = message;
  };
  for (const key of Object.keys(input)) {
    if (!FINANCE_KEYS.includes(key)) at(key, UNKNOWN_FIELD_MESSAGE);
  }

  const completedText = input.completed ?? '';
  if (completedText !== '' && completedText !== 'yes') at('completed', COMPLETED_MESSAGE);
  const completed = completedText === 'yes';
  const needed = (rule: FieldRule): FieldRule => (completed ? allOf(required, rule) : rule);

  const counts = [
    ['currentFleetSize', maxDigits(3)],
    ['numberOfEmployees', maxDigits(4)],
  ] as const;
  for (const [field, rule] of counts) {
    const given = input[field];
    at(field, isText(given) ? needed(allOf(number, rule))(given) : INVALID_VALUE_MESSAGE);
  }

  const purchaseMore = input.purchaseMoreVehicles;
  if (!absent(purchaseMore) && !yesNo(purchaseMore)) at('purchaseMoreVehicles', YES_NO_MESSAGE);
  else if (completed && absent(purchaseMore)) at('purchaseMoreVehicles', FIELD_MESSAGES.required);

  const planned = input.howManyVehicles;
  if (!absent(planned) && !(typeof planned === 'number' && Number.isInteger(planned) && planned >= 0)) {
    at('howManyVehicles', FIELD_MESSAGES.number);
  } else if (typeof planned === 'number' && planned > 999) {
    at('howManyVehicles', maxDigits(3)(String(planned)));
  } else if (purchaseMore === 'yes' && (absent(planned) || (planned as number) < 1)) {
    at('howManyVehicles', PLANNED_AT_LEAST_ONE_MESSAGE);
  } else if (purchaseMore === 'no' && !absent(planned) && planned !== 0) {
    at('howManyVehicles', PLANNED_NONE_MESSAGE);
  }

  const limit = input.valueOfApplication;
  if (absent(limit)) {
    if (completed) at('valueOfApplication', FIELD_MESSAGES.required);
  } else if (!(typeof limit === 'number' && Number.isInteger(limit) && limit >= 0)) {
    at('valueOfApplication', CREDIT_LIMIT_MESSAGE);
  } else {
    const problem = creditLimitProblem(limit, context.driveAwayPrice);
    if (problem === 'belowFloor') at('valueOfApplication', CREDIT_LIMIT_BELOW_FLOOR_MESSAGE);
    if (problem === 'outOfRange') at('valueOfApplication', 'The credit limit can be at most 500,000.');
  }
  const maximum = input.maximum;
  if (!absent(maximum) && typeof maximum !== 'boolean') at('maximum', INVALID_VALUE_MESSAGE);
  else if (maximum === true && limit !== MAXIMUM_AUTOMATIC_CREDIT) at('maximum', MAXIMUM_LIMIT_MESSAGE);

  // Hidden for sole traders (journey §2): whatever a sole trader's browser sends is not stored.
  const guarantee = context.soleTrader ? undefined : input.personalGuarantee;
  if (!absent(guarantee) && !yesNo(guarantee)) at('personalGuarantee', YES_NO_MESSAGE);
  else if (completed && !context.soleTrader && absent(guarantee))
    at('personalGuarantee', FIELD_MESSAGES.required);

  const files = input.fileUrls ?? [];
  const uuids = Array.isArray(files)
    ? files.map((file) => (isPlainObject(file) && typeof file.uuid === 'string' ? file.uuid.trim() : ''))
    : undefined;
  if (!uuids || uuids.some((uuid) => uuid === '' || uuid.length > 100)) at('fileUrls', INVALID_VALUE_MESSAGE);
  else if (uuids.length > MAXIMUM_STATEMENT_FILES) at('fileUrls', TOO_MANY_STATEMENTS_MESSAGE);
  else if (new Set(uuids).size !== uuids.length) at('fileUrls', INVALID_VALUE_MESSAGE);

  // Next with a guarantee of no has been acknowledged: that is the only way the page submits it (§4).
  if (completed && typeof limit === 'number' && uuids?.length === 0) {
    const answer = yesNo(guarantee) ? { personalGuarantee: guarantee, acknowledged: true } : {};
    if (statementsRequired(limit, answer)) at('fileUrls', STATEMENTS_REQUIRED_MESSAGE);
  }
  if (Object.keys(errors).length > 0) return { errors };

  const textIfGiven = (field: 'currentFleetSize' | 'numberOfEmployees') =>
    isBlank(input[field]) ? {} : { [field]: textOf(input[field]) };
  const count = purchaseMore === 'no' ? 0 : (planned as number | undefined | null);
  return {
    step: {
      finance: {
        ...textIfGiven('currentFleetSize'),
        ...textIfGiven('numberOfEmployees'),
        ...(yesNo(purchaseMore) ? { purchaseMoreVehicles: purchaseMore } : {}),
        ...(absent(count) ? {} : { howManyVehicles: count as number }),
        ...(absent(limit) ? {} : { valueOfApplication: limit as number }),
        maximum: maximum === true,
        ...(yesNo(guarantee) ? { personalGuarantee: guarantee } : {}),
        ...(completed ? { completed: 'yes' as const } : {}),
      },
      fileUuids: uuids ?? [],
      completed,
    },
  };
}

/** Whether the stored business is a sole trader, whose finance step has no guarantee (journey §6). */
export const isSoleTraderApplication = (scoreboard: Scoreboard): boolean =>
  isSoleTrader(scoreboard.entityDetails?.entityType);
