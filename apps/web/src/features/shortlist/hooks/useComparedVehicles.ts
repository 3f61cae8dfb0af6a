import { useQuery } from '@apollo/client/react';
import { isLeaseTerm, shortlistedPricesFilter, type Vehicle } from '@lease-portal/domain';
import type { ShortlistComparisonQuery } from '../../../gql/graphql';
import { ShortlistComparison } from '../graphql/shortlistComparison';
import type { ComparedVehicle, TermPrice } from '../model/comparison';

type Row = ShortlistComparisonQuery['rateBook']['results']['rows'][number];

/** The rate book's specification over the one the vehicle was shortlisted with; null means 'not said'. */
function withRow(vehicle: Vehicle, row: Row | undefined): Vehicle {
  if (!row) return vehicle;
  const known = Object.fromEntries(
    Object.entries(row).filter(([, value]) => value !== null && value !== undefined),
  );
  return { ...vehicle, ...known } as Vehicle;
}

/**
 * The shortlisted vehicles with every term's prices and their consumption, fetched in one request
 * (calculator §7). Until the answer arrives each vehicle shows what it was shortlisted with.
 */
export function useComparedVehicles(vehicles: readonly Vehicle[]): ComparedVehicle[] {
  const filter = shortlistedPricesFilter(vehicles.map((vehicle) => vehicle.catalogVehicleId));
  const { data } = useQuery(ShortlistComparison, {
    variables: {
      filter: {
        catalogVehicleId: filter.catalogVehicleId,
        pageSize: filter.pageSize,
        currentPage: filter.currentPage,
        minDuration: filter.minDuration,
        maxDuration: filter.maxDuration,
      },
    },
    skip: vehicles.length === 0,
  });
  const rows = data?.rateBook.results.rows ?? [];

  return vehicles.map((vehicle) => {
    const own = rows.filter((row) => row.catalogVehicleId === vehicle.catalogVehicleId);
    const prices: Partial<Record<number, TermPrice>> = {};
    if (isLeaseTerm(vehicle.duration)) {
      prices[vehicle.duration] = {
        weekLeaseprice: vehicle.weekLeaseprice,
        monthLeaseprice: vehicle.monthLeaseprice,
      };
    }
    for (const row of own) {
      if (row.duration != null && row.weekLeaseprice != null && row.monthLeaseprice != null) {
        prices[row.duration] = { weekLeaseprice: row.weekLeaseprice, monthLeaseprice: row.monthLeaseprice };
      }
    }
    return { vehicle: withRow(vehicle, own[0]), prices };
  });
}
