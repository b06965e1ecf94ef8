// docs/reference/web.md 'Screens', Guards: a signed-out visitor goes to login; a signed-in one who opens
// login, register, regional-settings, home or forgot-password goes to the dashboard.
import { useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { getToken, subscribeToSession } from '../lib/session';
import { useIsAccountant } from '../lib/chosen-business';

export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToSession, () => getToken() !== null);
}

export function RequireSignedIn() {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** The screens that add or edit (docs/decisions/0240-accountant-screens.md): an accountant reading a
 * business is sent to its dashboard instead. */
export function RequireOwner() {
  return useIsAccountant() ? <Navigate to={paths.dashboard} replace /> : <Outlet />;
}

export function RedirectIfSignedIn() {
  return useSignedIn() ? <Navigate to={paths.dashboard} replace /> : <Outlet />;
}
