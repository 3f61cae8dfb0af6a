import type { GraphqlDependencies } from '../dependencies';
import type { QueryResolvers } from '../generated/graphql';
import { SubDivisionsInput, SubGroupsInput } from '../validation/industry.input';
import { validInput } from '../validation/valid-input';

type BusinessDetailsQueries = Pick<Required<QueryResolvers>, 'industries' | 'subDivisions' | 'subGroups'>;

/**
 * The business-details step's lookups (journey §2, §7). Signed-in users only: the operation guard
 * refuses anonymous callers. An unknown industry or sub division answers an empty list.
 */
export function businessDetailsQueryResolvers({
  businessDetails,
}: GraphqlDependencies): BusinessDetailsQueries {
  const { industries } = businessDetails;
  return {
    industries: () => industries.industries(),
    subDivisions: (_parent, args) => industries.subDivisionsOf(validInput(SubDivisionsInput, args).param),
    subGroups: (_parent, args) => {
      const { industryId, subDivisionId } = validInput(SubGroupsInput, args);
      return industries.subGroupsOf(industryId, subDivisionId);
    },
  };
}
