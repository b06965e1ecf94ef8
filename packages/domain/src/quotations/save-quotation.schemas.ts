// create_quotation and update_quotation (docs/reference/quotations.md 'Fields', 'Rules' and 'Calls'): the
// document save schemas with the quotation's field names and the spec's messages, in its order (date, client,
// validity term, currency), then the lines, discount and tax rates (documents/save-document.schemas.ts).
import type { z } from 'zod';
import { documentSaveSchemas } from '../documents/save-document.schemas';
import { QUOTATION_MESSAGES } from './quotation-messages';

const schemas = documentSaveSchemas(
  { date: 'quotation_date', lines: 'quotation_items', id: 'quotation_id' },
  {
    dateRequired: QUOTATION_MESSAGES.dateRequired,
    dateInvalid: QUOTATION_MESSAGES.dateInvalid,
    clientRequired: QUOTATION_MESSAGES.clientRequired,
    validityRequired: QUOTATION_MESSAGES.validityRequired,
    validityRange: QUOTATION_MESSAGES.validityRange,
    currencyRequired: QUOTATION_MESSAGES.currencyRequired,
    idRequired: QUOTATION_MESSAGES.quotationIdRequired,
  },
);

export const CreateQuotationSchema = schemas.create;
export type CreateQuotationRequest = z.input<typeof CreateQuotationSchema>;

export const UpdateQuotationSchema = schemas.update;
export type UpdateQuotationRequest = z.input<typeof UpdateQuotationSchema>;
