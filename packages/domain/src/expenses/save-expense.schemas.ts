// create_expense and update_expense (docs/reference/expenses.md 'Fields', 'Rules' and 'Calls';
// docs/reference/files.md 'Rules', docs/reference/expenses.md 'Calls'). Multipart forms, urlencoded or JSON;
// the checks answer in the spec's order: payment method, category, amount ('Monthly limit reached.' comes
// before them, from the server, which knows the month's count). The expense number, the receipt flag
// (is_image) and the owner are the server's own: a request may send them and they are ignored.
import { z } from 'zod';
import { optionalText, requiredText } from '../api/fields';
import { optionalRecordId, recordId } from '../api/ids';
import { attachmentFilesField } from '../documents/attachments.schemas';
import { readCalendarDate } from '../documents/dates';
import { MAX_DOCUMENT_TOTAL_MINOR } from '../documents/document.schemas';
import { exchangeRateField } from '../money/exchange-rate';
import { parseScaled } from '../money/money';
import { MAX_PERCENT_MILLI, PERCENT_DECIMALS } from '../money/percent';
import { expenseCategoryName } from './expense-categories';
import { EXPENSE_MESSAGES as M } from './expense-messages';
import { EXPENSE_TAX_MESSAGES as TM, expenseTaxOf, type ExpenseTaxFields } from './expense-tax';

/** The most receipt images one expense keeps. */
export const MAX_RECEIPTS_PER_EXPENSE = 20;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The amount paid, in cents: blank or 0.00 is 'Amount is required.'; more than 0, 2 decimals. */
export const expenseAmountField = z
  .union([z.string(), z.number(), z.null()], { error: M.amountFormat })
  .optional()
  .transform((value, ctx) => {
    const minor = isBlank(value) ? 0 : parseScaled(value as string | number, 2);
    const problem =
      minor === undefined
        ? M.amountFormat
        : minor === 0
          ? M.amountRequired
          : minor < 0
            ? M.amountPositive
            : minor > MAX_DOCUMENT_TOTAL_MINOR
              ? M.amountTooLarge
              : undefined;
    if (problem || minor === undefined) {
      ctx.issues.push({ code: 'custom', message: problem ?? M.amountFormat, input: value });
      return z.NEVER;
    }
    return minor;
  })
  .meta({ type: 'number', description: 'The amount paid, more than 0, with at most 2 decimals.' });

/** One of the fixed expense categories (expense-categories.ts). */
export const expenseCategoryField = z
  .union([z.string(), z.number(), z.null()], { error: M.categoryRequired })
  .optional()
  .transform((value, ctx) => {
    if (isBlank(value) || value === 0 || value === '0') {
      ctx.issues.push({ code: 'custom', message: M.categoryRequired, input: value });
      return z.NEVER;
    }
    const text = String(value).trim();
    const id = /^\d{1,6}$/.test(text) ? Number(text) : NaN;
    if (expenseCategoryName(id) === undefined) {
      ctx.issues.push({ code: 'custom', message: M.categoryInvalid, input: value });
      return z.NEVER;
    }
    return id;
  })
  .meta({ type: 'integer', description: 'An id of get_expense_category.' });

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' (as the mobile form sends it); blank is today (null here). */
const expenseDateField = z
  .union([z.string(), z.null()], { error: M.dateInvalid })
  .optional()
  .transform((value, ctx) => {
    if (isBlank(value)) return null;
    const { date, message } = readCalendarDate(value as string, M.dateInvalid);
    if (date === undefined) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return date;
  })
  .meta({ type: 'string', description: 'YYYY-MM-DD (a time after it is ignored); blank is today.' });

/** A form's file input left empty still sends a part with no name and no bytes, and some clients send
 * image[] as empty text: neither is a receipt, and neither may refuse the expense. */
const isNoFile = (value: unknown) => {
  if (isBlank(value)) return true;
  const part = value as { filename?: unknown; data?: { length?: unknown } };
  return typeof value === 'object' && part.filename === '' && part.data?.length === 0;
};

