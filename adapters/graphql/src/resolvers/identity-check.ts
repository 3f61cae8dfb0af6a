import { identityCheckErrors } from '@lease-portal/domain';
import type { GraphqlDependencies } from '../dependencies';
import type { QueryResolvers } from '../generated/graphql';
import { valueOf, viewerOf } from './resolver-helpers';

/**
 * initGBGIdScan (journey §7): the tokens of a new identity-scan journey for the signed-in applicant
 * on their current application (the journey's client names none). Only its primary or secondary
 * applicant, for themselves (decision 1630).
 */
export function identityCheckQueryResolvers(
  deps: GraphqlDependencies,
): Pick<Required<QueryResolvers>, 'initGBGIdScan'> {
  return {
    initGBGIdScan: async (_parent, _args, context) => {
      const user = viewerOf(context);
      const current = await deps.customer.getCurrentApplication.execute(user);
      // Without an application the user is nobody's applicant: the same refusal as someone else's.
      if (!current) throw identityCheckErrors.notAnApplicant();
      const tokens = valueOf(
        await deps.identityCheck.startIdentityScan.execute({
          user,
          applicationId: current.value.applicationId,
        }),
      );
      return {
        scanningToken: tokens.scanningToken,
        investigationToken: tokens.investigationToken,
        journeyDefinitionId: tokens.journeyDefinitionId,
      };
    },
  };
}
