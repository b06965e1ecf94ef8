// Toasts with the spec's exact texts. They show at the bottom right, clear of the top bar's bell and
// avatar (ADR 0223). An error toast belongs to the screen it was raised on: once the user has moved to
// another screen, or signed in, it is stale and goes (a 'Welcome!' never sits beside an old failure).
import { notifications } from '@mantine/notifications';

/** How long after it shows an error is kept through a navigation: a failure that itself sends the user
 * elsewhere (an expired session to Sign in) is read on the screen it leads to. */
const CARRIED_THROUGH_NAVIGATION_MS = 1500;

interface ShownError {
  pathname: string;
  shownAt: number;
}
const shownErrors = new Map<string, ShownError>();

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message, autoClose: 3000 });
}

export function notifyError(message: string): void {
  const id = notifications.show({
    color: 'red',
    message,
    autoClose: 5000,
    onClose: () => shownErrors.delete(id),
  });
  shownErrors.set(id, { pathname: globalThis.location?.pathname ?? '', shownAt: Date.now() });
}

/** Every toast goes: a new session starts with nothing left over from before it. */
export function clearToasts(): void {
  notifications.clean();
  shownErrors.clear();
}

/** The error toasts raised on another screen (and not just now) go once `pathname` shows. */
export function hideStaleErrors(pathname: string, now = Date.now()): void {
  for (const [id, shown] of shownErrors) {
    if (shown.pathname !== pathname && now - shown.shownAt > CARRIED_THROUGH_NAVIGATION_MS) {
      notifications.hide(id);
      shownErrors.delete(id);
    }
  }
}
