// credit_note/create_from_invoice (issue 17; docs/decisions/0315): the invoice, and optionally the date,
// a note, what happens to the part the client already paid, and the lines to credit (each an invoice
// line's item_id, with the quantity and unit price to credit). Lines left out credit everything left of
// the invoice. Values arrive as JSON or as form text, like every document save.
import { z } from 'zod';
import { optionalText } from '../api/fields';
import { recordId } from '../api/ids';
import { optionalDateField } from '../documents/document.schemas';
import { LINE_MESSAGES, MAX_UNIT_PRICE_MINOR } from '../documents/line-fields';
import { MAX_QUANTITY_MILLI, QUANTITY_DECIMALS } from '../documents/quantity';
import { parseScaled } from '../money/money';
import { CREDIT_NOTE_MESSAGES as M } from './credit-note-messages';
import { SETTLEMENTS, type Settlement } from './credit-note-status';
import type { RequestedCreditLine } from './credit-note-totals';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** An optional decimal kept as a scaled integer: left out or blank is undefined (the rest of the line's). */
function optionalScaled(options: {
  decimals: number;
  formatMessage: string;
  check: (scaled: number) => string | undefined;
  description: string;
}) {
  return z
    .union([z.string(), z.number(), z.null()], { error: options.formatMessage })
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return undefined;
      const scaled = parseScaled(value as string | number, options.decimals);
      const problem = scaled === undefined ? options.formatMessage : options.check(scaled);
      if (problem || scaled === undefined) {
        ctx.issues.push({ code: 'custom', message: problem ?? options.formatMessage, input: value });
        return z.NEVER;
      }
      return scaled;
    })
    .meta({ type: 'number', description: options.description });
}

const quantityField = optionalScaled({
  decimals: QUANTITY_DECIMALS,
  formatMessage: LINE_MESSAGES.quantityFormat,
  check: (milli) =>
    milli <= 0
      ? LINE_MESSAGES.quantityPositive
      : milli > MAX_QUANTITY_MILLI
        ? LINE_MESSAGES.quantityTooLarge
        : undefined,
  description: 'The quantity to credit (up to 3 decimals); left out, the rest of the line.',
});

const unitPriceField = optionalScaled({
  decimals: 2,
  formatMessage: LINE_MESSAGES.unitPriceFormat,
  check: (minor) =>
    minor < 0
      ? LINE_MESSAGES.unitPriceNegative
      : minor > MAX_UNIT_PRICE_MINOR
        ? LINE_MESSAGES.unitPriceTooLarge
        : undefined,
  description: "The unit price to credit (2 decimals); left out, the rest of the line's.",
});

const CreditLineSchema = z
  .object(
    { item_id: recordId(M.lineIdRequired), quantity: quantityField, unit_price: unitPriceField },
    { error: M.linesInvalid },
  )
  .transform((line): RequestedCreditLine => ({
    lineId: line.item_id,
    quantityMilli: line.quantity,
    unitPriceMinor: line.unit_price,
  }));

/** The lines to credit: a JSON array, or the same array as JSON text (a form field); left out, blank or
 * null: everything left of the invoice. */
const creditLinesField = z
  .preprocess(
    (value, ctx) => {
      if (value === undefined || value === null || value === '') return null;
      const parse = (text: unknown) => (typeof text === 'string' ? (JSON.parse(text) as unknown) : text);
      try {
        return Array.isArray(value) ? value.map(parse) : parse(value);
      } catch {
        ctx.issues.push({ code: 'custom', message: M.linesInvalid, input: value });
        return z.NEVER;
      }
    },
    z.array(CreditLineSchema, { error: M.linesInvalid }).max(500, { error: M.tooManyLines }).nullable(),
  )
  .optional()
  .transform((lines) => lines ?? null)
  .meta({
    description:
      "The invoice's lines to credit, [{item_id, quantity, unit_price}]; left out, everything left to credit.",
  });

const settlementField = z
  .union([z.string(), z.null()], { error: M.settlementInvalid })
  .optional()
  .transform((value, ctx): Settlement | null => {
    const text = (value ?? '').trim().toLowerCase();
    if (text === '') return null;
    const settlement = SETTLEMENTS.find((known) => known === text);
    if (!settlement) {
      ctx.issues.push({ code: 'custom', message: M.settlementInvalid, input: value });
      return z.NEVER;
    }
    return settlement;
  })
  .meta({
    type: 'string',
    enum: [...SETTLEMENTS],
    description:
      'Needed when the credit is more than is still due (the client paid that part): refunded, or ' +
      "kept_as_credit (the client's credit for later).",
  });

export const CreateCreditNoteSchema = z
  .object({
    invoice_id: recordId(M.invoiceIdRequired),
    credit_note_date: optionalDateField(M.dateInvalid).meta({
      type: 'string',
      description: 'YYYY-MM-DD, not before the invoice date; left out, today.',
    }),
    credit_note_items: creditLinesField,
    settlement: settlementField,
    notes: optionalText(1000, 'Notes').meta({
      description: 'Why the invoice is credited, printed on the credit note.',
    }),
  })
  .transform((body) => ({
    invoiceId: body.invoice_id,
    date: body.credit_note_date,
    lines: body.credit_note_items,
    settlement: body.settlement,
    notes: body.notes,
  }));
export type CreateCreditNoteRequest = z.input<typeof CreateCreditNoteSchema>;
export type CreateCreditNoteInput = z.output<typeof CreateCreditNoteSchema>;
