import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignedIn } from '../shared/session/useSignedIn';

/** Routes below need a signed-in customer; visitors are sent to the login, remembering where they were going. */
export function RequireLogin() {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (signedIn) return <Outlet />;
  return <Navigate to="/login" replace state={{ from: location }} />;
}
