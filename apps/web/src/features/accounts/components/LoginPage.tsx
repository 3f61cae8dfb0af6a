import { useSearchParams } from 'react-router';
import { Card, Classes } from '@blueprintjs/core';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';

/** Sign in (/login); with the query showLogin=false, the forgot-password form instead. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const showLogin = params.get('showLogin') !== 'false';
  return (
    <section className="lp-screen lp-account">
      <Card className="lp-account__card">
        <h1 className={Classes.HEADING}>Login</h1>
        {showLogin ? <LoginForm /> : <ForgotPasswordForm />}
      </Card>
    </section>
  );
}
