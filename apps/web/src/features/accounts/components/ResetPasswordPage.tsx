import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Callout, Card, Classes, FormGroup, InputGroup, Intent, Spinner } from '@blueprintjs/core';
import { passwordPolicyViolations, TOKEN_EXPIRED_MESSAGE } from '@lease-portal/domain';
import { useErrorDialog } from '../../../shared/error-dialog/useErrorDialog';
import { PasswordLink } from '../graphql/passwordLink';
import { ResetPassword } from '../graphql/resetPassword';
import { AccountBrand } from './AccountBrand';

/** Password reset (/reset-password?hash=...&email=...): form, then 'Your password has been updated.' */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const hash = params.get('hash') ?? '';
  const email = params.get('email') ?? '';
  const client = useApolloClient();
  const runWithRetry = useErrorDialog();
  const passwordId = useId();
  const confirmationId = useId();
  const rulesId = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [typed, setTyped] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [updated, setUpdated] = useState(false);
  // A used or expired link says so before a password is typed; if the check itself fails, the form
  // shows and the save answers for the link.
  const link = useQuery(PasswordLink, { variables: { email, hash }, fetchPolicy: 'network-only' });
  const linkRefusal = link.data?.passwordLink.error ?? undefined;

  const violations = passwordPolicyViolations(password, confirmation);
  const showViolations = typed && violations.length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTyped(true);
    // Calculator §5: the request is sent only when there are no errors.
    if (busy || violations.length > 0) return;
    setBusy(true);
    setServerError(undefined);
    const answer = await runWithRetry(() =>
      client.mutate({ mutation: ResetPassword, variables: { email, hash, password } }),
    );
    setBusy(false);
    if (!answer?.data) return;
    const error = answer.data.resetPassword.error;
    if (error) setServerError(error);
    else setUpdated(true);
  };

  return (
    <section className="lp-screen lp-account">
      <Card className="lp-account__card">
        <AccountBrand />
        <h1 className={Classes.HEADING}>Set up New Password</h1>
        {updated ? (
          <p role="status">Your password has been updated.</p>
        ) : link.loading ? (
          <Spinner size={24} aria-label="Checking your link" />
        ) : linkRefusal ? (
          <Callout intent={Intent.WARNING} role="alert">
            {linkRefusal}{' '}
            {linkRefusal === TOKEN_EXPIRED_MESSAGE && <Link to="/login?showLogin=false">Reset Password</Link>}
          </Callout>
        ) : (
          <form className="lp-account-form" onSubmit={(event) => void submit(event)} noValidate>
            <FormGroup label="New password" labelFor={passwordId}>
              <InputGroup
                id={passwordId}
                type="password"
                name="new-password"
                autoComplete="new-password"
                value={password}
                onValueChange={(value) => {
                  setPassword(value);
                  setTyped(true);
                }}
                aria-describedby={rulesId}
                aria-invalid={showViolations}
                required
                autoFocus
              />
            </FormGroup>
            <FormGroup label="Confirm new password" labelFor={confirmationId}>
              <InputGroup
                id={confirmationId}
                type="password"
                name="confirm-password"
                autoComplete="new-password"
                value={confirmation}
                onValueChange={(value) => {
                  setConfirmation(value);
                  setTyped(true);
                }}
                aria-describedby={rulesId}
                aria-invalid={showViolations}
                required
              />
            </FormGroup>
            <div id={rulesId} aria-live="polite">
              {showViolations && (
                <ul className="lp-password-rules" aria-label="Password requirements">
                  {violations.map((message) => (
                    <li key={message} className={Classes.INTENT_DANGER}>
                      {message}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            {serverError && (
              <ul className="lp-password-rules" role="alert" aria-label="Password reset failed">
                <li className={Classes.INTENT_DANGER}>
                  {serverError}
                  {serverError === TOKEN_EXPIRED_MESSAGE && (
                    <>
                      {' '}
                      <Link to="/login?showLogin=false">Reset Password</Link>
                    </>
                  )}
                </li>
              </ul>
            )}
            <Button
              type="submit"
              intent={Intent.PRIMARY}
              text="Save password"
              loading={busy}
              disabled={violations.length > 0}
            />
          </form>
        )}
        <p className="lp-account__back">
          <Link to="/login">Back to Login</Link>
        </p>
      </Card>
    </section>
  );
}