const receiptFilesField = attachmentFilesField
  .transform((files) => files.filter((file) => !isNoFile(file)))
  .meta({ type: 'array', items: { type: 'string', format: 'binary' } });

/** An optional number scaled to `decimals` (cents, thousandths of a percent): blank is null (not typed). */
function optionalScaled(decimals: number, format: string, max: number, range: string, description: string) {
  return z
    .union([z.string(), z.number(), z.null()], { error: format })
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) return null;
      const scaled = parseScaled(value as string | number, decimals);
      if (scaled === undefined) {
        ctx.issues.push({ code: 'custom', message: format, input: value });
        return z.NEVER;
      }
      if (scaled < 0 || scaled > max) {
        ctx.issues.push({ code: 'custom', message: range, input: value });
        return z.NEVER;
      }
      return scaled;
    })
    .meta({ type: 'number', description });
}

/** 0, 1, '0', '1', true, false, 'true', 'false'; blank is null (not typed). */
const reclaimableField = z
  .union([z.string(), z.number(), z.boolean(), z.null()], { error: TM.reclaimableSwitch })
  .optional()
  .transform((value, ctx) => {
    if (isBlank(value)) return null;
    const text = String(value).trim().toLowerCase();
    if (text === '1' || text === 'true') return true;
    if (text === '0' || text === 'false') return false;
    ctx.issues.push({ code: 'custom', message: TM.reclaimableSwitch, input: value });
    return z.NEVER;
  })
  .meta({ type: 'integer', enum: [0, 1], description: 'Whether the VAT can be reclaimed (1) or not (0).' });

/** The VAT of the expense (docs/decisions/0363-expense-vat.md): any of them may be left out. */
const taxFields = {
  net: optionalScaled(
    2,
    TM.netFormat,
    MAX_DOCUMENT_TOTAL_MINOR,
    TM.netRange,
    'The amount before VAT; left out: the amount less the VAT.',
  ),
  vat_rate: optionalScaled(
    PERCENT_DECIMALS,
    TM.rateFormat,
    MAX_PERCENT_MILLI,
    TM.rateRange,
    'The VAT rate in percent (20, 5, 0); left out: worked out from the net and the VAT.',
  ),
  vat: optionalScaled(
    2,
    TM.vatFormat,
    MAX_DOCUMENT_TOTAL_MINOR,
    TM.vatRange,
    'The VAT paid; left out: the amount less the net, or the amount split at vat_rate.',
  ),
  vat_reclaimable: reclaimableField,
};

/** The form's fields, in the order their messages are reported. */
const expenseFields = {
  payment_type: requiredText(M.paymentMethodRequired, 50).meta({
    description: 'How it was paid: Cash, Bank transfer, Card, ... (get_payment_options).',
  }),
  category_id: expenseCategoryField,
  amount: expenseAmountField,
  expense_date: expenseDateField,
  currency_id: optionalRecordId(M.currencyInvalid).meta({
    description: "A currency id (get_currency_list); blank is the business's own currency.",
  }),
  // As a document's (docs/decisions/0395-expenses-in-a-foreign-currency.md).
  exchange_rate: exchangeRateField.meta({
    description:
      "Units of your currency for one unit of the expense's, on its date, up to 6 decimals (e.g. '0.79'). " +
      "Required when the expense's currency is not your business's; ignored otherwise.",
  }),
  vendor: optionalText(255, 'Vendor'),
  notes: optionalText(2000, 'Notes'),
  ...taxFields,
};

type ParsedExpense = z.output<z.ZodObject<typeof expenseFields>>;

/** What the server keeps of an expense form. */
export interface ExpenseInput {
  paymentType: string;
  categoryId: number;
  amountMinor: number;
  /** null: today. */
  date: string | null;
  /** null: the business's own currency. */
  currencyId: number | null;
  /** The rate to the business's currency in millionths; undefined when none was sent. */
  exchangeRateMicro?: number;
  vendor: string;
  notes: string;
  /** The VAT fields as typed; null when none was sent (an update then keeps the stored VAT). The
   * schema has already checked that they fit the amount. */
  tax: ExpenseTaxFields | null;
  /** The receipt images sent with the form (checked and re-encoded by the server). */
  files: unknown[];
  /** A supplier's e-invoice (XML or Factur-X PDF) the expense was read from, kept as its receipt. */
  einvoice?: unknown;
}

