import type { ApolloClient } from '@apollo/client';
import {
  shortlistedPricesFilter,
  type Region,
  type ShortlistEntry,
  type Vehicle,
} from '@lease-portal/domain';
import type { ShortlistedVehiclesQuery } from '../../gql/graphql';
import { ServerShortlist } from './graphql/serverShortlist';
import { ShortlistedVehicles } from '../../shared/rate-book/shortlistedVehicles';
import { UpdateShortlists } from './graphql/updateShortlists';
import type { ShortlistServer } from './shortlist-sync';

type Row = ShortlistedVehiclesQuery['rateBook']['results']['rows'][number];

/** A rate book row as the domain's vehicle; the API leaves fields nullable. */
function toVehicle(row: Row, region: Region): Vehicle {
  return {
    countryCode: region,
    catalogVehicleId: row.catalogVehicleId,
    catalogYear: row.catalogYear ?? 0,
    vehicleMake: row.vehicleMake ?? '',
    vehicleModel: row.vehicleModel ?? '',
    vehicleTrim: row.vehicleTrim ?? '',
    vehicleDescription: row.vehicleDescription ?? '',
    vehicleDrivetrain: (row.vehicleDrivetrain ?? '') as Vehicle['vehicleDrivetrain'],
    vehicleFueltype: (row.vehicleFueltype ?? '') as Vehicle['vehicleFueltype'],
    vehiclePrimaryfueltype: (row.vehiclePrimaryfueltype ?? '') as Vehicle['vehiclePrimaryfueltype'],
    vehicleTransmissiongroup: (row.vehicleTransmissiongroup ?? '') as Vehicle['vehicleTransmissiongroup'],
    vehicleBodytype: (row.vehicleBodytype ?? '') as Vehicle['vehicleBodytype'],
    vehicleSeats: (row.vehicleSeats ?? 0) as Vehicle['vehicleSeats'],
    ...(row.cabType ? { cabType: row.cabType as NonNullable<Vehicle['cabType']> } : {}),
    consumerPrice: row.consumerPrice ?? 0,
    catalogPrice: row.catalogPrice ?? 0,
    weekLeaseprice: row.weekLeaseprice ?? 0,
    monthLeaseprice: row.monthLeaseprice ?? 0,
    duration: row.duration ?? 0,
    durationUnit: 'month',
    ...(row.jatoImagepath ? { jatoImagepath: row.jatoImagepath } : {}),
    ...(row.jatoImagepathTrim ? { jatoImagepathTrim: row.jatoImagepathTrim } : {}),
    ...(row.jatoImagepathBase ? { jatoImagepathBase: row.jatoImagepathBase } : {}),
    isShortlisted: true,
  };
}

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
        query: ShortlistedVehicles,
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
        return row ? [toVehicle(row, region)] : [];
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
