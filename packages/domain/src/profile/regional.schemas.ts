// The General settings calls: update_country {countryname}, update_language {language} and
// update_user_currency {currency_id} (docs/reference/profile.md 'Screens' and 'Calls'). A country or currency
// may be given by id, code or name; the server looks it up in its lists.
import { z } from 'zod';

/** The languages the product is written in, each named in itself; the spec's code 'us' is English
 * (docs/reference/profile.md 'Limits', docs/decisions/0247). */
export const LANGUAGES = [
  { code: 'us', name: 'English' },
  { code: 'de', name: 'Deutsch' },
  { code: 'fr', name: 'Français' },
  { code: 'es', name: 'Español' },
  { code: 'nl', name: 'Nederlands' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const REGIONAL_MESSAGES = {
  countryRequired: 'Country is required.',
  countryInvalid: 'Please choose a country from the list.',
  countryUpdated: 'Country updated successfully.',
  languageRequired: 'Language is required.',
  languageInvalid: 'Please choose a language from the list.',
  languageUpdated: 'Language updated successfully.',
  currencyRequired: 'Currency is required.',
  currencyInvalid: 'Please choose a currency from the list.',
  currencyUpdated: 'Currency updated successfully.',
} as const;

/** A choice sent as text or as a number (an id); trimmed text out, blank or missing answers `message`. */
function requiredChoice(message: string) {
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, { error: message }).max(100, { error: message }));
}

export const UpdateCountrySchema = z.object({
  countryname: requiredChoice(REGIONAL_MESSAGES.countryRequired),
});
export type UpdateCountryRequest = z.infer<typeof UpdateCountrySchema>;

export const UpdateLanguageSchema = z.object({
  language: requiredChoice(REGIONAL_MESSAGES.languageRequired)
    .transform((value) => value.toLowerCase())
    .refine((value) => LANGUAGES.some((language) => language.code === value), {
      error: REGIONAL_MESSAGES.languageInvalid,
    }),
});
export type UpdateLanguageRequest = z.infer<typeof UpdateLanguageSchema>;

export const UpdateCurrencySchema = z.object({
  currency_id: requiredChoice(REGIONAL_MESSAGES.currencyRequired),
});
export type UpdateCurrencyRequest = z.infer<typeof UpdateCurrencySchema>;
