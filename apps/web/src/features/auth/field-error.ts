// A sign-in form's field message in the visitor's language (ADR 0256). The forms' rules are the domain's
// zod schemas, whose messages are the English ones the server also sends; the `auth` catalogue's
// `field_errors` and the `errors` catalogue hold their texts, found by the English text.
import { useTranslation } from 'react-i18next';
import { serverText } from '../../lib/i18n/error-text';

type Texts = Record<string, string>;

/** `message` in the screen's language: `field_errors` of the `auth` catalogue, else the `errors`
 * catalogue, else as written. */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('auth');
  return (message) => {
    if (!message) return message;
    const english = (i18n.getResourceBundle('en', 'auth') as { field_errors?: Texts } | undefined)
      ?.field_errors;
    const key = Object.entries(english ?? {}).find(([, text]) => text === message)?.[0];
    return key ? t(`field_errors.${key}`) : serverText(message);
  };
}
