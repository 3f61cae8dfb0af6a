import { aCreditCheckWorld } from '@lease-portal/domain/src/credit-bureau/testing/credit-check-world';
import type { CreditCheckDependencies } from '../credit-check-dependencies';

// Test support only: the credit check's use cases of an in-memory world, as the API receives them.

export function creditCheckDependenciesOf(
  world: Pick<ReturnType<typeof aCreditCheckWorld>, 'submit' | 'read' | 'decisions'> = aCreditCheckWorld(),
): CreditCheckDependencies {
  return { submitCreditCheck: world.submit, readCreditCheck: world.read, decisions: world.decisions };
}
