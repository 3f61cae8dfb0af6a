import type { CustomerWorld } from '@lease-portal/domain/src/customer/testing/customer-world';
import type { CustomerDependencies } from '../customer-dependencies';

// Test support only: the customer use cases of an in-memory world, as the API receives them.

export function customerDependenciesOf(world: CustomerWorld): CustomerDependencies {
  return {
    getCurrentApplication: world.getCurrentApplication,
    crmRecords: world.crmRecords,
    updateQuoteStage: world.updateQuoteStage,
    updateShortlists: world.updateShortlists,
    writeApplicationProperty: world.writeApplicationProperty,
  };
}
