import { SessionTimeoutKicker } from '../features/accounts/components/SessionTimeoutKicker';
import { ShortlistServerSync } from '../features/shortlist-state';

/** What runs only while a customer is signed in: the inactivity kicker and the server-kept shortlist. */
export default function SignedInServices() {
  return (
    <>
      <SessionTimeoutKicker />
      <ShortlistServerSync />
    </>
  );
}
