import { SegmentedControl } from '@blueprintjs/core';
import { PAYMENT_CYCLES, type PaymentCycle } from '@lease-portal/domain';

const CYCLE_OPTIONS = PAYMENT_CYCLES.map((cycle) => ({
  value: cycle,
  label: cycle === 'weekly' ? 'Weekly' : 'Monthly',
}));

/** Weekly or monthly repayments; exactly one is chosen at a time (calculator §4 'Shortlist'). */
export function PaymentCycleChoice({
  cycle,
  onChange,
  className,
}: {
  cycle: PaymentCycle;
  onChange: (cycle: PaymentCycle) => void;
  className?: string;
}) {
  return (
    <div className={className} role="group" aria-label="Repayments">
      <SegmentedControl
        options={CYCLE_OPTIONS}
        value={cycle}
        onValueChange={(value) => onChange(value as PaymentCycle)}
      />
    </div>
  );
}
