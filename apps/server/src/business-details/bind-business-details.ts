import type { Container } from 'inversify';
import {
  ADDRESS_FINDER,
  FindAddresses,
  industryClassification,
  type AddressFinder,
} from '@lease-portal/domain';
import type { BusinessDetailsDependencies } from '@lease-portal/graphql';
import { SandboxAddressFinder } from '@lease-portal/partners';

/**
 * The business-details lookups. The address service is the embedded sandbox until an Addressfinder
 * adapter exists (decision 1246); the industry classification is the product's own reference data.
 */
export function bindBusinessDetails(container: Container): void {
  container.bind<AddressFinder>(ADDRESS_FINDER).toDynamicValue(() => new SandboxAddressFinder());
  container
    .bind(FindAddresses)
    .toDynamicValue((ctx) => new FindAddresses(ctx.get<AddressFinder>(ADDRESS_FINDER)));
}

export function businessDetailsForGraphql(container: Container): BusinessDetailsDependencies {
  return { industries: industryClassification, addresses: container.get(FindAddresses) };
}
