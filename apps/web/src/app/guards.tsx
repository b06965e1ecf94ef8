// docs/reference/web.md 'Screens', Guards: a signed-out visitor goes to login; a signed-in one who opens
// login, register, regional-settings, home or forgot-password goes to the dashboard.
import { useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { getToken, subscribeToSession } from '../lib/session';

export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToSession, () => getToken() !== null);
}

export function RequireSignedIn() {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

export function RedirectIfSignedIn() {
  return useSignedIn() ? <Navigate to={paths.dashboard} replace /> : <Outlet />;
}
