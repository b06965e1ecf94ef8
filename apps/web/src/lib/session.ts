// The signed-in state kept in the browser: the API token, and the e-mail remembered by 'Remember me'
// (never the password: docs/reference/accounts.md). The spec's client also encrypted this storage; a key
// shipped in the same script protects nothing, so we do not pretend to
// (docs/decisions/0006-browser-storage.md).

/** Every key this app keeps in the browser starts with this. */
export const STORAGE_PREFIX = 'tradebook.';
const TOKEN_KEY = `${STORAGE_PREFIX}token`;
const REMEMBERED_EMAIL_KEY = `${STORAGE_PREFIX}remembered-email`;

const listeners = new Set<() => void>();

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  listeners.forEach((listener) => listener());
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  listeners.forEach((listener) => listener());
}

/** Sign-out (docs/reference/accounts.md), by logout or by any 401: the token and every per-user key this app
 * keeps in the browser (drafts, the picked and recent items, views) go; only the e-mail remembered by
 * 'Remember me' stays, for the next sign-in. The one place that knows which keys are the user's
 * (docs/decisions/0006 and 0216). */
export function clearStoredSession(): void {
  for (const storage of [localStorage, sessionStorage]) {
    for (const key of Object.keys(storage)) {
      if (key.startsWith(STORAGE_PREFIX) && key !== REMEMBERED_EMAIL_KEY && key !== TOKEN_KEY) {
        storage.removeItem(key);
      }
    }
  }
  clearToken();
}

/** Re-renders subscribers (the auth guards) when the user signs in or out, in this tab or another. */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === TOKEN_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getRememberedEmail(): string {
  return localStorage.getItem(REMEMBERED_EMAIL_KEY) ?? '';
}

export function setRememberedEmail(email: string | null): void {
  if (email) localStorage.setItem(REMEMBERED_EMAIL_KEY, email);
  else localStorage.removeItem(REMEMBERED_EMAIL_KEY);
}
