import type { GraphqlDependencies } from '../dependencies';
import type { QueryResolvers } from '../generated/graphql';
import { AddressDetailsInput, AddressSuggestionsInput } from '../validation/address.input';
import { SubDivisionsInput, SubGroupsInput } from '../validation/industry.input';
import { validInput } from '../validation/valid-input';

type BusinessDetailsQueries = Pick<
  Required<QueryResolvers>,
  'industries' | 'subDivisions' | 'subGroups' | 'addressSuggestions' | 'addressDetails'
>;

/**
 * The business-details step's lookups (journey §2, §7, §9). Signed-in users only: the operation guard
 * refuses anonymous callers. An unknown industry or sub division answers an empty list; an unknown
 * address id answers null; an address service that cannot answer is PARTNER_UNAVAILABLE.
 */
export function businessDetailsQueryResolvers({
  businessDetails,
}: GraphqlDependencies): BusinessDetailsQueries {
  const { industries, addresses } = businessDetails;
  return {
    industries: () => industries.industries(),
    subDivisions: (_parent, args) => industries.subDivisionsOf(validInput(SubDivisionsInput, args).param),
    subGroups: (_parent, args) => {
      const { industryId, subDivisionId } = validInput(SubGroupsInput, args);
      return industries.subGroupsOf(industryId, subDivisionId);
    },
    addressSuggestions: (_parent, args) => addresses.suggestions(validInput(AddressSuggestionsInput, args)),
    addressDetails: async (_parent, args) =>
      (await addresses.details(validInput(AddressDetailsInput, args).id)) ?? null,
  };
}
