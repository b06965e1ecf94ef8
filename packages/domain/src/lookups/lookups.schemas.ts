// Requests of the lookup calls (spec 000, call table: get_states).
import { z } from 'zod';
import { wholeNumber } from '../api/fields';

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
