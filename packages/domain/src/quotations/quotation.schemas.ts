// Quotation requests and answers (spec 001 sections 3, 5 and 7; decisions.md 'Document fields' and
// 'Points the spec leaves ambiguous'). The server checks what it keeps from a save: date, client,
// validity term and currency, in the spec's order and with its messages, then the lines, discount and
// tax rates. The number, the status and every total are the server's own: sent or not, they are ignored.
import { z } from 'zod';
import { optionalText, requiredText } from '../api/fields';
import { optionalRecordId, recordId } from '../api/ids';
import {
  calendarDateField,
  discountTypeField,
  discountValueField,
  documentLinesField,
  DOCUMENT_MESSAGES,
  itemsTotalOf,
  liftDiscountObject,
  lineTypeField,
  optionalDateField,
  optionalPercentField,
  readDiscount,
  validityTermField,
} from '../documents/document.schemas';
import { ITEM_MESSAGES, quantityField, unitPriceField } from '../items/items.schemas';
import {
  DECIDED_STATUSES,
  QUOTATION_FILTERS,
  type DecidedStatus,
  type QuotationFilter,
} from './quotation-status';

export const QUOTATION_MESSAGES = {
  dateRequired: 'Quotation Date is required.',
  dateInvalid: 'Quotation Date must be a valid date (YYYY-MM-DD).',
  /** Shown by the web before a save; the server assigns the number itself. */
  numberRequired: 'Quotation Number is required.',
  clientRequired: 'Client ID is required.',
  validityRequired: 'Validity Term is required.',
  validityRange: 'Validity Term must be from 0 to 31 days.',
  currencyRequired: 'Currency ID is required.',
  currencyInvalid: 'Currency ID is not a known currency.',
  /** Shown by the web before a save; the server computes the totals itself. */
  grossRequired: 'Total Gross Amount is required.',
  netRequired: 'Total Net Amount is required.',
  quotationIdRequired: 'Quotation ID is required.',
  itemIdRequired: 'Item ID is required.',
  attachmentIdRequired: 'Attachment ID is required.',
  attachmentsRequired: 'Choose at least one image to upload.',
  tooManyAttachments: 'A quotation can have at most 20 attachments.',
  statusRequired: 'Status is required.',
  statusInvalid: 'Status must be approved or rejected.',
  filterInvalid: 'Status filter must be one of all, approved, pending, rejected, sent, draft, void, expired.',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  startDateInvalid: 'Start date must be a valid date (YYYY-MM-DD).',
  endDateInvalid: 'End date must be a valid date (YYYY-MM-DD).',
  notEditable: 'Only a draft quotation can be edited.',
  voidNotEditable: 'This quotation is void and cannot be edited.',
  voidStatus: 'This quotation is void; its status cannot change.',
  voidEmail: 'This quotation is void and cannot be e-mailed.',
  clientHasNoEmail: 'The client has no e-mail address.',
  saved: 'Save data Successful.',
  updated: 'Update data Successful.',
  statusChanged: 'Update data Successful.',
  deleted: 'Delete Successful.',
  voided: 'Void Successful.',
  attachmentsSaved: 'Save data Successful.',
  attachmentDeleted: 'Delete attachment Successful.',
  emailSent: 'Email sent successfully',
  exportReady: 'Export ready.',
} as const;

export const MAX_ATTACHMENTS_PER_QUOTATION = 20;

const quotationFields = {
  quotation_date: calendarDateField(QUOTATION_MESSAGES.dateRequired, QUOTATION_MESSAGES.dateInvalid).meta({
    description: 'YYYY-MM-DD (a time after it, as forms send, is ignored).',
  }),
  client_id: recordId(QUOTATION_MESSAGES.clientRequired).meta({
    description: 'One of your clients (404 otherwise).',
  }),
  validity_term: validityTermField(QUOTATION_MESSAGES.validityRequired, QUOTATION_MESSAGES.validityRange),
  currency_id: recordId(QUOTATION_MESSAGES.currencyRequired).meta({
    description: 'ISO 4217 numeric code (GBP = 826).',
  }),
  quotation_items: documentLinesField,
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
};

type ParsedFields = z.output<z.ZodObject<typeof quotationFields>>;

/** Form fields to what the server keeps. A tax name or rate left out is `undefined`: a new quotation
 * takes it from the tax settings, an update keeps the stored one. */
function toQuotationInput(body: ParsedFields, ctx: z.RefinementCtx) {
  const lines = body.quotation_items ?? [];
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
    date: body.quotation_date,
    clientId: body.client_id,
    validityTerm: body.validity_term,
    currencyId: body.currency_id,
    lines,
    discount,
    vatName: body.vat_name || undefined,
    vatPercentMilli: body.vat_percent,
    tax1Name: body.tax1_name || undefined,
    tax1PercentMilli: body.tax1_percent,
    // 'N/A' is how the spec's screens say "no note".
    notes: body.notes === 'N/A' ? '' : body.notes,
  };
}

