// The language of a visitor who has not signed in (ADR 0256): the one last chosen on this device (the
// public screens' language menu, or the owner's language once signed in), else the first of the
// browser's languages that has catalogues, else English.
import { catalogueLanguage, availableLanguages } from './languages';

const KEY = 'tradebook.language';

function stored(): string | null {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

/** The catalogue folder ('de') this device's screens start in. */
export function visitorLanguage(): string {
  const available = availableLanguages();
  const chosen = stored();
  if (chosen && available.includes(chosen)) return chosen;
  const browser = globalThis.navigator?.languages ?? [globalThis.navigator?.language];
  for (const tag of browser) {
    const language = tag?.slice(0, 2).toLowerCase();
    if (language && available.includes(language)) return language;
  }
  return 'en';
}

/** Keeps a language code ('us', 'de') as this device's language for the next visit. */
export function rememberVisitorLanguage(code: string): void {
  try {
    globalThis.localStorage?.setItem(KEY, catalogueLanguage(code));
  } catch {
    // Private windows may refuse storage: the browser's language is used next time.
  }
}
