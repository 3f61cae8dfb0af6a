import {
  DEFAULT_RATE_BOOK_FILTER,
  normaliseRateBookFilter,
  rateBookFilterToQuery,
  type BodyType,
  type CabType,
  type DriveTrain,
  type FuelType,
  type LeaseTerm,
  type PrimaryFuelType,
  type RateBookFilter,
  type Region,
  type SeatCount,
  type Transmission,
  type Vehicle,
} from '@lease-portal/domain';
import type { RateBookFilter as RateBookFilterInput, RateBookQuery } from '../../gql/graphql';

/** The search in the results page's URL; an unreadable URL is the default search. */
export function filterFromSearchParams(params: URLSearchParams): RateBookFilter {
  const read = normaliseRateBookFilter(Object.fromEntries(params));
  return read.ok ? read.value : DEFAULT_RATE_BOOK_FILTER;
}

/** The URL query for a search, keeping parameters the search does not own (such as 'type'). */
export function searchParamsFor(filter: RateBookFilter): URLSearchParams {
  return new URLSearchParams(rateBookFilterToQuery(filter));
}

/** The rate book request for the search: one term, the organisation's country. */
export function rateBookRequest(
  filter: RateBookFilter,
  term: LeaseTerm,
  region: Region,
): RateBookFilterInput {
  return { ...filter, minDuration: term, maxDuration: term, countryCode: region };
}

type RateBookRow = RateBookQuery['rateBook']['results']['rows'][number];

/** A rate book row as the domain's vehicle; the API leaves fields nullable. */
export function toVehicle(row: RateBookRow, region: Region): Vehicle {
  return {
    countryCode: region,
    catalogVehicleId: row.catalogVehicleId,
    catalogYear: row.catalogYear ?? 0,
    vehicleMake: row.vehicleMake ?? '',
    vehicleModel: row.vehicleModel ?? '',
    vehicleTrim: row.vehicleTrim ?? '',
    vehicleDescription: row.vehicleDescription ?? '',
    vehicleDrivetrain: (row.vehicleDrivetrain ?? '') as DriveTrain,
    vehicleFueltype: (row.vehicleFueltype ?? '') as FuelType,
    vehiclePrimaryfueltype: (row.vehiclePrimaryfueltype ?? '') as PrimaryFuelType,
    vehicleTransmissiongroup: (row.vehicleTransmissiongroup ?? '') as Transmission,
    vehicleBodytype: (row.vehicleBodytype ?? 'SEDAN') as BodyType,
    vehicleSeats: (row.vehicleSeats ?? 0) as SeatCount,
    ...(row.cabType ? { cabType: row.cabType as CabType } : {}),
    consumerPrice: row.consumerPrice ?? 0,
    catalogPrice: row.catalogPrice ?? 0,
    weekLeaseprice: row.weekLeaseprice ?? 0,
    monthLeaseprice: row.monthLeaseprice ?? 0,
    duration: row.duration ?? 0,
    durationUnit: 'month',
    ...(row.jatoImagepath ? { jatoImagepath: row.jatoImagepath } : {}),
    ...(row.jatoImagepathTrim ? { jatoImagepathTrim: row.jatoImagepathTrim } : {}),
    ...(row.jatoImagepathBase ? { jatoImagepathBase: row.jatoImagepathBase } : {}),
  };
}

/** The card's 'fuel | year | transmission' line. */
export function specLine(
  vehicle: Pick<Vehicle, 'vehicleFueltype' | 'catalogYear' | 'vehicleTransmissiongroup'>,
) {
  return [vehicle.vehicleFueltype, vehicle.catalogYear, vehicle.vehicleTransmissiongroup].join(' | ');
}

export const NO_RESULTS = {
  title: 'No results found.',
  body: 'Sorry. No results are available as your search criteria was too specific.',
  hint: 'Please adjust your choices and try again.',
  action: 'Start a new search',
} as const;
