import type { Container } from 'inversify';
import { industryClassification } from '@lease-portal/domain';
import type { BusinessDetailsDependencies } from '@lease-portal/graphql';

/** The business-details lookups; the industry classification is the product's own reference data, built once. */
export function businessDetailsForGraphql(_container: Container): BusinessDetailsDependencies {
  return { industries: industryClassification };
}
