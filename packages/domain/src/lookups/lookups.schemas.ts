// Requests and answers of the lookup calls (docs/reference/lookups.md, call table).
import { z } from 'zod';
import { SUCCESS } from '../api/envelope';
import { wholeNumber } from '../api/fields';
import { PAYMENT_OPTIONS } from './payment-options';

export const LOOKUP_MESSAGES = {
  countryRequired: 'Country is required.',
  countryInvalid: 'Please choose a country from the list.',
} as const;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A country's numeric id, as a number or as text (forms send '826'). Missing or blank says it is
 * required; anything else that is not a whole number asks for a country from the list. */
const countryIdField = z
  .union([z.number(), z.string()], {
    error: (issue) =>
      isBlank(issue.input) ? LOOKUP_MESSAGES.countryRequired : LOOKUP_MESSAGES.countryInvalid,
  })
  .refine((value) => !isBlank(value), { error: LOOKUP_MESSAGES.countryRequired, abort: true })
  .pipe(wholeNumber(LOOKUP_MESSAGES.countryInvalid));

export const GetStatesSchema = z.object({ country_id: countryIdField });
export type GetStatesRequest = z.infer<typeof GetStatesSchema>;

// The answers of the lookup calls. Ids of countries and currencies are their ISO numeric codes, so they
// mean the same to any other system and never change between releases.

export const CountrySchema = z.object({
  id: z.number().int().describe('ISO 3166-1 numeric code, e.g. 826.'),
  name: z.string(),
  code: z.string().describe('ISO 3166-1 alpha-2, upper case, e.g. GB.'),
});
export type Country = z.infer<typeof CountrySchema>;
export const CountryListSchema = z.array(CountrySchema);

export const CurrencySchema = z.object({
  id: z.number().int().describe('ISO 4217 numeric code, e.g. 826 for GBP.'),
  name: z.string(),
  code: z.string().describe('ISO 4217 alpha code, e.g. GBP.'),
  symbol: z.string().describe('The symbol a local business prints, e.g. £, R for ZAR.'),
  minor_units: z.number().int().describe('Decimals people write for this currency: JPY 0, GBP 2.'),
});
export type Currency = z.infer<typeof CurrencySchema>;
export const CurrencyListSchema = z.array(CurrencySchema);

export const StateSchema = z.object({
  id: z.string().describe('<alpha-2>-<code>, e.g. GB-ENG.'),
  name: z.string(),
});
export type State = z.infer<typeof StateSchema>;
export const StateListSchema = z.array(StateSchema);

export const BusinessCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type BusinessCategory = z.infer<typeof BusinessCategorySchema>;
export const BusinessCategoryListSchema = z.array(BusinessCategorySchema);

/** get_business_category: the spec puts the list in `message` (the one answer whose message is not
 * text); `response` carries the same list, for clients that read every answer the same way. */
export const BusinessCategoriesAnswerSchema = z.object({
  status: z.literal(SUCCESS),
  message: BusinessCategoryListSchema,
  response: BusinessCategoryListSchema,
});
export type BusinessCategoriesAnswer = z.infer<typeof BusinessCategoriesAnswerSchema>;

export const PaymentOptionListSchema = z.array(z.enum(PAYMENT_OPTIONS));
export type PaymentOptionList = z.infer<typeof PaymentOptionListSchema>;
