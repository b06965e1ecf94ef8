// The i18next instance once it has loaded (ADR 0247). The sign-in screens are written without the
// catalogues and must stay within their script budget (ADR 0203), so the API client reads the instance
// through this holder rather than importing i18next: until a translated screen has loaded it, a refusal
// shows the server's English message.
import type { i18n as I18n } from 'i18next';

let current: I18n | undefined;

export function setCurrentI18n(instance: I18n): void {
  current = instance;
}

export function currentI18n(): I18n | undefined {
  return current;
}
