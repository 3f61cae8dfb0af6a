import { useId, useState, type FormEvent } from 'react';
import { Button, FormGroup, InputGroup, Intent, Radio, RadioGroup } from '@blueprintjs/core';
import {
  hasFieldErrors,
  isBlank,
  nomineeFormRules,
  notOwnEmail,
  secondaryApplicantFormRules,
  validateForm,
  type FieldErrors,
  type FormRules,
  type Region,
} from '@lease-portal/domain';

export type OfficerField = 'firstName' | 'lastName' | 'email' | 'phone' | 'applicantType';
export type OfficerValues = Record<OfficerField, string>;

// One object, so a form given no server messages does not see a new set on every render.
const NO_SERVER_ERRORS: Partial<Record<OfficerField, string>> = {};

/** The AU role radio (journey §2 'Nominate secondary'); NZ types the role in a free-text 'Other'. */
const AU_ROLES = [
  { value: 'director', label: 'Director' },
  { value: 'secretary', label: 'Company Secretary' },
] as const;

/**
 * The officer form of the nominee, reassign and nominate-secondary forms (journey §5): the domain's
 * rules for the region, so the browser and the server say the same thing; a message shows beside its
 * field once the field is left, or after a submit; the button is enabled only when every field is
 * filled. What was typed stays when the server refuses it, with the server's messages beside the fields.
 * The user's own e-mail is refused on every form: nobody nominates themselves.
 */
export function OfficerForm({
  region,
  ownEmail,
  withRole = false,
  submitText,
  busy = false,
  serverErrors = NO_SERVER_ERRORS,
  onSubmit,
  idPrefix,
}: {
  region: Region;
  ownEmail: string | undefined;
  withRole?: boolean;
  submitText: string;
  busy?: boolean;
  serverErrors?: Partial<Record<OfficerField, string>>;
  onSubmit: (values: OfficerValues) => void;
  idPrefix?: string;
}) {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  const [values, setValues] = useState<OfficerValues>({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    applicantType: region === 'AU' ? 'director' : '',
  });
  const [touched, setTouched] = useState<ReadonlySet<OfficerField>>(new Set());
  // A server message speaks until the field it names is changed.
  const [edited, setEdited] = useState<ReadonlySet<OfficerField>>(new Set());
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  if (serverErrors !== lastServerErrors) {
    setLastServerErrors(serverErrors);
    setEdited(new Set());
  }

  const rules = officerRules(region, ownEmail, withRole);
  const fields = Object.keys(rules) as OfficerField[];
  const errors: FieldErrors<OfficerField> = validateForm(rules, values);
  const messageOf = (field: OfficerField): string | undefined =>
    (touched.has(field) ? errors[field] : undefined) ?? (edited.has(field) ? undefined : serverErrors[field]);
  const allFilled = fields.every((field) => !isBlank(values[field]));

  const change = (field: OfficerField) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setEdited((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  };
  const leave = (field: OfficerField) => () =>
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(fields));
    if (!allFilled || hasFieldErrors(errors) || busy) return;
    onSubmit({
      ...values,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      applicantType: values.applicantType.trim(),
    });
  };

  const text = (field: OfficerField, label: string, type: string, autoComplete: string) => {
    const id = `${prefix}-${field}`;
    const message = messageOf(field);
    return (
      <FormGroup
        label={label}
        labelFor={id}
        intent={message ? Intent.DANGER : undefined}
        helperText={message && <span id={`${id}-message`}>{message}</span>}
      >
        <InputGroup
          id={id}
          name={field}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          onValueChange={change(field)}
          onBlur={leave(field)}
          intent={message ? Intent.DANGER : undefined}
          aria-invalid={!!message}
          aria-describedby={message ? `${id}-message` : undefined}
        />
      </FormGroup>
    );
  };

  const roleMessage = messageOf('applicantType');
  return (
    <form className="lp-officer-form" noValidate onSubmit={submit}>
      <div className="lp-officer-form__grid">
        {text('firstName', 'First name', 'text', 'off')}
        {text('lastName', 'Last name', 'text', 'off')}
        {text('email', 'Email', 'email', 'off')}
        {text('phone', 'Mobile number', 'tel', 'off')}
      </div>
      {withRole &&
        (region === 'AU' ? (
          <RadioGroup
            label="Role"
            name={`${prefix}-applicantType`}
            inline
            selectedValue={values.applicantType}
            onChange={(event) => change('applicantType')(event.currentTarget.value)}
          >
            {AU_ROLES.map((role) => (
              <Radio key={role.value} value={role.value} label={role.label} />
            ))}
          </RadioGroup>
        ) : (
          <fieldset className="lp-officer-form__role">
            <legend>Role</legend>
            {text('applicantType', 'Other', 'text', 'organization-title')}
          </fieldset>
        ))}
      {withRole && region === 'AU' && roleMessage && (
        <p className="lp-officer-form__message" role="alert">
          {roleMessage}
        </p>
      )}
      <Button type="submit" intent={Intent.PRIMARY} disabled={!allFilled} loading={busy} text={submitText} />
    </form>
  );
}

function officerRules(
  region: Region,
  ownEmail: string | undefined,
  withRole: boolean,
): FormRules<OfficerField> {
  if (!withRole) return nomineeFormRules(region, ownEmail) as FormRules<OfficerField>;
  const rules = secondaryApplicantFormRules(region);
  return { ...rules, email: [...rules.email, notOwnEmail(ownEmail)] };
}
