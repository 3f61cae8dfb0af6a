import { Button, Card, Classes } from '@blueprintjs/core';
import { formatWholeDollars, leasePayment, type PaymentCycle, type Vehicle } from '@lease-portal/domain';

/** The prices of one shortlisted vehicle for the chosen term, when the rate book has them. */
export interface TermPrices {
  weekLeaseprice: number;
  monthLeaseprice: number;
  consumerPrice?: number;
}

const CYCLE_LABEL: Record<PaymentCycle, string> = { weekly: 'Weekly', monthly: 'Monthly' };

/** One shortlisted vehicle (calculator §2 'Shortlist page'), with its Remove action. */
export function ShortlistCard({
  vehicle,
  prices,
  cycle,
  onRemove,
}: {
  vehicle: Vehicle;
  prices: TermPrices | undefined;
  cycle: PaymentCycle;
  onRemove: () => void;
}) {
  const name = `${vehicle.vehicleMake} ${vehicle.vehicleModel}`;
  const other: PaymentCycle = cycle === 'weekly' ? 'monthly' : 'weekly';
  return (
    <Card className="lp-shortlist-card" aria-label={`${vehicle.catalogYear} ${name}`} role="group">
      <p className={Classes.TEXT_MUTED}>
        {[vehicle.catalogYear, vehicle.vehicleFueltype, vehicle.vehicleTransmissiongroup].join(' | ')}
      </p>
      <h2 className={Classes.HEADING}>{name}</h2>
      <p>
        {vehicle.vehicleTrim} · {vehicle.vehicleDrivetrain}
      </p>
      {prices ? (
        <dl className="lp-shortlist-card__prices">
          <dt>{CYCLE_LABEL[cycle]} lease price</dt>
          <dd className="lp-shortlist-card__price">{formatWholeDollars(leasePayment(prices, cycle))}</dd>
          <dt>{CYCLE_LABEL[other]} lease price</dt>
          <dd>{formatWholeDollars(leasePayment(prices, other))}</dd>
          <dt>RRP</dt>
          <dd>{formatWholeDollars(prices.consumerPrice ?? vehicle.consumerPrice)}</dd>
        </dl>
      ) : (
        <p className={Classes.SKELETON}>Loading prices</p>
      )}
      <Button
        variant="outlined"
        icon="trash"
        text="Remove"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      />
    </Card>
  );
}
