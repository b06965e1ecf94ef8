// A form's field message from the domain's schema, in the screen's language: the domain names each message
// (INVOICE_MESSAGES.paymentDateRequired), and the catalogue holds the text under that name in snake_case
// ('validation.payment_date_required'). A message the catalogue does not know shows as the domain wrote it.
import type { TFunction } from 'i18next';

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export function fieldErrorText(
  message: string | undefined,
  known: Record<string, unknown>,
  t: TFunction,
  group: string,
  values: Record<string, string> = {},
): string | undefined {
  if (!message) return message;
  const name = Object.keys(known).find((key) => known[key] === message);
  const key = name ? `${group}.${snakeCase(name)}` : undefined;
  return key && t(key, { defaultValue: '' }) ? t(key, values) : message;
}
