import { useId, useState } from 'react';
import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { textOf } from '@lease-portal/domain';
import type { SaveSection } from './CreditApplicationAccordion';
import { annualRevenueRule } from './credit-application-form';

/** Step 2, Business Cashflow Details (journey §2, §5): Annual Revenue, required and a number. */
export function CashflowStep({
  initial,
  save,
  onSaved,
}: {
  initial: string;
  save: SaveSection;
  onSaved: () => void;
}) {
  const id = `${useId()}-annualRevenue`;
  const [annualRevenue, setAnnualRevenue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState<string>();
  const [busy, setBusy] = useState(false);

  const problem = annualRevenueRule(annualRevenue);
  const shown = (touched ? problem : undefined) ?? refused;

  const next = async () => {
    if (problem) return;
    setBusy(true);
    const outcome = await save({
      propertyFirst: 'businessDetails',
      propertySecond: 'annualRevenue',
      value: textOf(annualRevenue),
    });
    setBusy(false);
    if (outcome.saved) onSaved();
    else setRefused(outcome.fields.value ?? outcome.fields.annualRevenue);
  };

  return (
    <form
      className="lp-credit-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      <FormGroup
        label="Annual Revenue"
        labelFor={id}
        labelInfo="(required)"
        helperText={shown && <span id={`${id}-message`}>{shown}</span>}
        intent={shown ? Intent.DANGER : undefined}
      >
        <InputGroup
          id={id}
          inputMode="decimal"
          leftElement={
            <span className="lp-credit-form__currency" aria-hidden="true">
              $
            </span>
          }
          value={annualRevenue}
          onValueChange={(value) => {
            setAnnualRevenue(value);
            setRefused(undefined);
          }}
          onBlur={() => setTouched(true)}
          intent={shown ? Intent.DANGER : undefined}
          aria-invalid={Boolean(shown)}
          aria-describedby={shown ? `${id}-message` : undefined}
        />
      </FormGroup>
      <div className="lp-credit-form__actions">
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          size="large"
          text="Next"
          disabled={Boolean(problem)}
          loading={busy}
        />
      </div>
    </form>
  );
}
