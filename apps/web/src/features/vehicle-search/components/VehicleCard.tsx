import { Button, Card, Classes, Tooltip } from '@blueprintjs/core';
import { formatWholeDollars, type PaymentCycle, type Vehicle } from '@lease-portal/domain';
import { PriceDisplay } from '../../../shared/ui/PriceDisplay';
import { VehicleImage } from '../../../shared/ui/VehicleImage';
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
  /** The first cards are on screen at once: their images load straight away. */
  aboveTheFold?: boolean;
  /** The first card's picture is the page's largest paint on a phone: it is fetched before others. */
  first?: boolean;
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
  aboveTheFold = false,
  first = false,
}: VehicleCardProps) {
  const name = [vehicle.vehicleMake, vehicle.vehicleModel, vehicle.vehicleTrim].filter(Boolean).join(' ');
  const price = cycle === 'weekly' ? vehicle.weekLeaseprice : vehicle.monthLeaseprice;
  const shortlistButton = (
    <Button
      className="lp-button-secondary"
      icon={shortlisted ? 'tick' : 'plus'}
      intent={shortlisted ? 'success' : 'none'}
      aria-pressed={shortlisted}
      disabled={!canToggle}
      onClick={onToggle}
    >
      {shortlisted ? 'Shortlisted' : 'Shortlist'}
    </Button>
  );
  // The tooltip only says why a toggle is disabled: a popover per card cost every page of results
  // a noticeable share of its drawing, so it is there only while the shortlist is full.
  return (
    <Card className="lp-vehicle-card" data-testid="vehicle-card" aria-label={name}>
      <VehicleImage
        vehicle={vehicle}
        alt={name}
        eager={aboveTheFold}
        urgent={first}
        className="lp-vehicle-card__image"
      />
      <div className="lp-vehicle-card__body">
        <p className="lp-eyebrow lp-vehicle-card__spec">{specLine(vehicle)}</p>
        <h2 className={`${Classes.HEADING} lp-vehicle-card__name`}>{name}</h2>
        <p className={`${Classes.TEXT_MUTED} lp-vehicle-card__description`}>{vehicle.vehicleDescription}</p>
        <PriceDisplay
          className="lp-vehicle-card__price"
          amount={price}
          cycle={cycle}
          taxLabel={gstLabel}
          disclaimed
        />
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
        {/* In a box, as the tooltip's target is, so the button looks the same either way. */}
        {canToggle ? (
          <span>{shortlistButton}</span>
        ) : (
          <Tooltip content="Limit has been reached.">{shortlistButton}</Tooltip>
        )}
        <Button intent="primary" onClick={onEnquire}>
          Enquire now
        </Button>
      </div>
    </Card>
  );
}
