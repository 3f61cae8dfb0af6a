import { useId } from 'react';
import { Slider, type HandleHtmlProps } from '@blueprintjs/core';
import { formatWholeDollars } from '@lease-portal/domain';
import { INFO } from './credit-application-text';
import { creditLimitSlider } from './credit-application-form';
import { InfoButton } from './InfoButton';

/**
 * The credit-limit slider (journey §9): steps of 10,000 up to 500,000, never below the drive-away
 * price. The value shows formatted above the track and the range's two ends below it, each at its own
 * edge, so no two labels ever overlap, on a phone either.
 */
export function CreditLimitSlider({
  value,
  price,
  onChange,
}: {
  value: number;
  price: number | undefined;
  onChange: (limit: number) => void;
}) {
  const labelId = useId();
  const range = creditLimitSlider(price);
  const formatted = formatWholeDollars(value);
  return (
    <div className="lp-credit-limit" role="group" aria-labelledby={labelId}>
      <div className="lp-credit-form__label-row">
        <span id={labelId} className="lp-credit-form__label">
          Credit Limit
        </span>
        <InfoButton title={INFO.creditLimit.title} text={INFO.creditLimit.text} />
      </div>
      <output className="lp-credit-limit__value" aria-live="polite">
        {formatted}
      </output>
      <div className="lp-credit-limit__track">
        <Slider
          min={range.trackStart}
          max={range.maximum}
          stepSize={range.step}
          value={value}
          onChange={onChange}
          labelRenderer={false}
          // The handle spreads these onto its role="slider" element; the type names only two of them.
          handleHtmlProps={{ 'aria-labelledby': labelId, 'aria-valuetext': formatted } as HandleHtmlProps}
        />
      </div>
      <div className="lp-credit-limit__range" aria-hidden="true">
        <span>{formatWholeDollars(range.floor)}</span>
        <span>{formatWholeDollars(range.maximum)}</span>
      </div>
    </div>
  );
}
