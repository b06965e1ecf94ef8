// The save requests of every kind of document (create_quotation / update_quotation, create_invoice /
// update_invoice, ...; docs/reference/documents.md 'Fields' and 'Rules'). Each kind calls documentSaveSchemas
// with its own field names and the spec's messages for it; the checks, their order and what the server keeps
// are written once, here. The number, the status and every total are the server's own: sent or not, they are
// ignored.
import { z } from 'zod';
import { optionalText } from '../api/fields';
import { recordId } from '../api/ids';
import { exchangeRateField } from '../money/exchange-rate';
import {
  calendarDateField,
  discountTypeField,
  discountValueField,
  documentLinesField,
  DOCUMENT_MESSAGES,
  itemsTotalOf,
  liftDiscountObject,
  optionalPercentField,
  readDiscount,
  validityTermField,
  type DocumentLine,
  type ScaledDiscount,
} from './document.schemas';

/** What the server keeps of a save, whatever the kind calls its fields. The two tax lines are tax 1
 * and tax 2 (the spec's vat_* and tax1_*); a name or rate left out is undefined: a new document takes it
 * from the Tax settings, an update keeps the stored one. */
export interface DocumentInput {
  date: string;
  clientId: number;
  validityTerm: number;
  currencyId: number;
  /** The rate to the business's currency in millionths (money/exchange-rate.ts); undefined when not sent
   * (the server requires it for a currency other than the business's and ignores it otherwise). */
  exchangeRateMicro?: number;
  lines: DocumentLine[];
  discount: ScaledDiscount;
  tax1Name: string | undefined;
  tax1PercentMilli: number | undefined;
  tax2Name: string | undefined;
  tax2PercentMilli: number | undefined;
  notes: string;
}

export interface DocumentSaveNames<Date extends string, Lines extends string, Id extends string> {
  /** 'quotation_date' */
  date: Date;
  /** 'quotation_items' */
  lines: Lines;
  /** 'quotation_id': the document an update names. */
  id: Id;
}

export interface DocumentSaveMessages {
  dateRequired: string;
  dateInvalid: string;
  clientRequired: string;
  validityRequired: string;
  validityRange: string;
  currencyRequired: string;
  idRequired: string;
}

const dateField = (messages: DocumentSaveMessages) =>
  calendarDateField(messages.dateRequired, messages.dateInvalid).meta({
    description: 'YYYY-MM-DD (a time after it, as forms send, is ignored).',
  });

/** The fields every kind shares, in the order the spec lists their checks (after the date). */
const sharedFields = (messages: DocumentSaveMessages) => ({
  client_id: recordId(messages.clientRequired).meta({ description: 'One of your clients (404 otherwise).' }),
  validity_term: validityTermField(messages.validityRequired, messages.validityRange),
  currency_id: recordId(messages.currencyRequired).meta({
    description: 'ISO 4217 numeric code (GBP = 826).',
  }),
});

const trailingFields = {
  discount_type: discountTypeField.meta({ description: 'percent (default) or amount.' }),
  discount_value: discountValueField.meta({
    description:
      'What the user typed: a percent 0 to 100 (3 decimals) or an amount up to the items total (2 decimals).',
  }),
  vat_name: optionalText(50, 'VAT name').meta({
    description: 'Tax line 1 name; left out: from the settings (create) or kept.',
  }),
  vat_percent: optionalPercentField(DOCUMENT_MESSAGES.vatPercentRange).meta({
    description:
      'Tax line 1 rate in percent, 0 to 100; left out: from the settings (create) or kept (update).',
  }),
  tax1_name: optionalText(50, 'Tax name').meta({ description: 'Tax line 2 name.' }),
  tax1_percent: optionalPercentField(DOCUMENT_MESSAGES.tax1PercentRange).meta({
    description: 'Tax line 2 rate in percent.',
  }),
  notes: optionalText(2000, 'Notes'),
  exchange_rate: exchangeRateField,
};

type SharedOutput = z.output<z.ZodObject<ReturnType<typeof sharedFields>>> &
  z.output<z.ZodObject<typeof trailingFields>>;

