import { useState } from 'react';
import { nextVehicleImage, vehicleImageChain, type Vehicle } from '@lease-portal/domain';

type VehicleImages = Pick<
  Vehicle,
  'vehicleBodytype' | 'jatoImagepath' | 'jatoImagepathTrim' | 'jatoImagepathBase'
>;

/** The drawn size: every vehicle image is 16:10, so its box is known before it loads. */
export const VEHICLE_IMAGE_SIZE = { width: 320, height: 200 } as const;

/**
 * Starts fetching the picture a card of this vehicle will show first, ahead of the card: the page's
 * largest paint then waits for the card's drawing only, not for the picture's round trip after it.
 */
export function fetchVehicleImageAhead(vehicle: VehicleImages): void {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = vehicleImageChain(vehicle)[0] as string;
}

/**
 * A vehicle's picture, trying trim, normal and base images, then the body type's placeholder
 * (calculator §2). Sized before it loads so nothing moves; lazy unless it is near the top, and
 * fetched ahead of the page's other images when urgent (the page's largest paint).
 */
export function VehicleImage({
  vehicle,
  alt,
  eager = false,
  urgent = false,
  className,
}: {
  vehicle: VehicleImages;
  alt: string;
  eager?: boolean;
  urgent?: boolean;
  className?: string;
}) {
  const chain = vehicleImageChain(vehicle);
  const [image, setImage] = useState(chain[0] as string);
  return (
    <div className={`lp-vehicle-image${className ? ` ${className}` : ''}`}>
      <img
        src={chain.includes(image) ? image : chain[0]}
        alt={alt}
        width={VEHICLE_IMAGE_SIZE.width}
        height={VEHICLE_IMAGE_SIZE.height}
        loading={eager || urgent ? 'eager' : 'lazy'}
        fetchPriority={urgent ? 'high' : 'auto'}
        decoding="async"
        onError={() => setImage((failed) => nextVehicleImage(vehicle, failed))}
      />
    </div>
  );
}
