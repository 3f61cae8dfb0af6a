import {
  anAccountsWorld,
  type AccountsWorld,
} from '@lease-portal/domain/src/accounts/testing/accounts-world';
import { anApplication } from '@lease-portal/domain/src/application/vehicle-application.builder';
import type { User } from '@lease-portal/domain';
import type { AccountsDependencies } from '../accounts-dependencies';
import type { GraphqlContext } from '../context';

// Test support only: the accounts use cases of an in-memory world, as the API receives them.

export function accountsDependenciesOf(world: AccountsWorld): AccountsDependencies {
  return {
    logIn: world.logIn,
    logOut: world.logOut,
    issuePasswordResetLink: world.issuePasswordResetLink,
    resetPassword: world.resetPassword,
    checkPasswordLink: world.checkPasswordLink,
    authoriseApplicant: world.authoriseApplicant,
    limitRequests: world.limitRequests,
    organisationOf: (orgId) => world.orgProfiles.ofId(orgId),
  };
}

/** A request of a signed-in customer, as the server's context function makes it. */
export const signedInAs = (user: User, host = 'lease.fleetco.com.au'): GraphqlContext => ({
  host,
  viewer: { user },
});

/**
 * A customer whose id is the walk tests' sample value and who owns the application of that id, so an
 * operation called with sample arguments passes the guard and reaches its resolver.
 */
export async function theSampleCustomer(sampleId = 'sample') {
  const world = anAccountsWorld();
  const user = await world.aCustomer({ id: sampleId, orgId: 'fleet-co' });
  world.applications.add({
    ...anApplication().ownedBy(sampleId).build(),
    applicationId: sampleId,
    orgId: 'fleet-co',
  });
  return { world, user, accounts: accountsDependenciesOf(world), context: signedInAs(user) };
}
