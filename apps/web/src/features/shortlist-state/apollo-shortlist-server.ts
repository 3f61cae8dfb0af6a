import type { ApolloClient } from '@apollo/client';
import { shortlistedPricesFilter, type Region, type ShortlistEntry } from '@lease-portal/domain';
import { ServerShortlist } from './graphql/serverShortlist';
import { RateBookPage } from '../../shared/rate-book/rateBookPage';
import { vehicleFromRow } from '../../shared/rate-book/vehicle-from-row';
import { UpdateShortlists } from './graphql/updateShortlists';
import type { ShortlistServer } from './shortlist-sync';

/** The signed-in customer's shortlist over GraphQL: the application's entries priced from the rate book. */
export function apolloShortlistServer(client: ApolloClient): ShortlistServer {
  return {
    async load() {
      const { data } = await client.query({ query: ServerShortlist, fetchPolicy: 'network-only' });
      const signedIn = data?.getVehicleApplication;
      const entries = signedIn?.vehicleApplication?.calculator?.shortlists;
      if (!signedIn?.vehicleApplication || !entries) return undefined;
      if (entries.length === 0) return { vehicles: [] };
      const filter = shortlistedPricesFilter(entries.map((entry) => entry.catalogVehicleId));
      const prices = await client.query({
        query: RateBookPage,
        variables: {
          filter: {
            catalogVehicleId: filter.catalogVehicleId,
            pageSize: filter.pageSize,
            minDuration: filter.minDuration,
            maxDuration: filter.maxDuration,
          },
        },
        fetchPolicy: 'network-only',
      });
      const rows = prices.data?.rateBook.results.rows ?? [];
      const region = (signedIn.user.region ?? 'AU') as Region;
      // Each entry's row for its own term, else any of its rows; a vehicle gone from the rate book is left out.
      const vehicles = entries.flatMap((entry) => {
        const row =
          rows.find((r) => r.catalogVehicleId === entry.catalogVehicleId && r.duration === entry.duration) ??
          rows.find((r) => r.catalogVehicleId === entry.catalogVehicleId);
        return row ? [{ ...vehicleFromRow(row, region), isShortlisted: true }] : [];
      });
      return { vehicles, term: entries[0]?.duration };
    },

    async save(owner, entries: ShortlistEntry[]) {
      const { data } = await client.mutate({
        mutation: UpdateShortlists,
        variables: { applicationId: owner.applicationId, userId: owner.userId, shortlists: entries },
      });
      if (!data?.updateShortlists.success) {
        throw new Error(data?.updateShortlists.message ?? 'The shortlist was not saved');
      }
    },
  };
}
