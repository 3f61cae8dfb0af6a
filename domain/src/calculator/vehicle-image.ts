import type { BodyType } from './catalogue-options';
import type { Vehicle } from './vehicle';

/** Neutral silhouettes served by the web app, one per body type. */
export const VEHICLE_PLACEHOLDER_IMAGES: Readonly<Record<BodyType, string>> = {
  SEDAN: '/images/vehicles/placeholder-sedan.svg',
  SUV: '/images/vehicles/placeholder-suv.svg',
  UTE: '/images/vehicles/placeholder-ute.svg',
  VAN: '/images/vehicles/placeholder-van.svg',
};

type VehicleImages = Pick<
  Vehicle,
  'vehicleBodytype' | 'jatoImagepath' | 'jatoImagepathTrim' | 'jatoImagepathBase'
>;

/**
 * The images to try, in order (calculator §2): the trim image, the normal image, the base image,
 * then the body type's placeholder. Blank and repeated paths are skipped.
 */
export function vehicleImageChain(vehicle: VehicleImages): string[] {
  const candidates = [vehicle.jatoImagepathTrim, vehicle.jatoImagepath, vehicle.jatoImagepathBase]
    .map((path) => path?.trim())
    .filter((path): path is string => Boolean(path));
  const placeholder = VEHICLE_PLACEHOLDER_IMAGES[vehicle.vehicleBodytype] ?? VEHICLE_PLACEHOLDER_IMAGES.SEDAN;
  return [...new Set([...candidates, placeholder])];
}

/** The image to show after `failed` did not load; the placeholder never fails over. */
export function nextVehicleImage(vehicle: VehicleImages, failed: string): string {
  const chain = vehicleImageChain(vehicle);
  const placeholder = chain[chain.length - 1] as string;
  const index = chain.indexOf(failed);
  return index === -1 ? placeholder : (chain[index + 1] ?? placeholder);
}
