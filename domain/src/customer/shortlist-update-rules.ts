import type { ShortlistEntry } from '../application/vehicle-application';
import { DEFAULT_ANNUAL_DISTANCE_KM, isLeaseTerm, LEASE_TERMS } from '../calculator/lease-terms';
import { SHORTLIST_LIMIT_MESSAGE, SHORTLIST_MAXIMUM } from '../calculator/shortlist';
import { fail, ok, type Result } from '../shared/result';
import { customerErrors } from './customer-errors';

const MAX_ID_LENGTH = 100;
const MAX_DISTANCE_KM = 200_000;

/**
 * The shortlist as updateShortlists receives it (JSON): a list of at most 3 vehicles, each with its
 * catalogue id and a term we offer; the distance defaults to 15,000 km. Field messages are keyed
 * 'shortlists.<n>.<field>'. Whether the vehicles exist is the use case's question (the rate book).
 */
export function shortlistEntriesFrom(raw: unknown): Result<ShortlistEntry[]> {
  if (!Array.isArray(raw)) return fail(customerErrors.badInput('The shortlist must be a list of vehicles.'));
  if (raw.length > SHORTLIST_MAXIMUM) {
    return fail(customerErrors.badInput(SHORTLIST_LIMIT_MESSAGE, { shortlists: [SHORTLIST_LIMIT_MESSAGE] }));
  }
  const fields: Record<string, string[]> = {};
  const entries: ShortlistEntry[] = [];
  raw.forEach((item: unknown, index) => {
    const problem = (field: string, message: string) => {
      fields[`shortlists.${index}.${field}`] = [message];
    };
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problem('catalogVehicleId', 'Field is required');
      return;
    }
    const entry = item as Record<string, unknown>;
    const id = typeof entry.catalogVehicleId === 'string' ? entry.catalogVehicleId.trim() : '';
    if (!id || id.length > MAX_ID_LENGTH) problem('catalogVehicleId', 'Field is required');
    if (!isLeaseTerm(entry.duration)) problem('duration', `Field must be one of ${LEASE_TERMS.join(', ')}`);
    const distance = entry.distance ?? DEFAULT_ANNUAL_DISTANCE_KM;
    if (
      typeof distance !== 'number' ||
      !Number.isInteger(distance) ||
      distance < 1 ||
      distance > MAX_DISTANCE_KM
    )
      problem('distance', 'Field needs to be digits');
    if (entry.distanceUnit !== undefined && entry.distanceUnit !== 'km')
      problem('distanceUnit', 'Field is invalid');
    if (entry.durationUnit !== undefined && entry.durationUnit !== 'month')
      problem('durationUnit', 'Field is invalid');
    const year = entry.catalogYear;
    if (
      year !== undefined &&
      year !== null &&
      !(Number.isInteger(year) && (year as number) > 1900 && (year as number) < 2200)
    )
      problem('catalogYear', 'Field needs to be digits');
    const reference = entry.referenceId;
    if (
      reference !== undefined &&
      reference !== null &&
      (typeof reference !== 'string' || reference.length > MAX_ID_LENGTH)
    )
      problem('referenceId', 'Field is invalid');
    if (entries.some((other) => other.catalogVehicleId === id))
      problem('catalogVehicleId', 'Field is invalid');
    entries.push({
      catalogVehicleId: id,
      ...(typeof year === 'number' ? { catalogYear: year } : {}),
      distance: distance as number,
      distanceUnit: 'km',
      duration: entry.duration as number,
      durationUnit: 'month',
      ...(typeof reference === 'string' && reference ? { referenceId: reference } : {}),
    });
  });
  if (Object.keys(fields).length > 0) {
    return fail(customerErrors.badInput('The shortlist is not valid.', fields));
  }
  return ok(entries);
}