export const CreateQuotationSchema = z.preprocess(
  liftDiscountObject,
  z.object(quotationFields).transform(toQuotationInput),
);
export type CreateQuotationRequest = z.input<typeof CreateQuotationSchema>;
export type QuotationInput = z.output<typeof CreateQuotationSchema>;

export const UpdateQuotationSchema = z.preprocess(
  liftDiscountObject,
  z
    .object({ quotation_id: recordId(QUOTATION_MESSAGES.quotationIdRequired), ...quotationFields })
    // When toQuotationInput reports an issue the parse fails, whatever is returned here.
    .transform((body, ctx) => ({ ...toQuotationInput(body, ctx), quotationId: body.quotation_id })),
);
export type UpdateQuotationRequest = z.input<typeof UpdateQuotationSchema>;
export type UpdateQuotationInput = z.output<typeof UpdateQuotationSchema>;

export const QuotationNumberSchema = z.object({
  quotation_number: requiredText(QUOTATION_MESSAGES.numberRequired, 40),
});

export const QuotationIdSchema = z.object({ quotation_id: recordId(QUOTATION_MESSAGES.quotationIdRequired) });

export const DeleteQuotationSchema = z.object({
  quotation_id: recordId(QUOTATION_MESSAGES.quotationIdRequired),
  /** When sent, it must be the quotation's client (else 404). */
  client_id: optionalRecordId(QUOTATION_MESSAGES.clientRequired),
});

export const ChangeQuotationStatusSchema = z.object({
  quotation_id: recordId(QUOTATION_MESSAGES.quotationIdRequired),
  status: z
    .union([z.string(), z.null()], { error: QUOTATION_MESSAGES.statusRequired })
    .optional()
    .transform((value, ctx): DecidedStatus => {
      const text = (value ?? '').trim().toLowerCase();
      const status = DECIDED_STATUSES.find((known) => known === text);
      if (!status) {
        const message = text === '' ? QUOTATION_MESSAGES.statusRequired : QUOTATION_MESSAGES.statusInvalid;
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return status;
    })
    .meta({ type: 'string', enum: [...DECIDED_STATUSES] }),
});

export const QuotationLineRefSchema = z.object({
  quotation_id: recordId(QUOTATION_MESSAGES.quotationIdRequired),
  item_id: recordId(QUOTATION_MESSAGES.itemIdRequired),
});

export const EditQuotationLineSchema = z
  .object({
    quotation_id: recordId(QUOTATION_MESSAGES.quotationIdRequired),
    item_id: recordId(QUOTATION_MESSAGES.itemIdRequired),
    name: requiredText(ITEM_MESSAGES.nameRequired, 200),
    description: optionalText(1000, 'Description'),
    quantity: quantityField,
    unit_price: unitPriceField,
    type: lineTypeField,
    service_type: lineTypeField,
  })
  .transform((body) => ({
    quotationId: body.quotation_id,
    lineId: body.item_id,
    name: body.name,
    description: body.description,
    quantityMilli: body.quantity,
    unitPriceMinor: body.unit_price,
    type: body.type ?? body.service_type,
  }));
export type EditQuotationLineInput = z.output<typeof EditQuotationLineSchema>;

const filterField = z
  .union([z.string(), z.null()], { error: QUOTATION_MESSAGES.filterInvalid })
  .optional()
  .transform((value, ctx): QuotationFilter => {
    const text = (value ?? '').trim().toLowerCase();
    if (text === '') return 'all';
    const filter = QUOTATION_FILTERS.find((known) => known === text);
    if (!filter) {
      ctx.issues.push({ code: 'custom', message: QUOTATION_MESSAGES.filterInvalid, input: value });
      return z.NEVER;
    }
    return filter;
  })
  .meta({ type: 'string', enum: [...QUOTATION_FILTERS] });

export interface QuotationFilters {
  search: string;
  from: string | null;
  to: string | null;
  status: QuotationFilter;
}

/** get_quotation_list_by_user and the exports: every filter is optional (left out = no filter). */
export const ListQuotationsSchema = z
  .object({
    search_field: optionalText(100, 'Search'),
    start_date: optionalDateField(QUOTATION_MESSAGES.startDateInvalid),
    end_date: optionalDateField(QUOTATION_MESSAGES.endDateInvalid),
    category: filterField,
  })
  .transform((body): QuotationFilters => ({
    search: body.search_field,
    from: body.start_date,
    to: body.end_date,
    status: body.category,
  }));
export type ListQuotationsRequest = z.input<typeof ListQuotationsSchema>;

/** quotation/details/search: the date range is required (spec 001 section 5). */
export const SearchQuotationsSchema = z
  .object({
    from_date: calendarDateField(QUOTATION_MESSAGES.startDateRequired, QUOTATION_MESSAGES.startDateInvalid),
    to_date: calendarDateField(QUOTATION_MESSAGES.endDateRequired, QUOTATION_MESSAGES.endDateInvalid),
    search_field: optionalText(100, 'Search'),
    category: filterField,
  })
  .transform((body): QuotationFilters => ({
    search: body.search_field,
    from: body.from_date,
    to: body.to_date,
    status: body.category,
  }));
export type SearchQuotationsRequest = z.input<typeof SearchQuotationsSchema>;

/** A multipart file part (the server reads `UploadedFile` objects; documented as binary). */
const filesField = z
  .unknown()
  .optional()
  .transform((value): unknown[] =>
    value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value],
  )
  .meta({ type: 'array', items: { type: 'string', format: 'binary' } });

