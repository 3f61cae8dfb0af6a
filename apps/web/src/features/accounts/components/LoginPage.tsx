import { PlaceholderScreen } from '../../../shared/layout/PlaceholderScreen';

/** Sign in (/login, optional query showLogin=false). */
export default function LoginPage() {
  return <PlaceholderScreen title="Login" />;
}
