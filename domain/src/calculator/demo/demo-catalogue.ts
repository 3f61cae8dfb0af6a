import type { Region } from '../../shared/region';
import type { CatalogueVehicle } from '../vehicle';
import { demoConsumptionOf } from './demo-consumption';
import { DEMO_MODELS, type DemoModel } from './demo-models';

const DEFAULT_YEAR = 2025;

/** The demo's pictures: one drawing per body type, served by the web app (a provider's file names photos). */
export function demoVehicleImage(body: DemoModel[3]): string {
  return `/images/vehicles/demo/${body.toLowerCase()}.svg`;
}

function slug(text: string): string {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function vehicleOf(model: DemoModel, countryCode: Region, consumerPrice: number): CatalogueVehicle {
  const [make, modelName, trim, body, fuel, drive, transmission, seats, cab, summary, , , year] = model;
  const catalogYear = year ?? DEFAULT_YEAR;
  const consumption = demoConsumptionOf(make, modelName, trim);
  return {
    countryCode,
    catalogVehicleId: [countryCode, slug(make), slug(modelName), slug(trim), catalogYear].join('-'),
    catalogYear,
    vehicleMake: make,
    vehicleModel: modelName,
    vehicleTrim: trim,
    vehicleDescription: `${make} ${modelName} ${trim} ${summary}`,
    vehicleDrivetrain: drive,
    vehicleFueltype: fuel === 'Hybrid/Diesel' ? 'Hybrid' : fuel,
    vehiclePrimaryfueltype: fuel === 'Hybrid/Diesel' ? 'Diesel' : fuel === 'Hybrid' ? 'Petrol' : fuel,
    vehicleTransmissiongroup: transmission,
    vehicleBodytype: body,
    vehicleSeats: seats,
    ...(cab ? { cabType: cab } : {}),
    consumerPrice,
    jatoImagepath: demoVehicleImage(body),
    ...(consumption && 'litres' in consumption ? { fuelConsumptionLPer100Km: consumption.litres } : {}),
    ...(consumption && 'kWh' in consumption ? { energyConsumptionKwhPer100Km: consumption.kWh } : {}),
  };
}

/**
 * The demo catalogue: every demo model in each country that sells it, AU rows first, then NZ. The
 * portal seeds its rate book from it; `tools/catalogue/demo-catalogue.csv` is the same catalogue as
 * a provider's file.
 */
export function demoCatalogueVehicles(models: readonly DemoModel[] = DEMO_MODELS): CatalogueVehicle[] {
  const inCountry = (countryCode: Region, price: (m: DemoModel) => number | null) =>
    models.flatMap((model) => {
      const rrp = price(model);
      return rrp === null ? [] : [vehicleOf(model, countryCode, rrp)];
    });
  return [...inCountry('AU', (m) => m[10]), ...inCountry('NZ', (m) => m[11])];
}
