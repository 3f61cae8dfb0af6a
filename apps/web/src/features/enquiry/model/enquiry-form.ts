import {
  enquiryFormRules,
  hasFieldErrors,
  isBlank,
  normalisePhoneNumber,
  regionDefaults,
  validateForm,
  type EnquiryField,
  type FieldErrors,
  type OrgProfile,
  type Region,
  type ShortlistEntry,
} from '@lease-portal/domain';
import type { EnquireType, EnquiryInput } from '../../../gql/graphql';

/** What the enquiry form holds while the visitor types (calculator §3 'Enquiry form'). */
export interface EnquiryValues extends Record<EnquiryField, string> {
  enquireType: EnquireType;
}

/** The business chosen in the lookup: it counts only with a name and a business number. */
export interface ChosenBusiness {
  name: string;
  abn: string;
  postCode?: string;
  /** The registry's entity type: the dashboard's credit-application eligibility depends on it. */
  entityType?: string;
}

export const ENQUIRY_TYPE_OPTIONS: readonly { value: EnquireType; label: string }[] = [
  { value: 'call', label: 'Call me to discuss my options' },
  { value: 'register', label: 'Create an online account' },
];

export function initialEnquiryValues(region: Region): EnquiryValues {
  return {
    enquireType: 'call',
    firstName: '',
    lastName: '',
    phone: '',
    email: '',
    location: '',
    postCode: '',
    fleetSize: '',
    // The first years-trading option is the default (calculator §5).
    yearsTrading: regionDefaults(region).yearsTradingOptions[0] ?? '',
    description: '',
  };
}

/** The server's own rules for the region: every field's message, shown or not. */
export function enquiryErrors(region: Region, values: EnquiryValues): FieldErrors<EnquiryField> {
  return validateForm(enquiryFormRules(region), values);
}

/** A field speaks only once the visitor has left it (lazy, on blur), or after a submit attempt. */
export function shownErrors(
  errors: FieldErrors<EnquiryField>,
  touched: ReadonlySet<EnquiryField>,
): FieldErrors<EnquiryField> {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => touched.has(field as EnquiryField)),
  ) as FieldErrors<EnquiryField>;
}

export function isChosenBusiness(business: ChosenBusiness | undefined): business is ChosenBusiness {
  return !!business && !isBlank(business.name) && !isBlank(business.abn);
}

/**
 * Submit is enabled once names, phone and e-mail are filled, a business is chosen, the fleet size
 * is present and no field fails its rule (calculator §5). Every rule counts, shown or not yet, so
 * the button never offers a request the server would refuse (decision 1010).
 */
export function canSubmitEnquiry(
  region: Region,
  values: EnquiryValues,
  business: ChosenBusiness | undefined,
): boolean {
  const filled = (['firstName', 'lastName', 'phone', 'email', 'fleetSize'] as const).every(
    (field) => !isBlank(values[field]),
  );
  return filled && isChosenBusiness(business) && !hasFieldErrors(enquiryErrors(region, values));
}

const trimmed = (value: string): string | undefined => (isBlank(value) ? undefined : value.trim());

/** The request both enquiry mutations send (calculator §3). */
export function enquiryInput({
  region,
  values,
  business,
  shortlists,
  profile,
  domainName,
}: {
  region: Region;
  values: EnquiryValues;
  business: ChosenBusiness;
  shortlists: readonly ShortlistEntry[];
  profile: OrgProfile;
  domainName: string;
}): EnquiryInput {
  const businessNumber = profile.whiteLabel.introducerAbn ?? profile.whiteLabel.abn;
  return {
    enquireType: values.enquireType,
    customer: {
      name: business.name,
      abn: business.abn,
      location: business.postCode,
      entityType: business.entityType,
    },
    contact: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      // Sent as the server stores it: '+' and digits, without the spaces people type (decision 1040).
      phone: normalisePhoneNumber(values.phone),
      email: values.email.trim(),
      ...(region === 'NZ' ? { location: values.location.trim() } : { postCode: values.postCode.trim() }),
    },
    fleetSize: Number(values.fleetSize.trim()),
    yearsTrading: values.yearsTrading,
    description: trimmed(values.description),
    shortlists: shortlists.map((entry) => ({ ...entry })),
    introducer: {
      region,
      ...(region === 'AU' ? { abn: businessNumber } : { nzbn: businessNumber }),
      orgId: profile.orgId,
      name: profile.whiteLabel.introducerName ?? profile.name,
      domainName,
    },
  };
}
