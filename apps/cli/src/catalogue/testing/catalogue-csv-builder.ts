import { stringify } from 'csv-stringify/sync';
import { CATALOGUE_COLUMNS, type CatalogueColumn } from '../catalogue-columns';

type Cells = Partial<Record<CatalogueColumn, string>>;

/** A valid AU dual-cab ute row; tests override the cells they are about. */
export function aCatalogueRow(cells: Cells = {}): Cells {
  return {
    countryCode: 'AU',
    catalogVehicleId: 'AU-FORD-RANGER-XLT-2025',
    catalogYear: '2025',
    vehicleMake: 'Ford',
    vehicleModel: 'Ranger',
    vehicleTrim: 'XLT 4x4 Double Cab',
    vehicleDescription: 'Ford Ranger XLT 4x4 Double Cab 2.0L bi-turbo diesel double cab pick-up',
    vehicleBodytype: 'UTE',
    cabType: 'D/CAB',
    vehicleFueltype: 'Diesel',
    vehiclePrimaryfueltype: 'Diesel',
    vehicleDrivetrain: '4WD',
    vehicleTransmissiongroup: 'Automatic',
    vehicleSeats: '5',
    consumerPrice: '63000',
    fuelConsumptionLPer100Km: '7.6',
    ...cells,
  };
}

/** A catalogue file with the standard header, or the columns given. */
export function aCatalogueCsv(rows: Cells[], columns: readonly string[] = CATALOGUE_COLUMNS): string {
  return stringify(
    rows.map((row) => columns.map((column) => row[column as CatalogueColumn] ?? '')),
    { header: true, columns: [...columns] },
  );
}
