import type { FindAddresses, IndustryClassification } from '@lease-portal/domain';

/** The business-details step's lookups: the industry classification and the address autocomplete. */
export interface BusinessDetailsDependencies {
  industries: Pick<IndustryClassification, 'industries' | 'subDivisionsOf' | 'subGroupsOf'>;
  addresses: Pick<FindAddresses, 'suggestions' | 'details'>;
}
