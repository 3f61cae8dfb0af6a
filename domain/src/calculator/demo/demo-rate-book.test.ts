import { DEMO_RATE_CARD } from '../pricing-assumptions';
import { priceCatalogue } from '../price-catalogue';
import { priceLease } from '../rate-book-pricing';
import type { CatalogueVehicle } from '../vehicle';
import { demoRateBook } from './demo-rate-book';

const ranger: CatalogueVehicle = {
  countryCode: 'AU',
  catalogVehicleId: 'AU-FORD-RANGER-XLT-2025',
  catalogYear: 2025,
  vehicleMake: 'Ford',
  vehicleModel: 'Ranger',
  vehicleTrim: 'XLT 4x4 Double Cab',
  vehicleDescription: 'Ford Ranger XLT 4x4 Double Cab',
  vehicleBodytype: 'UTE',
  cabType: 'D/CAB',
  vehicleFueltype: 'Diesel',
  vehiclePrimaryfueltype: 'Diesel',
  vehicleDrivetrain: '4WD',
  vehicleTransmissiongroup: 'Automatic',
  vehicleSeats: 5,
  consumerPrice: 66_000,
};

describe('pricing a catalogue into a rate book', () => {
  it('gives each vehicle one row per term at the rate card price', () => {
    const rows = priceCatalogue([ranger]);
    expect(rows.map((row) => [row.catalogVehicleId, row.duration, row.durationUnit])).toEqual([
      ['AU-FORD-RANGER-XLT-2025', 36, 'month'],
      ['AU-FORD-RANGER-XLT-2025', 48, 'month'],
      ['AU-FORD-RANGER-XLT-2025', 60, 'month'],
    ]);
    // 66,000 / 1.1 = 60,000 without GST.
    expect(rows[0]?.catalogPrice).toBe(60_000);
    expect(rows[2]?.monthLeaseprice).toBe(priceLease(ranger, 60, DEMO_RATE_CARD.AU).monthLeaseprice);
  });

  it('prices the whole demo catalogue, every rental falling with a longer term', () => {
    const rows = demoRateBook();
    expect(rows.length % 3).toBe(0);
    expect(rows.length).toBeGreaterThanOrEqual(450);
    for (let i = 0; i < rows.length; i += 3) {
      const [three, four, five] = rows.slice(i, i + 3);
      expect(three!.weekLeaseprice).toBeGreaterThan(four!.weekLeaseprice);
      expect(four!.weekLeaseprice).toBeGreaterThan(five!.weekLeaseprice);
      expect(five!.weekLeaseprice).toBeGreaterThan(0);
    }
  });
});
