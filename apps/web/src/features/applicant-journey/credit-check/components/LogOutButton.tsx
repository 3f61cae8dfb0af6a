import { Button, Intent } from '@blueprintjs/core';
import { useLogout } from '../../business-details/components/SignOutDialogs';

/** The credit-check screens' Log Out (journey §2). */
export function LogOutButton() {
  const logout = useLogout();
  return <Button intent={Intent.PRIMARY} size="large" text="Log Out" onClick={logout} />;
}
