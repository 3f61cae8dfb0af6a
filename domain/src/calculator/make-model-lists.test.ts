import { makesOf, modelsOf } from './make-model-lists';
import { aVehicle } from './testing/vehicle-builder';

const rows = [
  aVehicle({ vehicleMake: 'Toyota', vehicleModel: 'HiLux' }),
  aVehicle({ vehicleMake: 'toyota', vehicleModel: 'RAV4' }),
  aVehicle({ vehicleMake: 'Ford', vehicleModel: 'Ranger' }),
  aVehicle({ vehicleMake: 'Ford', vehicleModel: 'Ranger', duration: 48 }),
  aVehicle({ countryCode: 'NZ', vehicleMake: 'Kia', vehicleModel: 'EV6' }),
];

describe('the make and model lists of a country', () => {
  it('lists each make once, upper-cased and sorted', () => {
    expect(makesOf(rows, 'AU')).toEqual(['FORD', 'TOYOTA']);
    expect(makesOf(rows, 'NZ')).toEqual(['KIA']);
  });

  it('lists the models of the makes asked for, in any case, leaving out makes not offered', () => {
    expect(modelsOf(rows, 'AU', ['toyota', 'Ford', 'KIA'])).toEqual([
      { make: 'FORD', models: ['RANGER'] },
      { make: 'TOYOTA', models: ['HILUX', 'RAV4'] },
    ]);
  });
});
