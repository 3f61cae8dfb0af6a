import type { GraphqlDependencies } from '../dependencies';
import type { QueryResolvers } from '../generated/graphql';
import { BusinessInfoInput } from '../validation/business-info.input';
import { validInput } from '../validation/valid-input';

type BusinessQueries = Pick<Required<QueryResolvers>, 'getBusinessInfo'>;

/**
 * getBusinessInfo: at most 6 rows from 2 characters. A registry failure is logged and answered as an
 * empty list, which the calculator shows as 'No results found.' (calculator §8, decision 0500).
 */
export function businessQueryResolvers({ leads, log }: GraphqlDependencies): BusinessQueries {
  return {
    getBusinessInfo: async (_parent, { param, region }) => {
      validInput(BusinessInfoInput, { param });
      const outcome = await leads.searchBusinesses.execute({ param, region });
      if (outcome.failed) {
        log.error({ err: outcome.error, details: outcome.error.details, region }, 'business search failed');
      }
      return { rows: outcome.rows };
    },
  };
}
