import { produce } from 'immer';
import type { ShortlistEntry } from '../application/vehicle-application';
import { DomainError, fail, ok, type Result } from '../shared/result';
import { DEFAULT_ANNUAL_DISTANCE_KM, isLeaseTerm, SHORTEST_LEASE_TERM, type LeaseTerm } from './lease-terms';
import type { Vehicle } from './vehicle';

/** The visitor's shortlist (calculator §4). Never changed in place: each rule returns a new one. */
export interface Shortlist {
  readonly vehicles: readonly Vehicle[];
}

export const SHORTLIST_MAXIMUM = 3;
export const SHORTLIST_LIMIT_MESSAGE = 'Limit has been reached.';
export const EMPTY_SHORTLIST_NOTICE = {
  title: 'No vehicles are shortlisted.',
  body: 'Please shortlist at least one vehicle to proceed.',
  action: 'Return to search results',
} as const;

export const EMPTY_SHORTLIST: Shortlist = { vehicles: [] };

export function isShortlisted(shortlist: Shortlist, catalogVehicleId: string): boolean {
  return shortlist.vehicles.some((vehicle) => vehicle.catalogVehicleId === catalogVehicleId);
}

export function isShortlistFull(shortlist: Shortlist): boolean {
  return shortlist.vehicles.length >= SHORTLIST_MAXIMUM;
}

/** A card's toggle is disabled when the shortlist is full and the card is not on it. */
export function canToggleShortlist(shortlist: Shortlist, catalogVehicleId: string): boolean {
  return isShortlisted(shortlist, catalogVehicleId) || !isShortlistFull(shortlist);
}

/** The notice shown while the shortlist is full. */
export function shortlistNotice(shortlist: Shortlist): string | undefined {
  return isShortlistFull(shortlist) ? SHORTLIST_LIMIT_MESSAGE : undefined;
}

/** Adds the vehicle, or removes it when it is already shortlisted. A fourth is NOT_ALLOWED. */
export function toggleShortlisted(shortlist: Shortlist, vehicle: Vehicle): Result<Shortlist> {
  if (isShortlisted(shortlist, vehicle.catalogVehicleId)) {
    return ok(removeFromShortlist(shortlist, vehicle.catalogVehicleId));
  }
  if (isShortlistFull(shortlist)) return fail(new DomainError('NOT_ALLOWED', SHORTLIST_LIMIT_MESSAGE));
  return ok(
    produce(shortlist, (draft) => {
      draft.vehicles.push({ ...vehicle, isShortlisted: true });
    }),
  );
}

export function removeFromShortlist(shortlist: Shortlist, catalogVehicleId: string): Shortlist {
  return produce(shortlist, (draft) => {
    draft.vehicles = draft.vehicles.filter((vehicle) => vehicle.catalogVehicleId !== catalogVehicleId);
  });
}

/**
 * The term the shortlist page starts on: the first shortlisted vehicle's duration (calculator §4);
 * the shortest term when the shortlist is empty or that duration is not one we offer.
 */
export function defaultLeaseTerm(shortlist: Shortlist): LeaseTerm {
  const duration = shortlist.vehicles[0]?.duration;
  return isLeaseTerm(duration) ? duration : SHORTEST_LEASE_TERM;
}

/** Sets each row's client-side isShortlisted flag. */
export function markShortlisted(rows: readonly Vehicle[], shortlist: Shortlist): Vehicle[] {
  return rows.map((row) => ({ ...row, isShortlisted: isShortlisted(shortlist, row.catalogVehicleId) }));
}

/** What the vehicle application keeps of the shortlist, for the chosen term. */
export function shortlistEntries(
  shortlist: Shortlist,
  term: LeaseTerm,
  distance: number = DEFAULT_ANNUAL_DISTANCE_KM,
): ShortlistEntry[] {
  return shortlist.vehicles.map((vehicle) => ({
    catalogVehicleId: vehicle.catalogVehicleId,
    catalogYear: vehicle.catalogYear,
    distance,
    distanceUnit: 'km',
    duration: term,
    durationUnit: 'month',
  }));
}
