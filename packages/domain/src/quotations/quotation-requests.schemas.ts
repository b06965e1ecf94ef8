// The calls that name one quotation or one of its lines (docs/reference/quotations.md 'Calls'): by number or
// id, delete, the client's decision, and a line's detail and edit.
import { z } from 'zod';
import { requiredText } from '../api/fields';
import { optionalRecordId, recordId } from '../api/ids';
import { documentMailFields } from '../documents/document-mail.schemas';
import { documentLineRequestSchemas } from '../documents/line-requests.schemas';
import { QUOTATION_MESSAGES } from './quotation-messages';
import { DECIDED_STATUSES, type DecidedStatus } from './quotation-status';

export const QuotationNumberSchema = z.object({
  quotation_number: requiredText(QUOTATION_MESSAGES.numberRequired, 40),
});

/** POST quotation/emailSent: the number, and what the composer changed (each optional; ADR 0209). */
export const EmailQuotationSchema = QuotationNumberSchema.extend(documentMailFields);
export type EmailQuotationInput = z.input<typeof EmailQuotationSchema>;

export const QuotationIdSchema = z.object({ quotation_id: recordId(QUOTATION_MESSAGES.quotationIdRequired) });

/** POST quotation/convert_to_invoice {quotation_id} (docs/reference/quotations.md 'Calls'). */
export const ConvertQuotationSchema = QuotationIdSchema;

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

/** quotation/eachItemDetail names one line; quotation/eachItemDetail/edit changes it. */
export const { ref: QuotationLineRefSchema, edit: EditQuotationLineSchema } = documentLineRequestSchemas({
  idField: 'quotation_id',
  idRequired: QUOTATION_MESSAGES.quotationIdRequired,
  itemIdRequired: QUOTATION_MESSAGES.itemIdRequired,
});
export type EditQuotationLineInput = z.output<typeof EditQuotationLineSchema>;
