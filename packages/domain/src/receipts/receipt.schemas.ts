// Reading a receipt for a new expense (docs/decisions/0358-private-receipt-reading.md): expense/read_receipt
// proposes each field with a confidence and flags what looks wrong; nothing is stored until the owner
// saves the expense with create_expense, then says so with expense/confirm_receipt so the next receipt of
// that vendor is read as the owner corrected it.
import { z } from 'zod';
import { recordId } from '../api/ids';

const confidence = z.number().min(0).max(1).describe('0 (a guess) to 1 (certain).');

const proposed = <T extends z.ZodType>(value: T, about: string) =>
  z.object({ value: value.nullable().describe(about), confidence });

export const RECEIPT_SOURCES = ['einvoice', 'pdf_text', 'ocr'] as const;

export const RECEIPT_FLAGS = [
  'totals_disagree',
  'date_in_future',
  'date_over_a_year_old',
  'same_image',
  'same_vendor_date_total',
] as const;
export type ReceiptFlag = (typeof RECEIPT_FLAGS)[number];

export const ReadReceiptAnswerSchema = z.object({
  source: z
    .enum(RECEIPT_SOURCES)
    .describe("Where the figures came from: an embedded e-invoice's XML, a PDF's text layer, or OCR."),
  vendor: proposed(z.string(), 'The seller, as the owner last named this vendor when corrected.'),
  expense_date: proposed(z.string(), 'YYYY-MM-DD.'),
  amount: proposed(z.number(), 'The total paid, VAT included, 2 decimals.'),
  vat: proposed(z.number(), 'The VAT amount, 2 decimals.'),
  vat_rate: proposed(z.number(), 'The VAT rate in percent, e.g. 20.'),
  currency_id: proposed(z.number().int(), 'The currency (see the currencies lookup).'),
  category_id: proposed(z.number().int(), "The category of this vendor's earlier expenses."),
  flags: z
    .array(
      z.object({
        code: z.enum(RECEIPT_FLAGS),
        message: z.string(),
        expense_id: z.number().int().nullable().describe('The possible duplicate, for the duplicate flags.'),
      }),
    )
    .describe('What the owner should check before saving.'),
  receipt_key: z
    .string()
    .describe('The SHA-256 of the file read, to send back with expense/confirm_receipt.'),
  read_vendor: z.string().describe('The vendor as read from the receipt, before any correction.'),
  text: z.string().describe('The text read, for the owner to compare (at most 4,000 characters).'),
});
export type ReadReceiptAnswer = z.infer<typeof ReadReceiptAnswerSchema>;

export const ReadReceiptRequestSchema = z.object({
  file: z.unknown().meta({
    type: 'string',
    format: 'binary',
    description: 'A photo of the receipt (JPEG, PNG, WebP, HEIC) or a PDF.',
  }),
});

export const ConfirmReceiptRequestSchema = z.object({
  expense_id: recordId('Expense id is required.'),
  receipt_key: z.string().regex(/^[0-9a-f]{64}$/, 'receipt_key is the one expense/read_receipt answered.'),
  read_vendor: z.string().max(200),
});
export type ConfirmReceiptRequest = z.infer<typeof ConfirmReceiptRequestSchema>;

export const ConfirmReceiptAnswerSchema = z.object({ remembered: z.boolean() });
