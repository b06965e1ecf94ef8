// The calls that name one invoice or one of its lines or attachments (docs/reference/invoices.md 'Calls').
import { z } from 'zod';
import { optionalText, requiredText } from '../api/fields';
import { optionalRecordId, recordId } from '../api/ids';
import { attachmentFilesField } from '../documents/attachments.schemas';
import { documentMailFields } from '../documents/document-mail.schemas';
import { documentLineRequestSchemas } from '../documents/line-requests.schemas';
import { INVOICE_MESSAGES } from './invoice-messages';

export const InvoiceNumberSchema = z.object({
  invoice_number: requiredText(INVOICE_MESSAGES.numberRequired, 40),
});

/** POST invoice/emailSent: the number, and what the composer changed (each optional; ADR 0209). */
export const EmailInvoiceSchema = InvoiceNumberSchema.extend(documentMailFields);
export type EmailInvoiceInput = z.input<typeof EmailInvoiceSchema>;

export const InvoiceIdSchema = z.object({ invoice_id: recordId(INVOICE_MESSAGES.invoiceIdRequired) });

export const DeleteInvoiceSchema = z.object({
  invoice_id: recordId(INVOICE_MESSAGES.invoiceIdRequired),
  /** When sent, it must be the invoice's client (else 404). */
  client_id: optionalRecordId(INVOICE_MESSAGES.clientIdRequired),
});

/** invoice/eachItemDetail names one line; invoice/eachItemDetail/edit changes it. */
export const { ref: InvoiceLineRefSchema, edit: EditInvoiceLineSchema } = documentLineRequestSchemas({
  idField: 'invoice_id',
  idRequired: INVOICE_MESSAGES.invoiceIdRequired,
  itemIdRequired: INVOICE_MESSAGES.itemIdRequired,
});
export type EditInvoiceLineInput = z.output<typeof EditInvoiceLineSchema>;

export const UploadInvoiceAttachmentsSchema = z.object({
  invoice_id: recordId(INVOICE_MESSAGES.invoiceIdRequired),
  invoice_attachments: attachmentFilesField,
});

export const DeleteInvoiceAttachmentSchema = z.object({
  attachment_id: recordId(INVOICE_MESSAGES.attachmentIdRequired),
  /** When sent it must be the attachment's file name; it is only compared, never used as a path. */
  filename: optionalText(100, 'File name'),
});
