import { useState } from 'react';
import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { ENERGY_UNIT, readEnergyPrice, type EnergyPrices, type EnergySource } from '@lease-portal/domain';

const LABEL: Record<EnergySource, string> = {
  Petrol: 'Petrol price',
  Diesel: 'Diesel price',
  Electricity: 'Electricity price',
};

function PriceField({
  source,
  price,
  onChange,
}: {
  source: EnergySource;
  price: number;
  onChange: (price: number | undefined) => void;
}) {
  const [text, setText] = useState(price.toFixed(2));
  const reading = readEnergyPrice(text, source);
  const id = `lp-energy-price-${source.toLowerCase()}`;
  return (
    <FormGroup
      label={`${LABEL[source]} ($/${ENERGY_UNIT[source]})`}
      labelFor={id}
      helperText={reading.ok ? undefined : reading.message}
      intent={reading.ok ? Intent.NONE : Intent.DANGER}
      className="lp-running-cost__field"
    >
      <InputGroup
        id={id}
        inputMode="decimal"
        value={text}
        intent={reading.ok ? Intent.NONE : Intent.DANGER}
        aria-invalid={!reading.ok}
        onValueChange={(value) => {
          setText(value);
          const next = readEnergyPrice(value, source);
          onChange(next.ok ? next.price : undefined);
        }}
      />
    </FormGroup>
  );
}

/**
 * The prices the running-cost estimate assumes, GST included, one field per fuel the shortlist
 * uses; the region's defaults until the customer types their own (decision 1050).
 */
export function RunningCostPrices({
  sources,
  prices,
  onChange,
}: {
  sources: readonly EnergySource[];
  prices: EnergyPrices;
  onChange: (prices: EnergyPrices) => void;
}) {
  if (sources.length === 0) return null;
  return (
    <fieldset className="lp-running-cost">
      <legend className="lp-running-cost__legend">Fuel and charging prices (estimate)</legend>
      <p className="lp-running-cost__note">
        What you pay at the pump or to charge, GST included. Change them to match your own; the estimates in
        the comparison follow.
      </p>
      <div className="lp-running-cost__fields">
        {sources.map((source) => (
          <PriceField
            key={source}
            source={source}
            price={prices[source]}
            onChange={(price) => onChange({ ...prices, [source]: price ?? Number.NaN })}
          />
        ))}
      </div>
    </fieldset>
  );
}
