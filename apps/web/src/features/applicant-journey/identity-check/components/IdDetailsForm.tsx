import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import {
  AU_STATES,
  ID_DATE_FORMAT,
  ID_FORM_FIELDS,
  PREVIOUS_ADDRESS_THRESHOLD_YEARS,
  type IdDetailsField,
  type Region,
} from '@lease-portal/domain';
import { AddressAutocomplete, type ChosenAddress } from '../../../../shared/address/AddressAutocomplete';
import {
  asIdDate,
  CONFIRM_FIELD_MESSAGE,
  FIELD_TO_CONFIRM,
  idDetailsErrors,
  serverMessageOf,
  withoutServerMessagesOf,
  type IdDetailsValues,
  type ServerMessages,
} from '../id-details-form';
import { ConfirmDetailsDialog } from './ConfirmDetailsDialog';

type TextField = Exclude<IdDetailsField, 'currentAddress' | 'previousAddress'>;

const LABELS: Record<IdDetailsField, string> = {
  firstName: 'First Name',
  middleName: 'Middle Name',
  lastName: 'Last Name',
  dob: 'Date of Birth',
  currentAddress: 'Current Residential Address',
  previousAddress: 'Previous Residential Address',
  driversLicenceNumber: 'Drivers Licence No.',
  driversLicenceExpiry: 'Expiry',
  driversLicenceState: 'State/Territory',
  driversCardNumber: 'Card No.',
  version: 'Version',
};

const OPTIONAL: ReadonlySet<IdDetailsField> = new Set(['middleName', 'previousAddress']);
const DATE_FIELDS: ReadonlySet<IdDetailsField> = new Set(['dob', 'driversLicenceExpiry']);

/** Our words for the previous-address hint (journey §2 'info hint', §9 three years). */
export const PREVIOUS_ADDRESS_HINT = `If you have lived at your current address for less than ${PREVIOUS_ADDRESS_THRESHOLD_YEARS} years, enter your previous address.`;

/** Our words: the box that confirms the date of birth, the field the spec shows red (decision 2080). */
export const CONFIRM_DOB_LABEL = 'I confirm my birth date above is correct';

/**
 * The details form after the scan (journey §2 'ID check', §5 'ID form'). Every field with a problem is
 * red from the start, with 'Please make sure your details are entered correctly' until it has been
 * clicked into, then the field's own message. Next focuses the current address when it is empty, else
 * the first field in the wrong, else asks 'Are you sure your details are correct?'; Confirm hands the
 * values on. What was typed stays while the dialog is open or edited again. The date of birth stays red
 * until its box is ticked (decision 2080): once no field is in the wrong, Next takes the focus to the
 * box until then.
 */
