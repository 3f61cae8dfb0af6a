import { COUNTRY_NAMES } from '../addresses/address';
import { addressPartRules } from '../addresses/address-entry';
import type { BusinessEntityDetails } from '../application/application-journey';
import { isRegion, type Region } from '../shared/region';
import { allOf, textOf, type FieldRule } from '../validation/field-rule';
import { maxLength, required } from '../validation/field-rules';
import { businessContactNumberRule } from '../validation/contact-field-rules';
import { normalisePhoneNumber } from '../validation/phone-number';
import type { SectionErrors } from './business-details-errors';
import { isPlainObject, isText, UNKNOWN_FIELD_MESSAGE } from './business-sections';
import { INVALID_VALUE_MESSAGE } from './writable-properties';

/** The business details accordion's first step (journey §2, §5 'Business details'; decision 1247). */

/** The NZ regions, now kept with the other address rules (decision 2086). */
export { NZ_REGIONS } from '../addresses/address-entry';

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

/** Journey §5 'Business details', with lengths that keep a pasted page out of the journey. */
function entityDetailRules(region: Region, countryCode: Region | undefined, tradingSame: boolean) {
  const rules: Record<EntityDetailText, FieldRule> = {
    companyLegalAddress: allOf(required, maxLength(255)),
    tradingAddress: tradingSame ? maxLength(255) : allOf(required, maxLength(255)),
    businessContactNumber: businessContactNumberRule(region),
    businessWebsite: maxLength(255),
    // The registered address's parts: the rules an address entered by hand meets in the browser too.
    ...addressPartRules(countryCode),
    country: allOf(required, (value) =>
      countryCode === undefined || textOf(value).toLowerCase() === COUNTRY_NAMES[countryCode].toLowerCase()
        ? undefined
        : INVALID_VALUE_MESSAGE,
    ),
    countryCode: allOf(required, (value) => (isRegion(textOf(value)) ? undefined : INVALID_VALUE_MESSAGE)),
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
