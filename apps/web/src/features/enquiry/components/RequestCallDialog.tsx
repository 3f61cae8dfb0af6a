import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Intent,
  TextArea,
} from '@blueprintjs/core';
import {
  hasFieldErrors,
  normalisePhoneNumber,
  requestCallRules,
  validateForm,
  type RequestCallField,
} from '@lease-portal/domain';
import { SendRequestCallback } from '../graphql/sendRequestCallback';

export const REQUEST_CALL_TITLE = 'Request a call';
export const REQUEST_CALL_THANKS =
  'Thank you. Your request has been sent and a lease specialist will call you shortly.';

type CallValues = Record<RequestCallField, string>;
const EMPTY: CallValues = { firstName: '', lastName: '', contactNumber: '', email: '', message: '' };

const LABELS: Record<RequestCallField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  contactNumber: 'Contact number',
  email: 'Email',
  message: 'Message',
};

/** What is already known of the caller (a signed-in customer), to start the form with. */
export type RequestCallPrefill = Partial<Record<Exclude<RequestCallField, 'message'>, string>>;

/**
 * The 'Request a call' dialog (calculator §2, §4, §5): the form, then loading, then a thank-you,
 * after which the form is cleared (back to the prefilled details, when given). An answer without
 * data stops the loading and thanks no one (§8).
 */
export function RequestCallDialog({
  isOpen,
  onClose,
  prefill,
}: {
  isOpen: boolean;
  onClose: () => void;
  prefill?: RequestCallPrefill;
}) {
  const idPrefix = useId();
  const [initial] = useState<CallValues>(() => ({ ...EMPTY, ...prefill }));
  const [values, setValues] = useState<CallValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<RequestCallField>>(new Set());
  const [thanked, setThanked] = useState(false);
  const [send, { loading }] = useMutation(SendRequestCallback);

  const errors = validateForm(requestCallRules, values);
  const invalid = hasFieldErrors(errors);

  const close = () => {
    setThanked(false);
    onClose();
  };

  const submit = async () => {
    if (invalid) return;
    try {
      const { data } = await send({
        variables: {
          payload: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            contactNumber: normalisePhoneNumber(values.contactNumber),
            email: values.email.trim(),
            message: values.message.trim() || undefined,
            domain: window.location.host,
          },
        },
      });
      if (!data?.sendRequestCallback) return;
      setThanked(true);
      setValues(initial);
      setTouched(new Set());
    } catch (error) {
      console.error('Request a call failed', error);
    }
  };

  const input = (name: RequestCallField, type: string, autoComplete: string) => {
    const id = `${idPrefix}-${name}`;
    const message = touched.has(name) ? errors[name] : undefined;
    const intent = message ? Intent.DANGER : undefined;
    const optional = name === 'message';
    return (
      <FormGroup
        key={name}
        label={LABELS[name]}
        labelFor={id}
        labelInfo={optional ? '(optional)' : '(required)'}
        helperText={message}
        intent={intent}
      >
        {optional ? (
          <TextArea
            id={id}
            fill
            intent={intent}
            value={values[name]}
            onChange={(event) => setValues({ ...values, [name]: event.currentTarget.value })}
            onBlur={() => setTouched(new Set(touched).add(name))}
          />
        ) : (
          <InputGroup
            id={id}
            type={type}
            autoComplete={autoComplete}
            intent={intent}
            value={values[name]}
            onValueChange={(value) => setValues({ ...values, [name]: value })}
            onBlur={() => setTouched(new Set(touched).add(name))}
          />
        )}
      </FormGroup>
    );
  };

  return (
    <Dialog isOpen={isOpen} onClose={close} title={REQUEST_CALL_TITLE} className="lp-request-call">
      {thanked ? (
        <>
          <DialogBody>
            <Callout intent={Intent.SUCCESS} icon="tick-circle">
              {REQUEST_CALL_THANKS}
            </Callout>
          </DialogBody>
          <DialogFooter actions={<Button text="Close" onClick={close} />} />
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogBody>
            {input('firstName', 'text', 'given-name')}
            {input('lastName', 'text', 'family-name')}
            {input('contactNumber', 'tel', 'tel')}
            {input('email', 'email', 'email')}
            {input('message', 'text', 'off')}
          </DialogBody>
          <DialogFooter
            actions={
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                disabled={invalid}
                loading={loading}
                text="Submit"
              />
            }
          />
        </form>
      )}
    </Dialog>
  );
}

export default RequestCallDialog;
