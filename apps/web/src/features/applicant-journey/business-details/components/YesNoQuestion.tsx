import { useId } from 'react';
import { Radio } from '@blueprintjs/core';

export type YesNo = 'yes' | 'no';

/** A yes/no question of the officers' steps, as a labelled radio pair a screen reader announces as one. */
export function YesNoQuestion({
  question,
  value,
  onChange,
  disabled = false,
}: {
  question: string;
  value: YesNo | undefined;
  onChange: (answer: YesNo) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="lp-yes-no" disabled={disabled}>
      <legend className="lp-yes-no__question">{question}</legend>
      <Radio
        inline
        name={name}
        value="yes"
        label="Yes"
        checked={value === 'yes'}
        onChange={() => onChange('yes')}
      />
      <Radio
        inline
        name={name}
        value="no"
        label="No"
        checked={value === 'no'}
        onChange={() => onChange('no')}
      />
    </fieldset>
  );
}
