import { memo } from 'react';
import type { PaymentCycle, Vehicle } from '@lease-portal/domain';
import type { ShortlistApi } from '../../shortlist-state';
import { VehicleCard } from './VehicleCard';

/** The cards a desktop shows before scrolling (one row of three); their images load at once. */
const ABOVE_THE_FOLD = 3;

/**
 * The page of vehicle cards. Memoised: the page around it redraws for the toolbar, the shortlist
 * notice and the search's loading state, none of which changes a card.
 */
export const VehicleCards = memo(function VehicleCards({
  vehicles,
  cycle,
  gstLabel,
  shortlist,
  onShortlisted,
  onEnquire,
  onRrpInfo,
}: {
  vehicles: readonly Vehicle[];
  cycle: PaymentCycle;
  gstLabel: string;
  shortlist: Pick<ShortlistApi, 'isShortlisted' | 'canToggle' | 'toggle'>;
  /** Told when a card's vehicle was added to the shortlist (not when removed). */
  onShortlisted: (vehicle: Vehicle) => void;
  onEnquire: (vehicle: Vehicle) => void;
  onRrpInfo: () => void;
}) {
  return vehicles.map((vehicle, index) => (
    <VehicleCard
      key={`${vehicle.catalogVehicleId}-${vehicle.duration}`}
      vehicle={vehicle}
      aboveTheFold={index < ABOVE_THE_FOLD}
      first={index === 0}
      cycle={cycle}
      gstLabel={gstLabel}
      shortlisted={shortlist.isShortlisted(vehicle.catalogVehicleId)}
      canToggle={shortlist.canToggle(vehicle.catalogVehicleId)}
      onToggle={() => {
        const adding = !shortlist.isShortlisted(vehicle.catalogVehicleId);
        if (shortlist.toggle(vehicle) && adding) onShortlisted(vehicle);
      }}
      onEnquire={() => onEnquire(vehicle)}
      onRrpInfo={onRrpInfo}
    />
  ));
});
