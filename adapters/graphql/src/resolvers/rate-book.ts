import {
  normaliseRateBookFilter,
  type RateBookFilterInput as DomainFilterInput,
  type Region,
} from '@lease-portal/domain';
import type { GraphqlContext } from '../context';
import type { GraphqlDependencies } from '../dependencies';
import type { QueryResolvers } from '../generated/graphql';
import { RateBookFilterInput } from '../validation/rate-book-filter.input';
import { validInput } from '../validation/valid-input';
import { VehicleModelsInput } from '../validation/vehicle-models.input';

type RateBookQueries = Pick<Required<QueryResolvers>, 'rateBook' | 'vehicleMakes' | 'vehicleModels'>;

/** How long a host's region is reused: a changed profile region shows within this time. */
export const HOST_REGION_TTL_MS = 60_000;
/** Hosts remembered at once; a portal serves a handful of white-label hosts. */
const HOST_REGION_MAX = 1_000;

/**
 * The region of the organisation a request reached, from its host (never from what the client
 * says), remembered briefly: every search asks, and profiles change rarely.
 */
function hostRegions(deps: GraphqlDependencies, now: () => number = Date.now) {
  const known = new Map<string, { region: Promise<Region>; until: number }>();
  return (context: GraphqlContext): Promise<Region> => {
    const hit = known.get(context.host);
    if (hit && hit.until > now()) return hit.region;
    if (known.size >= HOST_REGION_MAX) known.clear();
    const region = deps.getOrgProfilesByDomain.execute(context.host).then(([profile]) => {
      if (!profile) throw new Error('the organisation lookup answered no profile');
      return profile.region;
    });
    known.set(context.host, { region, until: now() + HOST_REGION_TTL_MS });
    region.catch(() => known.delete(context.host));
    return region;
  };
}

/**
 * The public calculator's catalogue queries. A search is bounded at the boundary (class-validator),
 * then normalised by the domain's one rule set (decision 0400), whose BAD_INPUT answers as
 * BAD_USER_INPUT; it is then scoped to the country of the organisation the host belongs to
 * (decision 0820: a portal never shows another country's catalogue), and only then reaches the
 * rate book.
 */
export function rateBookQueryResolvers(deps: GraphqlDependencies): RateBookQueries {
  const { calculator } = deps;
  const regionOf = hostRegions(deps);
  return {
    rateBook: async (_parent, { filter }, context) => {
      validInput(RateBookFilterInput, filter);
      const normalised = normaliseRateBookFilter(filter as DomainFilterInput);
      if (!normalised.ok) throw normalised.error;
      const countryCode = await regionOf(context);
      return calculator.rateBook.search({ ...normalised.value, countryCode });
    },
    vehicleMakes: (_parent, { countryCode }) => calculator.makeModelLists.makes(countryCode),
    vehicleModels: (_parent, { countryCode, makes }) => {
      validInput(VehicleModelsInput, { makes });
      return calculator.makeModelLists.models(countryCode, makes);
    },
  };
}