function taxFieldsOf(body: ParsedExpense): ExpenseTaxFields | null {
  const fields = {
    netMinor: body.net,
    vatMinor: body.vat,
    vatRateMilli: body.vat_rate,
    reclaimable: body.vat_reclaimable,
  };
  return Object.values(fields).every((value) => value === null) ? null : fields;
}

/** The net, VAT and amount must agree: reported on the field the owner typed last of them. */
function checkTax(body: ParsedExpense, ctx: z.RefinementCtx): void {
  const fields = taxFieldsOf(body);
  if (fields === null) return;
  const result = expenseTaxOf(body.amount, fields);
  if ('message' in result) {
    ctx.addIssue({ code: 'custom', message: result.message, path: ['vat'] });
  }
}

const toExpenseInput = (body: ParsedExpense & { image: unknown[]; einvoice?: unknown }): ExpenseInput => ({
  paymentType: body.payment_type,
  categoryId: body.category_id,
  amountMinor: body.amount,
  date: body.expense_date,
  currencyId: body.currency_id,
  ...(body.exchange_rate === undefined ? {} : { exchangeRateMicro: body.exchange_rate }),
  vendor: body.vendor,
  notes: body.notes,
  tax: taxFieldsOf(body),
  files: body.image,
  ...(isNoFile(body.einvoice) ? {} : { einvoice: body.einvoice }),
});

/** POST create_expense: the form and its receipts, `image[]` (several allowed). */
export const CreateExpenseSchema = z
  .object({
    ...expenseFields,
    image: receiptFilesField,
    einvoice: z.unknown().optional().meta({
      type: 'string',
      format: 'binary',
      description:
        "A supplier's e-invoice (UBL or CII XML, or Factur-X PDF) this expense was read from; kept as a receipt.",
    }),
  })
  .superRefine(checkTax)
  .transform(toExpenseInput);
export type CreateExpenseRequest = z.input<typeof CreateExpenseSchema>;

/** POST update_expense: expense_id and the whole form again; `image` adds one more receipt. */
export const UpdateExpenseSchema = z
  .object({ expense_id: recordId(M.expenseIdRequired), ...expenseFields, image: receiptFilesField })
  .superRefine(checkTax)
  .transform((body) => ({ expenseId: body.expense_id, ...toExpenseInput(body) }));
export type UpdateExpenseRequest = z.input<typeof UpdateExpenseSchema>;
export type UpdateExpenseInput = z.output<typeof UpdateExpenseSchema>;

/** POST delete_expense and getExpenseListById: `expenseId` (expense_id is read the same). */
export const ExpenseIdSchema = z
  .object({
    expenseId: optionalRecordId(M.expenseIdRequired),
    expense_id: optionalRecordId(M.expenseIdRequired),
  })
  .transform((body, ctx) => {
    const id = body.expenseId ?? body.expense_id;
    if (id === null) {
      ctx.issues.push({ code: 'custom', message: M.expenseIdRequired, input: body, path: ['expenseId'] });
      return z.NEVER;
    }
    return { expenseId: id };
  });
export type ExpenseIdRequest = z.input<typeof ExpenseIdSchema>;

/** POST delete_expense_attachment: the expense's number and the receipt's stored file name. */
export const DeleteExpenseAttachmentSchema = z
  .object({
    expense_no: requiredText(M.expenseNoRequired, 40),
    filename: requiredText(M.filenameRequired, 200),
  })
  .transform((body) => ({ expenseNo: body.expense_no, filename: body.filename }));
export type DeleteExpenseAttachmentRequest = z.input<typeof DeleteExpenseAttachmentSchema>;
