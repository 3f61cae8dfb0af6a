import type { CatalogueVehicle } from '@lease-portal/domain';

/** The columns of a catalogue CSV, in the order the demo file is written (tools/catalogue/README.md). */
export const CATALOGUE_COLUMNS = [
  'countryCode',
  'catalogVehicleId',
  'catalogYear',
  'vehicleMake',
  'vehicleModel',
  'vehicleTrim',
  'vehicleDescription',
  'vehicleBodytype',
  'cabType',
  'vehicleFueltype',
  'vehiclePrimaryfueltype',
  'vehicleDrivetrain',
  'vehicleTransmissiongroup',
  'vehicleSeats',
  'consumerPrice',
  'fuelConsumptionLPer100Km',
  'energyConsumptionKwhPer100Km',
  'jatoImagepath',
  'jatoImagepathTrim',
  'jatoImagepathBase',
] as const satisfies readonly (keyof CatalogueVehicle)[];

export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];

/** Columns that may be left empty. */
export const OPTIONAL_COLUMNS: readonly CatalogueColumn[] = [
  'vehicleTrim',
  'cabType',
  'vehiclePrimaryfueltype',
  // Older files without consumption still import; their vehicles get no running-cost estimate.
  'fuelConsumptionLPer100Km',
  'energyConsumptionKwhPer100Km',
  'jatoImagepath',
  'jatoImagepathTrim',
  'jatoImagepathBase',
];

export interface CatalogueProblem {
  /** The line of the file, counting the header as line 1. */
  line: number;
  message: string;
}

/** A catalogue file that cannot be used, with every problem found, each with its line. */
export class CatalogueCsvError extends Error {
  constructor(readonly problems: readonly CatalogueProblem[]) {
    const shown = problems.slice(0, 20).map((p) => `  line ${p.line}: ${p.message}`);
    const more = problems.length > shown.length ? [`  … and ${problems.length - shown.length} more`] : [];
    super(['The catalogue CSV has problems:', ...shown, ...more].join('\n'));
    this.name = 'CatalogueCsvError';
  }
}
