import { Radio, RadioGroup } from '@blueprintjs/core';
import { isLeaseTerm, LEASE_TERM_OPTIONS, type LeaseTerm } from '@lease-portal/domain';

/** The lease term, 3, 4 or 5 years (calculator §2 and §9); exactly one is chosen at a time. */
export function LeaseTermChoice({
  name,
  term,
  onChange,
}: {
  /** The radio group's name, unique on the page. */
  name: string;
  term: LeaseTerm;
  onChange: (term: LeaseTerm) => void;
}) {
  return (
    <RadioGroup
      label="Lease term"
      name={name}
      inline
      selectedValue={String(term)}
      onChange={(event) => {
        const chosen = Number(event.currentTarget.value);
        if (isLeaseTerm(chosen)) onChange(chosen);
      }}
    >
      {LEASE_TERM_OPTIONS.map((option) => (
        <Radio key={option.value} value={String(option.value)} label={option.label} />
      ))}
    </RadioGroup>
  );
}
