import { normaliseRateBookFilter, type RateBookFilterInput as DomainFilterInput } from '@lease-portal/domain';
import type { GraphqlDependencies } from '../dependencies';
import type { QueryResolvers } from '../generated/graphql';
import { RateBookFilterInput } from '../validation/rate-book-filter.input';
import { validInput } from '../validation/valid-input';
import { VehicleModelsInput } from '../validation/vehicle-models.input';

type RateBookQueries = Pick<Required<QueryResolvers>, 'rateBook' | 'vehicleMakes' | 'vehicleModels'>;

/**
 * The public calculator's catalogue queries. A search is bounded at the boundary (class-validator),
 * then normalised by the domain's one rule set (decision 0400), whose BAD_INPUT answers as
 * BAD_USER_INPUT; only then does it reach the rate book.
 */
export function rateBookQueryResolvers({ calculator }: GraphqlDependencies): RateBookQueries {
  return {
    rateBook: async (_parent, { filter }) => {
      validInput(RateBookFilterInput, filter);
      const normalised = normaliseRateBookFilter(filter as DomainFilterInput);
      if (!normalised.ok) throw normalised.error;
      return calculator.rateBook.search(normalised.value);
    },
    vehicleMakes: (_parent, { countryCode }) => calculator.makeModelLists.makes(countryCode),
    vehicleModels: (_parent, { countryCode, makes }) => {
      validInput(VehicleModelsInput, { makes });
      return calculator.makeModelLists.models(countryCode, makes);
    },
  };
}
