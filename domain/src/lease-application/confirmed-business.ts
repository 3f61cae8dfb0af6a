import { registeredAddressOf } from '../addresses/address-entry';
import type {
  ApplicationJourney,
  BusinessDetails,
  BusinessEntityDetails,
} from '../application/application-journey';
import type { BusinessLookupRow } from '../business/business-lookup-row';
import { isEligibleForCredit } from '../business/entity-type';
import type {
  IndustryChoice,
  IndustryClassification,
} from '../industry-classification/industry-classification';
import type { Region } from '../shared/region';
import { FIELD_MESSAGES } from '../validation/field-messages';
import { isBlank } from '../validation/field-rule';
import type { SectionErrors } from './business-details-errors';
import { isPlainObject, type PropertySections } from './business-sections';
import { INVALID_VALUE_MESSAGE } from './writable-properties';

/** The confirmed business (journey §2 'Nominate primary', §4 'Onboarding'; decision 1247). */

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
 * The journey with the register's business confirmed: its name, number and entity type (never the
 * browser's), with the industry. Another business than the one stored replaces it and the business
 * details that were its own; the same business again keeps them. The registered address the register
 * gave is kept as the business details' address parts, for the step to start with, until the customer
 * saves the step with the address they confirm (companyLegalAddress; decision 2086).
 */
export function withConfirmedBusiness(
  journey: ApplicationJourney,
  row: BusinessLookupRow,
  industry: IndustryChoice,
  region: Region,
): ApplicationJourney {
  const sameBusiness = journey.entityDetails?.abn === row.abn;
  const business: BusinessDetails = sameBusiness ? (journey.businessDetails ?? {}) : {};
  return {
    ...journey,
    entityDetails: {
      ...journey.entityDetails,
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
      entityDetails: {
        ...business.entityDetails,
        ...registeredAddressPartsOf(business.entityDetails, row, region),
        companyLegalName: row.name,
      },
    },
  };
}

/**
 * The register's address as the step's parts, when the customer has not saved an address of their
 * own; nothing when the register gave none the step would take (the ABR gives no street address).
 */
function registeredAddressPartsOf(
  saved: BusinessEntityDetails | undefined,
  row: BusinessLookupRow,
  region: Region,
): Partial<BusinessEntityDetails> {
  if (saved?.companyLegalAddress) return {};
  const address = registeredAddressOf(region, row.contactDetail);
  if (!address) return {};
  const { fullAddress: _composedAgainByTheBrowser, ...parts } = address;
  return parts;
}
