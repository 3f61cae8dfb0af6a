import { accountMutationResolvers } from './accounts';
import { contractSigningMutationResolvers } from './contract-signing';
import { creditCheckMutationResolvers } from './credit-check';
import { customerMutationResolvers } from './customer';
import { fileMutationResolvers } from './files';
import { identityCheckMutationResolvers } from './identity-check';
import { leadMutationResolvers } from './leads';
import { officerMutationResolvers } from './officers';
import { quoteMutationResolvers } from './quote';
import type { GraphqlDependencies } from '../dependencies';
import type { MutationResolvers } from '../generated/graphql';

/** Every mutation of the contract; `Required` makes the compiler name any one left out. */
export function mutationResolvers(deps: GraphqlDependencies): Required<MutationResolvers> {
  return {
    ...accountMutationResolvers(deps),
    ...customerMutationResolvers(deps),
    ...leadMutationResolvers(deps),
    ...quoteMutationResolvers(deps),
    ...officerMutationResolvers(deps),
    ...fileMutationResolvers(deps),
    ...identityCheckMutationResolvers(deps),
    ...creditCheckMutationResolvers(deps),
    ...contractSigningMutationResolvers(deps),
  };
}
