import { useLocation, useSearchParams } from 'react-router';
import { Callout, Card, Classes, Intent } from '@blueprintjs/core';
import { leftByChoice, signedOutNotice } from '../../../shared/session/signed-out-reason';
import { AccountBrand } from './AccountBrand';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';

/** Sign in (/login); with the query showLogin=false, the forgot-password form instead. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const showLogin = params.get('showLogin') !== 'false';
  const { state } = useLocation();
  const notice = signedOutNotice(state);
  return (
    <section className="lp-screen lp-account">
      <Card className="lp-account__card">
        <AccountBrand />
        <h1 className={Classes.HEADING}>{showLogin ? 'Login' : 'Forgot your password?'}</h1>
        {notice && showLogin && (
          <Callout
            intent={leftByChoice(state) ? Intent.SUCCESS : Intent.WARNING}
            role="status"
            className="lp-account-form__error"
          >
            {notice}
          </Callout>
        )}
        {showLogin ? <LoginForm /> : <ForgotPasswordForm />}
      </Card>
    </section>
  );
}
