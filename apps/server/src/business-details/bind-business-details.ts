import type { Container } from 'inversify';
import {
  ADDRESS_FINDER,
  FindAddresses,
  industryClassification,
  type AddressFinder,
} from '@lease-portal/domain';
import type { BusinessDetailsDependencies } from '@lease-portal/graphql';

/**
 * The business-details lookups. The address service is bound by `bindAddressFinder` (Addressfinder,
 * decision 2111); the industry classification is the product's own reference data.
 */
export function bindBusinessDetails(container: Container): void {
  container
    .bind(FindAddresses)
    .toDynamicValue((ctx) => new FindAddresses(ctx.get<AddressFinder>(ADDRESS_FINDER)));
}

export function businessDetailsForGraphql(container: Container): BusinessDetailsDependencies {
  return { industries: industryClassification, addresses: container.get(FindAddresses) };
}
