import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { hideStaleErrors } from '../lib/notify';

/** On every move to another screen, the error toasts of the screens left behind go (lib/notify.ts). */
export function StaleToasts() {
  const { pathname } = useLocation();
  useEffect(() => hideStaleErrors(pathname), [pathname]);
  return null;
}
