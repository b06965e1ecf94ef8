// What the server says, in the user's language. A refusal keeps its English `message` and names each
// message by a stable `code` (docs/reference/api.md 'Refusal codes'); the `errors` catalogue holds the
// text for a code as '<group>.<key>' (nested JSON). A success answer carries no code, so its English text
// is looked up among the English catalogue's. A message without a text in the catalogue shows as the
// server wrote it, so a new message is never blank.
import { currentI18n } from './current-i18n';

/** The text of one refused message in the current language; `message` when the catalogue has none. */
export function errorText(message: string, code: string | undefined): string {
  if (!code || !code.includes('.')) return serverText(message);
  const i18n = currentI18n();
  const key = `errors:${code}`;
  return i18n?.exists(key) ? i18n.t(key) : message;
}

let codesByEnglishText: Map<string, string> | undefined;

function codeOfEnglishText(text: string): string | undefined {
  const i18n = currentI18n();
  if (!i18n) return undefined;
  if (!codesByEnglishText) {
    codesByEnglishText = new Map();
    const catalogue = (i18n.getResourceBundle('en', 'errors') ?? {}) as Record<
      string,
      Record<string, string>
    >;
    for (const [group, texts] of Object.entries(catalogue)) {
      for (const [key, english] of Object.entries(texts)) codesByEnglishText.set(english, `${group}.${key}`);
    }
  }
  return codesByEnglishText.get(text);
}

/** A server's message (a success's, which carries no code) in the current language, when the English
 * catalogue knows its text; else the text itself. */
export function serverText(message: string): string {
  const i18n = currentI18n();
  const code = codeOfEnglishText(message);
  return i18n && code && i18n.exists(`errors:${code}`) ? i18n.t(`errors:${code}`) : message;
}
