// The signed-in state kept in the browser: the API token, and the e-mail remembered by 'Remember me'
// (never the password: decisions.md). The spec's client also encrypted this storage; a key shipped in
// the same script protects nothing, so we do not pretend to (docs/decisions/0006-browser-storage.md).
const TOKEN_KEY = 'tradebook.token';
const REMEMBERED_EMAIL_KEY = 'tradebook.remembered-email';

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
