import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useErrorDialog } from '../../../shared/error-dialog/useErrorDialog';
import { RequestPasswordReset } from '../graphql/requestPasswordReset';

/** The same words whether or not the address has an account, so addresses cannot be probed. */
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this e-mail address, we have sent it a link to set a new password.';

/** Asks for a password-reset e-mail (/login?showLogin=false). */
export function ForgotPasswordForm() {
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !email.trim()) return;
    setBusy(true);
    const answer = await runWithRetry(() =>
      client.mutate({ mutation: RequestPasswordReset, variables: { email: email.trim() } }),
    );
    setBusy(false);
    if (answer) setSent(true);
  };

  if (sent) {
    return (
      <div className="lp-account-form">
        <Callout intent={Intent.SUCCESS} role="status">
          {RESET_REQUESTED_MESSAGE}
        </Callout>
        <p>
          <Link to="/login">Back to Login</Link>
        </p>
      </div>
    );
  }

  return (
    <form className="lp-account-form" onSubmit={(event) => void submit(event)} noValidate>
      <p>Enter the e-mail address you log in with and we will send you a link to set a new password.</p>
      <FormGroup label="E-mail" labelFor={emailId}>
        <InputGroup
          id={emailId}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onValueChange={setEmail}
          required
          autoFocus
        />
      </FormGroup>
      <div className="lp-account-form__actions">
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          text="Send reset link"
          loading={busy}
          disabled={!email.trim()}
        />
        <Link to="/login">Back to Login</Link>
      </div>
    </form>
  );
}
