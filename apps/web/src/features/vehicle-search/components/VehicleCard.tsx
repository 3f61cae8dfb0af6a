import { useState } from 'react';
import { Button, Card, Classes, Tooltip } from '@blueprintjs/core';
import {
  formatWholeDollars,
  vehicleImageChain,
  nextVehicleImage,
  type PaymentCycle,
  type Vehicle,
} from '@lease-portal/domain';
import { specLine } from '../search-model';

export interface VehicleCardProps {
  vehicle: Vehicle;
  cycle: PaymentCycle;
  gstLabel: string;
  shortlisted: boolean;
  canToggle: boolean;
  onToggle: () => void;
  onEnquire: () => void;
  onRrpInfo: () => void;
}

/** One rate book row on the results page (calculator §2 'Each vehicle card shows'). */
export function VehicleCard({
  vehicle,
  cycle,
  gstLabel,
  shortlisted,
  canToggle,
  onToggle,
  onEnquire,
  onRrpInfo,
}: VehicleCardProps) {
  const [image, setImage] = useState(() => vehicleImageChain(vehicle)[0] as string);
  const name = [vehicle.vehicleMake, vehicle.vehicleModel, vehicle.vehicleTrim].filter(Boolean).join(' ');
  const price = cycle === 'weekly' ? vehicle.weekLeaseprice : vehicle.monthLeaseprice;
  const per = cycle === 'weekly' ? 'week' : 'month';
  return (
    <Card className="lp-vehicle-card" data-testid="vehicle-card" aria-label={name}>
      <img
        className="lp-vehicle-card__image"
        src={image}
        alt={name}
        loading="lazy"
        onError={() => setImage((failed) => nextVehicleImage(vehicle, failed))}
      />
      <div className="lp-vehicle-card__body">
        <p className={`${Classes.TEXT_MUTED} lp-vehicle-card__spec`}>{specLine(vehicle)}</p>
        <h2 className={`${Classes.HEADING} lp-vehicle-card__name`}>{name}</h2>
        <p className="lp-vehicle-card__description">{vehicle.vehicleDescription}</p>
        <p className="lp-vehicle-card__price">
          <strong>
            {formatWholeDollars(price)}
            <sup aria-label="see the pricing disclaimer">*</sup>
          </strong>{' '}
          per {per} {gstLabel}
        </p>
        <p className="lp-vehicle-card__rrp">
          RRP {formatWholeDollars(vehicle.consumerPrice)}{' '}
          <Button
            variant="minimal"
            size="small"
            icon="info-sign"
            aria-label="What RRP means"
            onClick={onRrpInfo}
          />
        </p>
      </div>
      <div className="lp-vehicle-card__actions">
        <Tooltip content="Limit has been reached." disabled={canToggle}>
          <Button
            icon={shortlisted ? 'tick' : 'plus'}
            intent={shortlisted ? 'success' : 'none'}
            aria-pressed={shortlisted}
            disabled={!canToggle}
            onClick={onToggle}
          >
            {shortlisted ? 'Shortlisted' : 'Shortlist'}
          </Button>
        </Tooltip>
        <Button intent="primary" onClick={onEnquire}>
          Enquire now
        </Button>
      </div>
    </Card>
  );
}
