import { FindAddresses, industryClassification } from '@lease-portal/domain';
import { InMemoryAddressFinder } from '@lease-portal/domain/src/addresses/testing/in-memory-address-finder';
import type { BusinessDetailsDependencies } from '../business-details-dependencies';

// Test support only: the business-details lookups as the API receives them, on a few addresses.

export function businessDetailsDependenciesOf(
  finder = new InMemoryAddressFinder(),
): BusinessDetailsDependencies {
  return { industries: industryClassification, addresses: new FindAddresses(finder) };
}
