import { industryClassification } from '@lease-portal/domain';
import type { BusinessDetailsDependencies } from '../business-details-dependencies';

// Test support only: the business-details lookups as the API receives them.

export function businessDetailsDependenciesOf(): BusinessDetailsDependencies {
  return { industries: industryClassification };
}
