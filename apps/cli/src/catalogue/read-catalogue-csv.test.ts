import { CatalogueCsvError, CATALOGUE_COLUMNS } from './catalogue-columns';
import { readCatalogueCsv } from './read-catalogue-csv';
import { aCatalogueCsv, aCatalogueRow } from './testing/catalogue-csv-builder';
import { catalogueCsv } from './write-catalogue-csv';

function problemsOf(text: string): string[] {
  try {
    readCatalogueCsv(text);
  } catch (error) {
    if (error instanceof CatalogueCsvError) return error.problems.map((p) => `line ${p.line}: ${p.message}`);
    throw error;
  }
  throw new Error('expected the file to be refused');
}

describe('reading a catalogue CSV', () => {
  it('reads a good file into vehicles', () => {
    const vehicles = readCatalogueCsv(
      aCatalogueCsv([
        aCatalogueRow(),
        aCatalogueRow({
          countryCode: 'NZ',
          catalogVehicleId: 'NZ-TOYOTA-RAV4-GX-2025',
          vehicleMake: 'Toyota',
          vehicleModel: 'RAV4',
          vehicleTrim: 'GX 2WD Hybrid',
          vehicleBodytype: 'SUV',
          cabType: '',
          vehicleFueltype: 'Hybrid',
          vehiclePrimaryfueltype: 'Petrol',
          vehicleDrivetrain: 'FWD',
          consumerPrice: '46990',
          jatoImagepathTrim: 'https://images.example.com/rav4-gx.jpg',
        }),
      ]),
    );
    expect(vehicles).toHaveLength(2);
    expect(vehicles[0]).toEqual({
      countryCode: 'AU',
      catalogVehicleId: 'AU-FORD-RANGER-XLT-2025',
      catalogYear: 2025,
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
      vehicleSeats: 5,
      consumerPrice: 63_000,
      fuelConsumptionLPer100Km: 7.6,
    });
    expect(vehicles[1]).not.toHaveProperty('cabType');
    expect(vehicles[1]?.jatoImagepathTrim).toBe('https://images.example.com/rav4-gx.jpg');
  });

  it('reads back what the writer writes', () => {
    const vehicles = readCatalogueCsv(aCatalogueCsv([aCatalogueRow()]));
    expect(readCatalogueCsv(catalogueCsv(vehicles))).toEqual(vehicles);
  });

  it('fills in the primary fuel of a non-hybrid, and accepts a file without the optional columns', () => {
    const required = CATALOGUE_COLUMNS.filter(
      (c) => !['vehiclePrimaryfueltype', 'jatoImagepath'].includes(c),
    );
    const [ute] = readCatalogueCsv(aCatalogueCsv([aCatalogueRow({ vehiclePrimaryfueltype: '' })], required));
    expect(ute?.vehiclePrimaryfueltype).toBe('Diesel');
  });

  it('reads an electric vehicle’s kWh per 100 km', () => {
    const [ev] = readCatalogueCsv(
      aCatalogueCsv([
        aCatalogueRow({
          vehicleFueltype: 'Electric',
          vehiclePrimaryfueltype: 'Electric',
          fuelConsumptionLPer100Km: '',
          energyConsumptionKwhPer100Km: '25.3',
        }),
      ]),
    );
    expect(ev?.energyConsumptionKwhPer100Km).toBe(25.3);
    expect(ev).not.toHaveProperty('fuelConsumptionLPer100Km');
  });

  it('accepts a file written before the consumption columns, whose vehicles have none', () => {
    const older = CATALOGUE_COLUMNS.filter(
      (c) => !['fuelConsumptionLPer100Km', 'energyConsumptionKwhPer100Km'].includes(c),
    );
    const [ute] = readCatalogueCsv(aCatalogueCsv([aCatalogueRow()], older));
    expect(ute).toBeDefined();
    expect(ute).not.toHaveProperty('fuelConsumptionLPer100Km');
    expect(ute).not.toHaveProperty('energyConsumptionKwhPer100Km');
  });

  it('skips blank lines and a byte order mark', () => {
    const text = `\uFEFF${aCatalogueCsv([aCatalogueRow()])}\n\n`;
    expect(readCatalogueCsv(text)).toHaveLength(1);
  });

  it('refuses a bad row, naming its line and every problem', () => {
    const text = aCatalogueCsv([
      aCatalogueRow(),
      aCatalogueRow({
        catalogVehicleId: 'AU-2',
        vehicleSeats: '9',
        vehicleDrivetrain: 'AWD',
        consumerPrice: '$45,990',
      }),
    ]);
    expect(problemsOf(text)).toEqual([
      "line 3: vehicleDrivetrain 'AWD' is not one of 4WD, RWD, FWD (catalogue all-wheel drive as 4WD)",
      "line 3: vehicleSeats '9' is not one of 2, 3, 4, 5, 6, 7, 8, 12, 14, 17",
      "line 3: consumerPrice '$45,990' must be a number of dollars above zero, like 45990",
    ]);
  });

  it('says so in the error message too', () => {
    expect(() => readCatalogueCsv(aCatalogueCsv([aCatalogueRow({ countryCode: 'US' })]))).toThrow(
      /line 2: countryCode 'US' is not one of AU, NZ/,
    );
  });

  it.each([
    ['a ute without a cab type', { cabType: '' }, 'cabType is required for a UTE'],
    ['a cab type on a van', { vehicleBodytype: 'VAN' }, 'cabType is for utes only, not a VAN'],
    [
      'a hybrid without its engine fuel',
      { vehicleFueltype: 'Hybrid', vehiclePrimaryfueltype: '' },
      'vehiclePrimaryfueltype is required for a Hybrid: Petrol or Diesel',
    ],
    [
      'a primary fuel that does not fit',
      { vehiclePrimaryfueltype: 'Petrol' },
      "vehiclePrimaryfueltype 'Petrol' does not fit a Diesel vehicle",
    ],
    [
      'a make with a separator',
      { vehicleMake: 'Ford|Ranger' },
      "vehicleMake 'Ford|Ranger' must not contain ':', ',' or '|'",
    ],
    ['a missing description', { vehicleDescription: ' ' }, 'vehicleDescription is required'],
    ['a year that is not one', { catalogYear: '25' }, "catalogYear '25' is not a year"],
    [
      'an image that is not a URL',
      { jatoImagepath: 'ranger.jpg' },
      "jatoImagepath 'ranger.jpg' is not a URL or a path",
    ],
    [
      'a consumption that is not a number',
      { fuelConsumptionLPer100Km: '7,6' },
      "fuelConsumptionLPer100Km '7,6' must be a number above zero and at most 40, like 7.6",
    ],
    [
      'a consumption in another unit',
      { fuelConsumptionLPer100Km: '310' },
      "fuelConsumptionLPer100Km '310' must be a number above zero and at most 40, like 7.6",
    ],
    [
      'a kWh figure on a diesel',
      { energyConsumptionKwhPer100Km: '20' },
      'energyConsumptionKwhPer100Km is for Electric vehicles; give a Diesel its fuelConsumptionLPer100Km',
    ],
    [
      'a litre figure on an electric vehicle',
      { vehicleFueltype: 'Electric', vehiclePrimaryfueltype: 'Electric' },
      'fuelConsumptionLPer100Km is for vehicles with an engine, not an Electric one',
    ],
    [
      'an id with spaces',
      { catalogVehicleId: 'AU 1' },
      "catalogVehicleId 'AU 1' must be up to 64 letters, digits, '.', '_' or '-'",
    ],
  ])('refuses %s', (_what, cells, problem) => {
    expect(problemsOf(aCatalogueCsv([aCatalogueRow(cells)]))).toEqual([`line 2: ${problem}`]);
  });

  it('refuses a vehicle id repeated in the same country, but not across countries', () => {
    const row = aCatalogueRow({ catalogVehicleId: 'RANGER' });
    expect(problemsOf(aCatalogueCsv([row, aCatalogueRow(), row]))).toEqual([
      "line 4: catalogVehicleId 'RANGER' repeats line 2",
    ]);
    expect(readCatalogueCsv(aCatalogueCsv([row, { ...row, countryCode: 'NZ' }]))).toHaveLength(2);
  });

  it('refuses unknown and missing columns on line 1', () => {
    const columns = [...CATALOGUE_COLUMNS.filter((c) => c !== 'vehicleSeats'), 'vehicleSeat'];
    expect(problemsOf(aCatalogueCsv([aCatalogueRow()], columns))).toEqual([
      "line 1: unknown column 'vehicleSeat'",
      "line 1: missing column 'vehicleSeats'",
    ]);
  });

  it('refuses a row with the wrong number of cells, with its line', () => {
    const text = `${aCatalogueCsv([aCatalogueRow()])}AU,too,few\n`;
    expect(problemsOf(text)[0]).toMatch(/^line 3: /);
  });

  it('refuses an empty file', () => {
    expect(problemsOf(CATALOGUE_COLUMNS.join(','))).toEqual(['line 1: the file has no vehicles']);
  });
});
