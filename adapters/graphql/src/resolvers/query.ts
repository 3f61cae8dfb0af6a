import { accountQueryResolvers } from './accounts';
import { businessQueryResolvers } from './business';
import { businessDetailsQueryResolvers } from './business-details';
import { creditCheckQueryResolvers } from './credit-check';
import { customerQueryResolvers } from './customer';
import type { GraphqlDependencies } from '../dependencies';
import type { QueryResolvers } from '../generated/graphql';
import { rateBookQueryResolvers } from './rate-book';
import { signedDocumentsQueryResolvers } from './signed-documents';

/** Every query of the contract; `Required` makes the compiler name any one left out. */
export function queryResolvers(deps: GraphqlDependencies): Required<QueryResolvers> {
  return {
    // A blank domain means the page's own host: the request's Host header.
    getOrgProfilesByDomain: (_parent, { domain }, context) =>
      deps.getOrgProfilesByDomain.execute(domain.trim() || context.host),
    ...rateBookQueryResolvers(deps),
    ...customerQueryResolvers(deps),
    ...accountQueryResolvers(deps),
    ...businessQueryResolvers(deps),
    ...businessDetailsQueryResolvers(deps),
    ...creditCheckQueryResolvers(deps),
    ...signedDocumentsQueryResolvers(deps),
  };
}
