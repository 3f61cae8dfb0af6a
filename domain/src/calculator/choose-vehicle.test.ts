import { canChooseNext, chooseVehicleQuery, type ChooseVehicleSelection } from './choose-vehicle';

const nothing: ChooseVehicleSelection = { bodyTypes: [], fuelTypes: [], makes: [] };

describe('choose vehicle', () => {
  it('keeps Next disabled until a body type, fuel type or make is chosen', () => {
    expect(canChooseNext(nothing)).toBe(false);
    expect(canChooseNext({ ...nothing, bodyTypes: ['UTE'] })).toBe(true);
    expect(canChooseNext({ ...nothing, fuelTypes: ['Electric'] })).toBe(true);
    expect(canChooseNext({ ...nothing, makes: ['Tesla'] })).toBe(true);
  });

  it('sends the choices as pair, vehicleFueltype and vehicleBodytype', () => {
    expect(
      chooseVehicleQuery({
        bodyTypes: ['UTE', 'VAN'],
        fuelTypes: ['Diesel', 'Electric'],
        makes: ['Ford', 'ldv'],
      }),
    ).toEqual({ pair: 'FORD|LDV', vehicleFueltype: 'Diesel,Electric', vehicleBodytype: 'UTE,VAN' });
  });

  it('leaves out what was not chosen', () => {
    expect(chooseVehicleQuery({ ...nothing, fuelTypes: ['Hybrid'] })).toEqual({ vehicleFueltype: 'Hybrid' });
  });
});
