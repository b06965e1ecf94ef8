import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { queryClient } from '../lib/query-client';

/** A 401 from any call has already cleared the token and every per-user key (lib/session.ts); this
 * drops cached data and goes to login. */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.clear();
      navigate(paths.login, { replace: true });
    });
  }, [navigate]);
  return null;
}
