import { notImplemented } from '../errors/not-implemented';
import type { GraphqlDependencies } from '../dependencies';
import type { QueryResolvers } from '../generated/graphql';
import { validInput } from '../validation/valid-input';
import { RateBookFilterInput } from '../validation/rate-book-filter.input';

/** Every query of the contract; `Required` makes the compiler name any one left out. */
export function queryResolvers(deps: GraphqlDependencies): Required<QueryResolvers> {
  return {
    // A blank domain means the page's own host: the request's Host header.
    getOrgProfilesByDomain: (_parent, { domain }, context) =>
      deps.getOrgProfilesByDomain.execute(domain.trim() || context.host),
    rateBook: (_parent, { filter }) => {
      validInput(RateBookFilterInput, filter);
      return notImplemented('rateBook')();
    },
    getVehicleApplication: notImplemented('getVehicleApplication'),
    user: notImplemented('user'),
    getBusinessInfo: notImplemented('getBusinessInfo'),
    getSalesforceAccountByUser: notImplemented('getSalesforceAccountByUser'),
    getSalesforceOpportunityByUser: notImplemented('getSalesforceOpportunityByUser'),
    vehicleMakes: notImplemented('vehicleMakes'),
    vehicleModels: notImplemented('vehicleModels'),
    industries: notImplemented('industries'),
    subDivisions: notImplemented('subDivisions'),
    subGroups: notImplemented('subGroups'),
    initGBGIdScan: notImplemented('initGBGIdScan'),
    creditCheck: notImplemented('creditCheck'),
  };
}
