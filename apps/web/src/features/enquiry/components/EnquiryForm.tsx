import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import {
  Button,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  OverlayToaster,
  Radio,
  RadioGroup,
  TextArea,
  Toast,
} from '@blueprintjs/core';
import { regionDefaults, type EnquiryField, type ShortlistEntry } from '@lease-portal/domain';
import { useOrgProfile } from '../../../shared/organisation/org-profile-context';
import { useBrand } from '../../../shared/organisation/useBrand';
import { SaveCalculatorLeadDialler } from '../graphql/saveCalculatorLeadDialler';
import { SaveCalculatorOnlineAccount } from '../graphql/saveCalculatorOnlineAccount';
import {
  canSubmitEnquiry,
  enquiryErrors,
  enquiryInput,
  ENQUIRY_TYPE_OPTIONS,
  initialEnquiryValues,
  shownErrors,
  type ChosenBusiness,
  type EnquiryValues,
} from '../model/enquiry-form';
import { enquiryRequestKind, onlineAccountOutcome, type EnquiryOutcome } from '../model/enquiry-outcome';
import { BusinessLookup } from './BusinessLookup';
import { THANK_YOU_PATH } from './thank-you-path';
import { useAnalytics } from '../../../shared/analytics/useAnalytics';

/**
 * The enquiry form (calculator §2, §3, §4 and §5), on its page and in the results' modal.
 * `singleVehicle` marks the modal's enquiry about one vehicle: it always asks for an online account.
 */
export function EnquiryForm({
  shortlists,
  singleVehicle = false,
}: {
  shortlists: readonly ShortlistEntry[];
  singleVehicle?: boolean;
}) {
  const { profile, region } = useOrgProfile();
  const brand = useBrand();
  const navigate = useNavigate();
  const idPrefix = useId();
  const [values, setValues] = useState<EnquiryValues>(() => initialEnquiryValues(region));
  const [business, setBusiness] = useState<ChosenBusiness>();
  const [touched, setTouched] = useState<ReadonlySet<EnquiryField>>(new Set());
  const [notice, setNotice] = useState<string>();
  const [saveLeadDialler, dialler] = useMutation(SaveCalculatorLeadDialler);
  const [saveOnlineAccount, onlineAccount] = useMutation(SaveCalculatorOnlineAccount);
  const [submitting, setSubmitting] = useState(false);

  const errors = shownErrors(enquiryErrors(region, values), touched);
  const canSubmit = canSubmitEnquiry(region, values, business);
  const loading = submitting || dialler.loading || onlineAccount.loading;

  const change = (field: keyof EnquiryValues) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
  };
  const leave = (field: EnquiryField) => () => {
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  };

  const follow = (outcome: EnquiryOutcome) => {
    if (outcome.kind === 'notify') {
      setNotice(outcome.message);
      return;
    }
    void navigate(`${THANK_YOU_PATH}${outcome.search}`, {
      state: outcome.message ? { message: outcome.message } : undefined,
    });
  };

  const track = useAnalytics();

  const submit = async () => {
    if (!business || !canSubmit) return;
    const input = enquiryInput({
      region,
      values,
      business,
      shortlists,
      profile,
      domainName: window.location.host,
    });
    setSubmitting(true);
    track('enquire', {
      enquireType: values.enquireType,
      vehicles: shortlists.map((s) => s.catalogVehicleId),
    });
    try {
      if (enquiryRequestKind(values.enquireType, singleVehicle) === 'leadDialler') {
        const { data } = await saveLeadDialler({ variables: { calcLeadDialler: input } });
        if (data) follow({ kind: 'thankYou', search: '' });
      } else {
        const { data } = await saveOnlineAccount({ variables: { calcLeadOpp: input } });
        if (data) follow(onlineAccountOutcome(data.saveCalculatorOnlineAccount, values.enquireType));
      }
    } catch (error) {
      // An exception is only logged: the loading ends and the form stays as typed (calculator §8).
      console.error('Enquiry failed', error);
    } finally {
      setSubmitting(false);
    }
  };

  const field = (
    name: EnquiryField,
    label: string,
    input: (props: { id: string; intent?: Intent; onBlur: () => void }) => ReactNode,
    required = true,
  ) => {
    const id = `${idPrefix}-${name}`;
    const message = errors[name];
    const intent = message ? Intent.DANGER : undefined;
    return (
      <FormGroup
        label={label}
        labelFor={id}
        labelInfo={required ? '(required)' : '(optional)'}
        helperText={message && <span id={`${id}-message`}>{message}</span>}
        intent={intent}
      >
        {input({ id, intent, onBlur: leave(name) })}
      </FormGroup>
    );
  };

  const text = (name: EnquiryField, label: string, type = 'text', autoComplete?: string) =>
    field(name, label, (props) => (
      <InputGroup
        {...props}
        type={type}
        name={name}
        autoComplete={autoComplete}
        value={values[name]}
        onValueChange={change(name)}
        aria-invalid={!!errors[name]}
        aria-describedby={errors[name] ? `${props.id}-message` : undefined}
      />
    ));

  return (
    <form
      className="lp-enquiry-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <OverlayToaster position="top">
        {notice && (
          <Toast
            // The toaster renders its children as a list, so each toast needs a key.
            key={notice}
            intent={Intent.DANGER}
            icon="error"
            message={notice}
            onDismiss={() => setNotice(undefined)}
          />
        )}
      </OverlayToaster>

      <fieldset className="lp-enquiry-form__section">
        <legend>How would you like to proceed?</legend>
        <RadioGroup
          name={`${idPrefix}-enquireType`}
          selectedValue={values.enquireType}
          onChange={(event) => change('enquireType')(event.currentTarget.value)}
        >
          {ENQUIRY_TYPE_OPTIONS.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </RadioGroup>
      </fieldset>

      <fieldset className="lp-enquiry-form__section">
        <legend>Your business</legend>
        <BusinessLookup region={region} value={business} onChange={setBusiness} />
      </fieldset>

      <fieldset className="lp-enquiry-form__section">
        <legend>Your details</legend>
        {text('firstName', 'First name', 'text', 'given-name')}
        {text('lastName', 'Last name', 'text', 'family-name')}
        {text('phone', 'Phone', 'tel', 'tel')}
        {text('email', 'Email', 'email', 'email')}
        {region === 'NZ' ? text('location', 'Location') : text('postCode', 'Postcode', 'text', 'postal-code')}
        {text('fleetSize', 'Fleet size')}
        {field('yearsTrading', 'Years trading', (props) => (
          <HTMLSelect
            id={props.id}
            onBlur={props.onBlur}
            fill
            name="yearsTrading"
            value={values.yearsTrading}
            onChange={(event) => change('yearsTrading')(event.currentTarget.value)}
            options={[...regionDefaults(region).yearsTradingOptions]}
          />
        ))}
        {field(
          'description',
          'Message',
          (props) => (
            <TextArea
              {...props}
              fill
              name="description"
              value={values.description}
              onChange={(event) => change('description')(event.currentTarget.value)}
            />
          ),
          false,
        )}
      </fieldset>

      <p className="lp-enquiry-form__privacy">
        By submitting this form you agree that {brand.companyName} may collect and use your details to respond
        to your enquiry, as set out in our{' '}
        <a href={brand.privacyPolicy} target="_blank" rel="noreferrer">
          Privacy Policy
        </a>
        .
      </p>

      <Button type="submit" intent={Intent.PRIMARY} disabled={!canSubmit} loading={loading} text="Submit" />
    </form>
  );
}
