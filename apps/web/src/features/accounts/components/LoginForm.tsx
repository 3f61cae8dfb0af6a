import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Button, Callout, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { markSignedIn } from '../../../shared/session/signed-in-marker';
import { saveSignedInUser, saveVehicleApplication } from '../../../shared/session/signed-in-state';
import { afterLoginDestination } from '../after-login-route';
import { GetApplicationAfterLogin } from '../graphql/getApplicationAfterLogin';
import { Login } from '../graphql/login';

/** Codes the login answers for expected outcomes; their messages are written for the customer. */
const CUSTOMER_FACING_CODES = new Set(['UNAUTHENTICATED', 'RATE_LIMITED', 'BAD_USER_INPUT']);

/** The customer's message for a failed login: the server's own for wrong credentials or too many tries. */
function loginFailureMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const known = error.errors.find((e) => CUSTOMER_FACING_CODES.has(String(e.extensions?.['code'])));
    if (known) return known.message;
  }
  return 'We could not log you in just now. Please try again.';
}

/** E-mail and password; on success the token is stored, the application loaded and the customer routed. */
export function LoginForm() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const emailId = useId();
  const passwordId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(undefined);
    let session;
    try {
      const { data } = await client.mutate({ mutation: Login, variables: { email, password } });
      session = data?.login;
    } catch (failure) {
      setError(loginFailureMessage(failure));
      setBusy(false);
      return;
    }
    if (!session) {
      setError(loginFailureMessage(undefined));
      setBusy(false);
      return;
    }
    markSignedIn();
    saveSignedInUser(session.user);
    try {
      const { data } = await client.query({ query: GetApplicationAfterLogin, fetchPolicy: 'network-only' });
      if (!data) throw new Error('No application answer');
      const { user, vehicleApplication } = data.getVehicleApplication;
      saveSignedInUser(user);
      saveVehicleApplication(vehicleApplication);
      // A page that sent the visitor here to sign in is where they go back to (decision 2084).
      await navigate(afterLoginDestination(vehicleApplication, user.id, new Date(), location.state), {
        replace: true,
      });
    } catch (failure) {
      // Calculator §8: a failed load of the user or application leads to the error page.
      console.error('Loading the application after login failed', failure);
      await navigate('/error', { replace: true });
    }
  };

  return (
    <form className="lp-account-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormGroup label="E-mail" labelFor={emailId}>
        <InputGroup
          id={emailId}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onValueChange={setEmail}
          aria-describedby={error ? errorId : undefined}
          required
          autoFocus
        />
      </FormGroup>
      <FormGroup label="Password" labelFor={passwordId}>
        <InputGroup
          id={passwordId}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
          aria-describedby={error ? errorId : undefined}
          required
        />
      </FormGroup>
      {error && (
        <Callout id={errorId} intent={Intent.DANGER} role="alert" className="lp-account-form__error">
          {error}
        </Callout>
      )}
      <div className="lp-account-form__actions">
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          text="Login"
          loading={busy}
          disabled={!email.trim() || !password}
        />
        <Link to="/login?showLogin=false">Forgot your password?</Link>
      </div>
    </form>
  );
}