export const UploadQuotationAttachmentsSchema = z.object({
  quotation_id: recordId(QUOTATION_MESSAGES.quotationIdRequired),
  quotation_attachments: filesField,
});

export const DeleteQuotationAttachmentSchema = z.object({
  attachment_id: recordId(QUOTATION_MESSAGES.attachmentIdRequired),
  /** When sent it must be the attachment's file name; it is only compared, never used as a path. */
  filename: optionalText(100, 'File name'),
});

// ---- Answers -------------------------------------------------------------------------------------

export const QuotationItemSchema = z.object({
  item_id: z.number().describe('Identifies this line (quotation/eachItemDetail takes it).'),
  quotation_id: z.number(),
  name: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit_price: z.number(),
  type: z.enum(['parts', 'service']),
  service_type: z.enum(['parts', 'service']),
  total: z.number().describe('quantity x unit_price, rounded once to the cent.'),
  amount: z.number(),
  item_no: z.string(),
  category_id: z.number().nullable(),
  category_type: z.string(),
});
export type QuotationItem = z.infer<typeof QuotationItemSchema>;

export const DocumentAttachmentSchema = z.object({
  id: z.number(),
  filename: z.string().describe('The name the server gave the file; delete_quotation_attachment takes it.'),
  url: z.string().describe('A signed link to the image that expires (24 hours).'),
});
export type DocumentAttachment = z.infer<typeof DocumentAttachmentSchema>;

export const QuotationSchema = z.object({
  id: z.number(),
  quotation_id: z.number(),
  quotation_number: z.string(),
  quotation_date: z.string(),
  expiry_date: z.string().describe('quotation_date + validity_term days.'),
  validity_term: z.number(),
  quotation_status: z.string().describe('As stored: draft, sent, approved or rejected (see is_expired).'),
  status: z.string().describe('The same as quotation_status.'),
  quotation_type: z.enum(['draft', 'void']),
  is_expired: z.boolean().describe('Expiry date past and still draft, sent or pending (not void).'),
  status_label: z
    .string()
    .describe('The badge text: Sent, Approved, Rejected, Expired, Pending, draft or Void.'),
  client_id: z.number(),
  currency_id: z.number(),
  notes: z.string(),
  items_total: z.number(),
  total_discount_amount: z.number(),
  discount_type: z.enum(['percent', 'amount']),
  discount_value: z.number(),
  discount: z.object({ type: z.enum(['percent', 'amount']), discount: z.number() }),
  sub_total: z.number(),
  total_amount_net: z.number(),
  vat_name: z.string(),
  vat_percent: z.number(),
  vat_amount: z.number(),
  tax1_name: z.string(),
  tax1_percent: z.number(),
  tax1_amount: z.number(),
  total_amount_gross: z.number(),
  total_amount_paid: z.number(),
  quotation_items: z.array(QuotationItemSchema),
  quotation_attachments: z.array(DocumentAttachmentSchema),
  is_image: z.enum(['Y', 'N']),
  client: z.object({
    client_id: z.number(),
    business_name: z.string(),
    email: z.string(),
    name: z.string(),
    notes: z.string(),
  }),
  currency: z.object({ id: z.number(), symbol: z.string(), code: z.string(), name: z.string() }),
  pdfLink: z.string().describe('A signed link to the PDF that expires (24 hours); no token needed.'),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Quotation = z.infer<typeof QuotationSchema>;

export const QuotationNumberResponseSchema = z.object({
  response: z.string().describe('The number the next quotation will get, e.g. QUO-000001.'),
  quotation_number: z.string(),
  quotation_date: z.string().describe('Today: the default date of a new quotation.'),
  validity_term: z.number().describe('The quotation_days setting (28 until set): the default validity term.'),
  currency_id: z.number().describe("The user's currency: the default currency."),
  vat_name: z.string().describe('Tax line 1 of the settings.'),
  vat_percent: z.number().describe('Tax line 1 rate, 0 when switched off.'),
  tax1_name: z.string().describe('Tax line 2 of the settings.'),
  tax1_percent: z.number().describe('Tax line 2 rate, 0 when switched off.'),
});
