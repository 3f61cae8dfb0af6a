import { JSONResolver } from 'graphql-scalars';
import { limitedWrites } from '../authorisation/limited-writes';
import { guardedOperations } from '../authorisation/operation-guard';
import { userTypeResolvers } from './accounts';
import { applicantTypeResolvers } from './applicants';
import type { GraphqlDependencies } from '../dependencies';
import type { Resolvers } from '../generated/graphql';
import { mutationResolvers } from './mutation';
import { queryResolvers } from './query';
import { creditCheckSubscriptionResolvers } from './credit-check';
import { vehicleApplicationTypeResolvers } from './vehicle-application';
import { scoreboardTypeResolvers } from '../wire/direct-debit-wire';

export function resolversFor(deps: GraphqlDependencies): Resolvers {
  return {
    JSON: JSONResolver,
    // Every operation passes the sign-in and applicant guard first (authorisation/operation-guard.ts).
    Query: guardedOperations('Query', queryResolvers(deps), deps.accounts),
    // Then the writes counted against request limits (decision 2042), once the guard let them through.
    Mutation: guardedOperations('Mutation', limitedWrites(mutationResolvers(deps), deps), deps.accounts),
    User: userTypeResolvers(deps),
    VehicleApplication: vehicleApplicationTypeResolvers,
    // Each applicant's licence details answer that applicant only (decision 1635).
    ...applicantTypeResolvers,
    // The account to debit answers masked (decision 2081).
    ...scoreboardTypeResolvers,
    // Each subscription authorises its caller itself (the operation guard wraps Query and Mutation).
    Subscription: creditCheckSubscriptionResolvers(deps),
  };
}