export function IdDetailsForm({
  region,
  initial,
  today,
  fieldMessages,
  confirming,
  onBack,
  onConfirm,
}: {
  region: Region;
  initial: IdDetailsValues;
  today: Date;
  /** The server's refusals of the last Confirm, by field; each goes once its field is changed. */
  fieldMessages: ServerMessages;
  confirming: boolean;
  onBack: () => void;
  onConfirm: (values: IdDetailsValues) => Promise<boolean>;
}) {
  const prefix = useId();
  const id = (field: IdDetailsField) => `${prefix}-${field}`;
  const [values, setValues] = useState(initial);
  const [focused, setFocused] = useState<ReadonlySet<IdDetailsField>>(new Set());
  const [asking, setAsking] = useState(false);
  const [dobConfirmed, setDobConfirmed] = useState(false);
  // A new refusal replaces what is shown; changing a field then drops that field's part of it.
  const [refusal, setRefusal] = useState(fieldMessages);
  const [serverMessages, setServerMessages] = useState(fieldMessages);
  if (refusal !== fieldMessages) {
    setRefusal(fieldMessages);
    setServerMessages(fieldMessages);
  }
  const au = region === 'AU';
  // The form replaces the dialog that closed: the focus moves to its first words, not to the page's top.
  const intro = useRef<HTMLParagraphElement>(null);
  useEffect(() => intro.current?.focus(), []);

  const errors = useMemo(
    () => idDetailsErrors(values, { region, focused, today, dobConfirmed }),
    [dobConfirmed, focused, region, today, values],
  );
  const messageOf = (field: IdDetailsField): string | undefined =>
    errors[field] ?? serverMessageOf(serverMessages, field);

  const visit = (field: IdDetailsField) =>
    setFocused((previous) => (previous.has(field) ? previous : new Set([...previous, field])));
  const set = <F extends keyof IdDetailsValues>(field: F, value: IdDetailsValues[F]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerMessages((previous) => withoutServerMessagesOf(previous, field));
  };

  const next = () => {
    // Spec: Next focuses the current address and does not proceed while it is empty. Only the form's
    // own rules hold it back: a server refusal still shown is the server's to judge again on Confirm.
    // The date of birth's confirmation comes last: a field in the wrong takes the focus first.
    const inTheWrong = (field: IdDetailsField) => errors[field] && errors[field] !== CONFIRM_FIELD_MESSAGE;
    const wrong = values.currentAddress ? ID_FORM_FIELDS.find(inTheWrong) : 'currentAddress';
    const toConfirm = !wrong && errors[FIELD_TO_CONFIRM] === CONFIRM_FIELD_MESSAGE;
    if (wrong || toConfirm) {
      setFocused(new Set(ID_FORM_FIELDS));
      document.getElementById(wrong ? id(wrong) : `${id(FIELD_TO_CONFIRM)}-confirmed`)?.focus();
      return;
    }
    setAsking(true);
  };

  const field = (name: IdDetailsField, control: ReactNode, helper?: string) => {
    const message = messageOf(name);
    return (
      <FormGroup
        key={name}
        label={LABELS[name]}
        labelFor={id(name)}
        labelInfo={OPTIONAL.has(name) ? '(optional)' : undefined}
        intent={message ? Intent.DANGER : undefined}
        helperText={
          message || helper ? <span id={`${id(name)}-message`}>{message ?? helper}</span> : undefined
        }
      >
        {control}
      </FormGroup>
    );
  };

  const text = (
    name: TextField,
    options: { placeholder?: string; inputMode?: 'numeric' | 'text'; autoComplete?: string } = {},
  ) => {
    const message = messageOf(name);
    return field(
      name,
      <InputGroup
        id={id(name)}
        value={values[name]}
        placeholder={options.placeholder}
        inputMode={options.inputMode}
        autoComplete={options.autoComplete ?? 'off'}
        intent={message ? Intent.DANGER : undefined}
        aria-invalid={Boolean(message)}
        aria-describedby={message ? `${id(name)}-message` : undefined}
        onValueChange={(value) => set(name, DATE_FIELDS.has(name) ? asIdDate(value) : value)}
        onFocus={() => visit(name)}
      />,
    );
  };

  const address = (name: 'currentAddress' | 'previousAddress', helper?: string) => {
    const message = messageOf(name);
    return field(
      name,
      <div onFocus={() => visit(name)}>
        <AddressAutocomplete
          id={id(name)}
          value={values[name]}
          onChange={(chosen: ChosenAddress | undefined) => set(name, chosen)}
          defaultCountry={region}
          invalid={Boolean(message)}
          describedBy={message || helper ? `${id(name)}-message` : undefined}
        />
      </div>,
      helper,
    );
  };

  return (
    <form
      className="lp-id-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <p className="lp-id-form__intro" ref={intro} tabIndex={-1}>
        Please check the details below. Fields highlighted in red must be clicked into and confirmed.
      </p>
      <fieldset className="lp-id-form__group">
        <legend>Your Details</legend>
        {text('firstName', { autoComplete: 'given-name' })}
        {text('middleName', { autoComplete: 'additional-name' })}
        {text('lastName', { autoComplete: 'family-name' })}
        {text('dob', { placeholder: ID_DATE_FORMAT, inputMode: 'numeric', autoComplete: 'bday' })}
        <Checkbox
          id={`${id('dob')}-confirmed`}
          className="lp-id-form__confirm"
          label={CONFIRM_DOB_LABEL}
          checked={dobConfirmed}
          onChange={(event) => setDobConfirmed(event.currentTarget.checked)}
          aria-describedby={messageOf('dob') ? `${id('dob')}-message` : undefined}
        />
      </fieldset>
      <fieldset className="lp-id-form__group">
        <legend>Address</legend>
        {address('currentAddress')}
        {address('previousAddress', PREVIOUS_ADDRESS_HINT)}
      </fieldset>
      <fieldset className="lp-id-form__group">
        <legend>{au ? 'Australian Driver’s Licence' : 'New Zealand Driver’s Licence'}</legend>
        {text('driversLicenceNumber')}
        {text('driversLicenceExpiry', { placeholder: ID_DATE_FORMAT, inputMode: 'numeric' })}
        {au &&
          field(
            'driversLicenceState',
            <HTMLSelect
              id={id('driversLicenceState')}
              value={values.driversLicenceState.toLowerCase()}
              onChange={(event) => set('driversLicenceState', event.currentTarget.value)}
              onFocus={() => visit('driversLicenceState')}
              onBlur={() => visit('driversLicenceState')}
              aria-invalid={Boolean(messageOf('driversLicenceState'))}
              aria-describedby={
                messageOf('driversLicenceState') ? `${id('driversLicenceState')}-message` : undefined
              }
              fill
            >
              <option value="">Choose the state or territory</option>
              {AU_STATES.map((state) => (
                <option key={state} value={state}>
                  {state.toUpperCase()}
                </option>
              ))}
            </HTMLSelect>,
          )}
        {au && text('driversCardNumber')}
        {!au && text('version', { inputMode: 'numeric' })}
      </fieldset>
      <div className="lp-id-form__actions">
        <Button text="Back" onClick={onBack} />
        <Button type="submit" intent={Intent.PRIMARY} text="Next" />
      </div>
      <ConfirmDetailsDialog
        isOpen={asking}
        confirming={confirming}
        onEdit={() => setAsking(false)}
        onConfirm={async () => {
          const done = await onConfirm(values);
          if (!done) setAsking(false);
        }}
      />
    </form>
  );
}
