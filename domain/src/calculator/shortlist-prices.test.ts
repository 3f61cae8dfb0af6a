import { leasePayment, rowForTerm } from './shortlist-prices';
import { aVehicle } from './testing/vehicle-builder';

describe('shortlisted prices', () => {
  const rows = [36, 48, 60].map((duration) =>
    aVehicle({ catalogVehicleId: 'A', duration, monthLeaseprice: duration }),
  );

  it('picks the row of the chosen term', () => {
    expect(rowForTerm(rows, 'A', 48)?.monthLeaseprice).toBe(48);
    expect(rowForTerm(rows, 'B', 48)).toBeUndefined();
  });

  it('shows the weekly or the monthly payment', () => {
    const row = aVehicle({ weekLeaseprice: 100, monthLeaseprice: 433.33 });
    expect(leasePayment(row, 'weekly')).toBe(100);
    expect(leasePayment(row, 'monthly')).toBe(433.33);
  });
});
