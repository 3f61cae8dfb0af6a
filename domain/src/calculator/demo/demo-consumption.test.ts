import { demoCatalogueVehicles } from './demo-catalogue';
import { DEMO_CONSUMPTION } from './demo-consumption';
import { DEMO_MODELS } from './demo-models';

describe('the demo models’ consumption', () => {
  const vehicles = demoCatalogueVehicles();

  it('is known for every model, and names no model the list lacks', () => {
    const keys = DEMO_MODELS.map(([make, model, trim]) => [make, model, trim].join('|'));
    expect(keys.filter((key) => !(key in DEMO_CONSUMPTION))).toEqual([]);
    expect(Object.keys(DEMO_CONSUMPTION).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('is in kWh for electric vehicles and in litres for every other, within believable bounds', () => {
    for (const vehicle of vehicles) {
      if (vehicle.vehicleFueltype === 'Electric') {
        expect(vehicle.fuelConsumptionLPer100Km).toBeUndefined();
        expect(vehicle.energyConsumptionKwhPer100Km).toBeGreaterThanOrEqual(12);
        expect(vehicle.energyConsumptionKwhPer100Km).toBeLessThanOrEqual(35);
      } else {
        expect(vehicle.energyConsumptionKwhPer100Km).toBeUndefined();
        // Plug-in hybrids' combined figures go as low as 1 L/100 km.
        expect(vehicle.fuelConsumptionLPer100Km).toBeGreaterThanOrEqual(1);
        expect(vehicle.fuelConsumptionLPer100Km).toBeLessThanOrEqual(16);
      }
    }
  });

  it('is lower for a hybrid than for the same model burning fuel alone', () => {
    const litres = (model: string, trim: string) =>
      vehicles.find((v) => v.vehicleModel === model && v.vehicleTrim === trim)?.fuelConsumptionLPer100Km;
    expect(litres('Sportage', 'GT-Line Hybrid AWD')!).toBeLessThan(litres('Sportage', 'S 2WD')!);
    expect(litres('Forester', 'Hybrid AWD')!).toBeLessThan(litres('Forester', '2.5i AWD')!);
  });
});
