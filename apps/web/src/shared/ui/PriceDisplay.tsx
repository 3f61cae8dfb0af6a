import { formatWholeDollars, type PaymentCycle } from '@lease-portal/domain';

/**
 * A lease payment as the eye should meet it: the amount large in the brand's ink, then what it is per
 * and the tax label; the asterisk points at the pricing disclaimer (calculator §2).
 */
export function PriceDisplay({
  amount,
  cycle,
  taxLabel,
  disclaimed = false,
  className,
}: {
  amount: number;
  cycle: PaymentCycle;
  taxLabel?: string;
  disclaimed?: boolean;
  className?: string;
}) {
  return (
    <p className={`lp-price${className ? ` ${className}` : ''}`}>
      <strong className="lp-price__amount">
        {formatWholeDollars(amount)}
        {disclaimed && <sup aria-label="see the pricing disclaimer">*</sup>}
      </strong>{' '}
      <span className="lp-price__per">
        per {cycle === 'weekly' ? 'week' : 'month'}
        {taxLabel ? ` ${taxLabel}` : ''}
      </span>
    </p>
  );
}
