import {
  canToggleShortlist,
  defaultLeaseTerm,
  EMPTY_SHORTLIST,
  isShortlisted,
  markShortlisted,
  removeFromShortlist,
  shortlistEntries,
  shortlistNotice,
  toggleShortlisted,
  type Shortlist,
} from './shortlist';
import { aVehicle, someVehicles } from './testing/vehicle-builder';
import type { Vehicle } from './vehicle';

function shortlistOf(vehicles: Vehicle[]): Shortlist {
  return vehicles.reduce<Shortlist>((shortlist, vehicle) => {
    const toggled = toggleShortlisted(shortlist, vehicle);
    if (!toggled.ok) throw toggled.error;
    return toggled.value;
  }, EMPTY_SHORTLIST);
}

describe('the shortlist', () => {
  const [first, second, third, fourth] = someVehicles(4) as [Vehicle, Vehicle, Vehicle, Vehicle];

  it('adds a vehicle by toggling it, without changing the shortlist it was given', () => {
    const shortlist = shortlistOf([first]);
    expect(isShortlisted(shortlist, first.catalogVehicleId)).toBe(true);
    expect(shortlist.vehicles[0]?.isShortlisted).toBe(true);
    expect(EMPTY_SHORTLIST.vehicles).toHaveLength(0);
  });

  it('removes a vehicle by toggling it off or by Remove', () => {
    const shortlist = shortlistOf([first, second]);
    const toggled = toggleShortlisted(shortlist, first);
    expect(toggled.ok && toggled.value.vehicles.map((v) => v.catalogVehicleId)).toEqual([
      second.catalogVehicleId,
    ]);
    expect(removeFromShortlist(shortlist, second.catalogVehicleId).vehicles).toHaveLength(1);
    expect(shortlist.vehicles).toHaveLength(2);
  });

  it("holds at most three: a fourth is refused with 'Limit has been reached.'", () => {
    const full = shortlistOf([first, second, third]);
    const refused = toggleShortlisted(full, fourth);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && [refused.error.code, refused.error.message]).toEqual([
      'NOT_ALLOWED',
      'Limit has been reached.',
    ]);
    expect(shortlistNotice(full)).toBe('Limit has been reached.');
    expect(shortlistNotice(shortlistOf([first, second]))).toBeUndefined();
  });

  it('disables the other cards while full, but not the shortlisted ones', () => {
    const full = shortlistOf([first, second, third]);
    expect(canToggleShortlist(full, fourth.catalogVehicleId)).toBe(false);
    expect(canToggleShortlist(full, first.catalogVehicleId)).toBe(true);
    expect(canToggleShortlist(shortlistOf([first]), fourth.catalogVehicleId)).toBe(true);
  });

  it("starts on the first shortlisted vehicle's term, else 3 years", () => {
    expect(defaultLeaseTerm(shortlistOf([aVehicle({ catalogVehicleId: 'A', duration: 48 }), first]))).toBe(
      48,
    );
    expect(defaultLeaseTerm(EMPTY_SHORTLIST)).toBe(36);
    expect(defaultLeaseTerm(shortlistOf([aVehicle({ duration: 24 })]))).toBe(36);
  });

  it('marks search results that are shortlisted', () => {
    const marked = markShortlisted([first, second], shortlistOf([second]));
    expect(marked.map((row) => row.isShortlisted)).toEqual([false, true]);
  });

  it('becomes the application shortlist for the chosen term and distance', () => {
    expect(shortlistEntries(shortlistOf([first]), 60)).toEqual([
      {
        catalogVehicleId: first.catalogVehicleId,
        catalogYear: 2025,
        distance: 15_000,
        distanceUnit: 'km',
        duration: 60,
        durationUnit: 'month',
      },
    ]);
  });
});
