import { PlaceholderScreen } from '../../../shared/layout/PlaceholderScreen';

/** Password reset (/reset-password?hash=...&email=...). */
export default function ResetPasswordPage() {
  return <PlaceholderScreen title="Set up New Password" />;
}
