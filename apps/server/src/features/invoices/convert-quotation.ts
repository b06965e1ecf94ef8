// quotation/convert_to_invoice: an approved quotation becomes a draft invoice with its client, lines,
// discount, taxes, notes and attachments (copies of the files), dated today with the invoice_days terms
// and the next invoice number. The two are linked both ways (documents.source_document_id), and the
// link's unique index means one quotation never becomes two invoices, even when converted twice at once.
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { isUniqueViolation } from '../../db/unique-violation';
import { removeAttachmentFiles } from '../../files/attachment-images';
import { copyAttachmentFiles } from '../documents/document-attachments';
import {
  derivedDocument,
  documentLines,
  newDocumentDefaults,
  requireDocument,
} from '../documents/read-documents';
import { createDocument, documentInputOf } from '../documents/save-document';
import { quotationKind } from '../quotations/quotation-kind';
import { invoiceKind } from './invoice-kind';
import { getInvoice } from './invoices.service';

export async function convertQuotationToInvoice(
  ctx: AppContext,
  owner: OwnerId,
  quotationId: number,
): Promise<Invoice> {
  const quotation = await requireDocument(ctx, owner, quotationKind, { id: quotationId });
  if (quotation.is_void !== 0 || quotation.status !== 'approved') {
    throw new AppError('conflict', INVOICE_MESSAGES.convertNotApproved);
  }
  if (await derivedDocument(ctx, owner, quotation.id)) {
    throw new AppError('conflict', INVOICE_MESSAGES.alreadyConverted);
  }
  const defaults = await newDocumentDefaults(ctx, owner, invoiceKind);
  const input = {
    ...documentInputOf(quotation, await documentLines(ctx, owner, quotation.id)),
    date: defaults.date,
    validityTerm: defaults.termsDays,
  };
  const attachments = await copyAttachmentFiles(ctx, owner, quotation.id);
  let id: number;
  try {
    id = await createDocument(ctx, owner, invoiceKind, input, {
      sourceDocumentId: quotation.id,
      attachments,
    });
  } catch (error) {
    await removeAttachmentFiles(
      ctx,
      owner,
      attachments.map((file) => file.filename),
    );
    if (isUniqueViolation(error)) throw new AppError('conflict', INVOICE_MESSAGES.alreadyConverted);
    throw error;
  }
  return getInvoice(ctx, owner, { id });
}
