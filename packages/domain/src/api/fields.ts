// Building blocks for request schemas. Bodies arrive as JSON, urlencoded or multipart forms, so a
// number may come as text; every helper accepts both and gives each failure the spec's own message.
import { z } from 'zod';

/** A required text field: missing, not text, or blank all answer `message`. Trimmed. */
export function requiredText(message: string, max = 255) {
  return (
    z
      .string({ error: message })
      .trim()
      // abort: a blank field answers only `message`, not also the checks refined on after it.
      .min(1, { error: message, abort: true })
      .max(max, { error: `${message.replace(/ is required\.?$/, '')} must be at most ${max} characters.` })
  );
}

/** A required choice from a list, sent as an id (826, '826') or a code or name ('GB'): answers the
 * trimmed text; missing or blank answers `message`. */
export function requiredChoice(message: string, max = 100) {
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, { error: message }).max(max, { error: message }));
}

/** An optional text field: missing or null becomes ''. Trimmed. (`.optional()` rather than a
 * z.undefined() member: zod 4 refuses a missing key otherwise, and JSON Schema cannot show undefined.)
 * A list or an object sent instead answers '<label> must be text.', not zod's 'Invalid input'. */
export function optionalText(max = 255, label = 'This field') {
  return z
    .union([z.string(), z.number(), z.null()], { error: `${label} must be text.` })
    .optional()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .pipe(z.string().max(max, { error: `${label} must be at most ${max} characters.` }));
}

/** Exactly one bare address: no white space or control character, and none of the characters a mail
 * header reads as a list (`,` `;`), a display name or comment (`"` `<` `>` `(` `)`) or a group (`:`), so
 * text a user typed can never become several recipients or another header. */
const NOT_IN_ADDRESS = String.raw`\s\x00-\x1f\x7f@,;:<>()[\]"\\`;
const ADDRESS_PART = `[^${NOT_IN_ADDRESS}]+`;
const SINGLE_EMAIL = new RegExp(`^${ADDRESS_PART}@${ADDRESS_PART}\\.${ADDRESS_PART}$`);

export function isSingleEmailAddress(value: string): boolean {
  return value.length <= 254 && SINGLE_EMAIL.test(value);
}

/** A required e-mail address, trimmed: one address, never a list. */
export function emailField(
  requiredMessage = 'Email is required.',
  invalidMessage = 'Please enter a valid email address.',
) {
  return requiredText(requiredMessage, 254).refine(isSingleEmailAddress, { error: invalidMessage });
}

/** A whole number that may arrive as text ('7'). */
export function wholeNumber(message: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+$/, { error: message })
          .transform(Number),
      ],
      {
        error: message,
      },
    )
    .pipe(z.number({ error: message }).int({ error: message }).safe({ error: message }));
}

/** A 0/1 flag that may arrive as 0, 1, '0', '1', true or false. */
export function flag(message: string) {
  return z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], { error: message })
    .transform((value) => (value === 1 || value === '1' || value === true ? 1 : 0));
}