/** Form fields to what the server keeps; a discount that does not fit is reported on discount_value. */
function toDocumentInput(
  body: SharedOutput,
  date: string,
  lines: DocumentLine[],
  ctx: z.RefinementCtx,
): DocumentInput {
  const discount = readDiscount(body.discount_type ?? 'percent', body.discount_value, itemsTotalOf(lines));
  if ('problem' in discount) {
    ctx.issues.push({
      code: 'custom',
      message: discount.problem,
      input: body.discount_value,
      path: ['discount_value'],
    });
    return z.NEVER;
  }
  return {
    date,
    clientId: body.client_id,
    validityTerm: body.validity_term,
    currencyId: body.currency_id,
    exchangeRateMicro: body.exchange_rate,
    lines,
    discount,
    tax1Name: body.vat_name || undefined,
    tax1PercentMilli: body.vat_percent,
    tax2Name: body.tax1_name || undefined,
    tax2PercentMilli: body.tax1_percent,
    // 'N/A' is how the spec's screens say "no note".
    notes: body.notes === 'N/A' ? '' : body.notes,
  };
}

/** The discount as the spec's forms also send it, once more as one object (`discount`, or an invoice's
 * `invoice_discount`); discount_type and discount_value win when both are sent. */
export interface SpecDiscountObject {
  discount?: { type?: string | null; discount?: string | number | null };
  invoice_discount?: { type?: string | null; discount?: string | number | null };
}

export interface DocumentSaveOptions<Extra extends z.ZodRawShape, Out> {
  /** Where the spec lists the date's check: first (quotations) or after the currency (invoices). */
  dateCheck?: 'first' | 'after-currency';
  /** Messages of the update call where they differ from the create call's (docs/reference/documents.md
   * 'Rules'). */
  updateMessages?: Partial<DocumentSaveMessages>;
  /** Fields of the kind's own (an invoice's status and payment), read into `read`'s answer. */
  extra?: {
    fields: Extra;
    read: (body: z.output<z.ZodObject<Extra>>, input: DocumentInput, ctx: z.RefinementCtx) => Out;
  };
}

/** The create and update schemas of one kind of document. Both also read the spec's `discount` object
 * ({type, discount}); the update names the document with `names.id`. */
export function documentSaveSchemas<
  D extends string,
  L extends string,
  I extends string,
  Extra extends z.ZodRawShape = Record<never, never>,
  Out extends object = Record<never, never>,
>(
  names: DocumentSaveNames<D, L, I>,
  messages: DocumentSaveMessages,
  options: DocumentSaveOptions<Extra, Out> = {},
) {
  const schemaOf = (texts: DocumentSaveMessages, withId: boolean) => {
    const date = { [names.date]: dateField(texts) };
    const shared = sharedFields(texts);
    // Keys computed from the kind's names: the OpenAPI document shows the spec's field names. The order
    // of the fields is the order of their messages.
    const fields = {
      ...(withId ? { [names.id]: recordId(texts.idRequired) } : {}),
      ...(options.dateCheck === 'after-currency' ? {} : date),
      ...shared,
      ...(options.dateCheck === 'after-currency' ? date : {}),
      [names.lines]: documentLinesField,
      ...trailingFields,
      ...(options.extra?.fields ?? {}),
    } as { [K in D]: ReturnType<typeof dateField> } & ReturnType<typeof sharedFields> & {
        [K in L]: typeof documentLinesField;
      } & typeof trailingFields &
      Extra;
    // The parsed body, read through the kind's names (zod cannot type keys chosen at run time).
    type Body = SharedOutput & Record<string, unknown>;
    const object = z.object(fields);
    // What a caller sends: the schema's fields, and the spec's discount object read into them. Typed so
    // that z.input of a kind's schema is its request (the web builds its requests from it).
    const lift = (body: z.input<typeof object> & SpecDiscountObject): unknown => liftDiscountObject(body);
    return z.preprocess(
      lift,
      object.transform((parsed, ctx): DocumentInput & Out & { documentId: number } => {
        const body = parsed as unknown as Body;
        const lines = (body[names.lines] as DocumentLine[] | undefined) ?? [];
        const input = toDocumentInput(body, body[names.date] as string, lines, ctx);
        const extra = options.extra
          ? options.extra.read(parsed as unknown as z.output<z.ZodObject<Extra>>, input, ctx)
          : ({} as Out);
        // When a reader reports an issue the parse fails, whatever is returned here.
        // The id before the spread fields, never after them (docs/decisions/0447-no-field-added-after-a-spread.md).
        return { documentId: withId ? (body[names.id] as number) : 0, ...input, ...extra };
      }),
    );
  };
  return {
    /** documentId is 0: the document does not exist yet. */
    create: schemaOf(messages, false),
    update: schemaOf({ ...messages, ...options.updateMessages }, true),
  };
}

export type UpdateDocumentInput = DocumentInput & { documentId: number };
