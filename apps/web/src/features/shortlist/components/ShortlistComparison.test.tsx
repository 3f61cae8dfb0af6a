import { render, screen, within } from '@testing-library/react';
import { runningCostAssumptions, type Vehicle } from '@lease-portal/domain';
import { aVehicle } from '@lease-portal/domain/src/calculator/testing/vehicle-builder';
import { comparisonGroups, type ComparedVehicle, type ComparisonSettings } from '../model/comparison';
import { ShortlistComparison } from './ShortlistComparison';

const ranger = aVehicle({
  catalogVehicleId: 'RANGER',
  vehicleMake: 'Ford',
  vehicleModel: 'Ranger',
  vehicleTrim: 'XLT',
  vehicleFueltype: 'Diesel',
  vehiclePrimaryfueltype: 'Diesel',
  vehicleDrivetrain: '4WD',
  vehicleBodytype: 'UTE',
  cabType: 'D/CAB',
  consumerPrice: 63_000,
  fuelConsumptionLPer100Km: 8,
});
const model3 = aVehicle({
  catalogVehicleId: 'MODEL3',
  vehicleMake: 'Tesla',
  vehicleModel: 'Model 3',
  vehicleTrim: 'RWD',
  vehicleFueltype: 'Electric',
  vehiclePrimaryfueltype: 'Electric',
  vehicleDrivetrain: 'RWD',
  consumerPrice: 54_900,
  energyConsumptionKwhPer100Km: 15,
});
// A vehicle whose catalogue gave no consumption, and whose 5-year price is not in the rate book.
const hiace = aVehicle({
  catalogVehicleId: 'HIACE',
  vehicleMake: 'Toyota',
  vehicleModel: 'HiAce',
  vehicleTrim: 'LWB Van',
  vehicleFueltype: 'Diesel',
  vehiclePrimaryfueltype: 'Diesel',
  vehicleDrivetrain: 'RWD',
  vehicleBodytype: 'VAN',
  consumerPrice: 52_000,
});

function compared(vehicle: Vehicle, weekly: number, withFiveYears = true): ComparedVehicle {
  const at = (w: number) => ({ weekLeaseprice: w, monthLeaseprice: (w * 52) / 12 });
  return {
    vehicle,
    prices: { 36: at(weekly), 48: at(weekly - 10), ...(withFiveYears ? { 60: at(weekly - 20) } : {}) },
  };
}

const settings: ComparisonSettings = {
  term: 36,
  cycle: 'weekly',
  gstLabel: '(incl. gst)',
  runningCost: runningCostAssumptions('AU', 15_000, { Petrol: 2, Diesel: 2, Electricity: 0.3 }),
  inclusionCount: 8,
  includesRoadUserCharges: () => false,
};

function renderComparison(list: ComparedVehicle[], overrides: Partial<ComparisonSettings> = {}) {
  const removed: string[] = [];
  render(
    <ShortlistComparison
      compared={list}
      groups={comparisonGroups(list, { ...settings, ...overrides })}
      onRemove={(id) => removed.push(id)}
    />,
  );
  return { removed, table: screen.getByRole('table', { name: 'Your shortlisted vehicles compared' }) };
}

/** The cells of the row headed `name`, as text. */
function rowCells(table: HTMLElement, name: string | RegExp): string[] {
  const header = within(table).getByRole('rowheader', { name });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

const differs = (table: HTMLElement, name: string | RegExp) =>
  within(within(table).getByRole('rowheader', { name })).queryByText('Differs') !== null;

describe('the shortlist comparison', () => {
  it('shows a column per vehicle, headed by its name, with row headers for every fact', () => {
    const { table } = renderComparison([compared(ranger, 250), compared(model3, 230), compared(hiace, 240)]);
    const [head] = within(table).getAllByRole('rowgroup');
    const columns = within(head!).getAllByRole('columnheader');
    expect(columns.map((c) => c.textContent)).toEqual([
      expect.stringContaining('Ford Ranger'),
      expect.stringContaining('Tesla Model 3'),
      expect.stringContaining('Toyota HiAce'),
    ]);
    for (const fact of ['RRP', 'Fuel', 'Transmission', 'Drive', 'Seats', 'Body', 'Lease inclusions']) {
      expect(within(table).getByRole('rowheader', { name: new RegExp(`^${fact}`) })).toBeTruthy();
    }
    expect(rowCells(table, /^Body/)).toEqual(['Ute, dual cab', 'Sedan', 'Van']);
  });

  it('marks the rows where the vehicles differ, and the lowest price', () => {
    const { table } = renderComparison([compared(ranger, 250), compared(model3, 230), compared(hiace, 240)]);
    expect(differs(table, /^RRP/)).toBe(true);
    expect(differs(table, /^Drive/)).toBe(true);
    expect(differs(table, /^Transmission/)).toBe(false);
    expect(differs(table, /^Seats/)).toBe(false);
    expect(rowCells(table, /^Weekly lease price/)).toEqual(['$250', '$230Lowest', '$240']);
    expect(rowCells(table, /^RRP/)).toEqual(['$63,000', '$54,900', '$52,000Lowest']);
  });

  it('estimates each running cost beside the lease price, and none where consumption is missing', () => {
    const { table } = renderComparison([compared(ranger, 250), compared(model3, 230), compared(hiace, 240)]);
    // 8 L/100 km × 15,000 km × $2 ÷ 52 = $46.15; 15 kWh × 150 × $0.30 ÷ 52 = $12.98.
    expect(rowCells(table, /^Estimated weekly fuel or charging cost/)).toEqual([
      '$468 L/100 km, diesel at $2.00/L',
      '$13Lowest15 kWh/100 km, electricity at $0.30/kWh',
      'No estimateFuel or energy use not known',
    ]);
    expect(rowCells(table, /^Weekly lease and fuel or charging/)).toEqual([
      '$296',
      '$243Lowest',
      'Not available',
    ]);
  });

  it('says a price is not available rather than showing a blank, and marks the chosen term', () => {
    const { table } = renderComparison([compared(ranger, 250), compared(hiace, 240, false)], {
      term: 48,
      cycle: 'monthly',
    });
    expect(rowCells(table, /^Monthly, 5 years/)).toEqual(['$997', 'Not available']);
    // One known value is no difference.
    expect(differs(table, /^Monthly, 5 years/)).toBe(false);
    expect(within(table).getByRole('rowheader', { name: /Monthly, 4 years \(chosen\)/ })).toBeTruthy();
    expect(rowCells(table, /^Monthly lease price/)).toEqual(['$1,040', '$997Lowest']);
  });

  it('compares nothing with one vehicle, and removes the vehicle asked for', () => {
    const { table, removed } = renderComparison([compared(ranger, 250)]);
    expect(within(table).queryAllByText('Differs')).toEqual([]);
    within(table).getByRole('button', { name: 'Remove Ford Ranger' }).click();
    expect(removed).toEqual(['RANGER']);
    expect(screen.queryByText(/Swipe or scroll sideways/)).toBeNull();
  });
});
