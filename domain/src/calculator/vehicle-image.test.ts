import { aVehicle } from './testing/vehicle-builder';
import { nextVehicleImage, vehicleImageChain } from './vehicle-image';

describe('the vehicle image fallback', () => {
  const everyImage = aVehicle({
    vehicleBodytype: 'UTE',
    jatoImagepathTrim: '/jato/trim.jpg',
    jatoImagepath: '/jato/normal.jpg',
    jatoImagepathBase: '/jato/base.jpg',
  });

  it('tries the trim, normal and base images, then the body type placeholder', () => {
    expect(vehicleImageChain(everyImage)).toEqual([
      '/jato/trim.jpg',
      '/jato/normal.jpg',
      '/jato/base.jpg',
      '/images/vehicles/placeholder-ute.svg',
    ]);
  });

  it('skips blank and repeated images', () => {
    expect(
      vehicleImageChain(
        aVehicle({
          vehicleBodytype: 'VAN',
          jatoImagepathTrim: ' ',
          jatoImagepath: '/a.jpg',
          jatoImagepathBase: '/a.jpg',
        }),
      ),
    ).toEqual(['/a.jpg', '/images/vehicles/placeholder-van.svg']);
    expect(vehicleImageChain(aVehicle({ vehicleBodytype: 'SUV' }))).toEqual([
      '/images/vehicles/placeholder-suv.svg',
    ]);
  });

  it('moves to the next image when one fails, and stays on the placeholder', () => {
    expect(nextVehicleImage(everyImage, '/jato/trim.jpg')).toBe('/jato/normal.jpg');
    expect(nextVehicleImage(everyImage, '/jato/base.jpg')).toBe('/images/vehicles/placeholder-ute.svg');
    expect(nextVehicleImage(everyImage, '/images/vehicles/placeholder-ute.svg')).toBe(
      '/images/vehicles/placeholder-ute.svg',
    );
    expect(nextVehicleImage(everyImage, '/somewhere/else.jpg')).toBe('/images/vehicles/placeholder-ute.svg');
  });
});
