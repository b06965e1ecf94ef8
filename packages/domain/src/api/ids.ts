// Record ids in request bodies. Forms send them as text ('12'), JSON as numbers; both are accepted.
import { z } from 'zod';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const toPositiveId = (value: string | number): number | undefined => {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** A required record id: a positive whole number. Missing, blank or malformed answers `message`. */
export function recordId(message: string) {
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const id = toPositiveId(value);
    if (id === undefined) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return id;
  });
}

/** An optional record id: missing, blank, 0 or 'N/A' mean none (null); anything else that is not a
 * positive whole number answers `message`. */
export function optionalRecordId(message: string) {
  return z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value) || value === 0 || value === '0' || value === 'N/A') return null;
      const id = toPositiveId(value as string | number);
      if (id === undefined) {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return id;
    });
}
