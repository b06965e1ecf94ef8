// What happens to an invoice after it is written (docs/reference/invoices.md 'Statuses',
// docs/reference/documents.md 'Numbers'): payments, e-mailing (sent unless already partpaid or paid), void
// (kept and numbered, no more payments or changes) and the one delete the numbering allows: the latest
// invoice while it is a draft that was never sent and has no payment, whose number the next invoice then
// gets. The engine carries each out.
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import { INVOICE_STATUSES } from '@tradebook/domain/invoices/invoice-status';
import type { Invoice } from '@tradebook/domain/invoices/invoice.schemas';
import type { AddPaymentInput } from '@tradebook/domain/invoices/payment.schemas';
import type { DocumentMailFields } from '@tradebook/domain/documents/document-mail.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { removeDocument, voidDocument, type DeleteGuard } from '../documents/document-lifecycle';
import { emailDocument } from '../documents/email-document';
import { requireDocument } from '../documents/read-documents';
import { releaseNumber } from '../numbering/numbering.service';
import { invoiceKind } from './invoice-kind';
import { getInvoice } from './invoices.service';
import { recordPayment } from '../payments/record-payment';

/** invoice/add_payment: answers the invoice with its new paid amount, due and status. */
export async function addPayment(
  ctx: AppContext,
  owner: OwnerId,
  input: AddPaymentInput,
  key: string | undefined,
): Promise<Invoice> {
  // 404 for an invoice that is not the owner's, before anything else is said about it.
  await requireDocument(ctx, owner, invoiceKind, { id: input.invoiceId });
  await recordPayment(ctx, owner, input.invoiceId, input, key);
  return getInvoice(ctx, owner, { id: input.invoiceId });
}

/** Voiding twice is harmless: the answer is the same. Payments already recorded stay on record. An invoice
 * with credit notes is not voided: they already cancel part of it, and what is left is credited too. */
export async function voidInvoice(ctx: AppContext, owner: OwnerId, invoiceId: number): Promise<Invoice> {
  const row = await requireDocument(ctx, owner, invoiceKind, { id: invoiceId });
  // Decided in the statement that voids it: a credit note issued meanwhile is seen.
  const uncredited = { statuses: INVOICE_STATUSES, uncredited: true };
  if (!(await voidDocument(ctx, owner, row, uncredited))) {
    throw new AppError('conflict', INVOICE_MESSAGES.voidCredited);
  }
  return getInvoice(ctx, owner, { id: row.id });
}

/** Only the latest unsent draft without payments, decided on the invoice as locked in the delete's
 * transaction; its number is given back there too, so a create at the same moment gets the next one. */
const latestUnsentDraft: DeleteGuard = async (ctx, owner, locked) => {
  const deletable =
    locked.is_void === 0 &&
    locked.status === 'draft' &&
    locked.sent_at === null &&
    locked.paid_minor === 0 &&
    locked.credited_minor === 0;
  if (!deletable || !(await releaseNumber(ctx.db, owner, invoiceKind.numberKind, locked.number))) {
    throw new AppError('conflict', INVOICE_MESSAGES.deleteRefused);
  }
};

/** delete_invoice. A client_id that is sent must be the invoice's client (404 otherwise). */
export async function deleteInvoice(
  ctx: AppContext,
  owner: OwnerId,
  input: { invoiceId: number; clientId: number | null },
): Promise<void> {
  const row = await requireDocument(ctx, owner, invoiceKind, { id: input.invoiceId });
  await removeDocument(ctx, owner, invoiceKind, row, input.clientId, latestUnsentDraft);
}

/** invoice/emailSent: the PDF to the client; the invoice becomes sent unless it is partpaid or paid. */
export async function emailInvoice(
  ctx: AppContext,
  owner: OwnerId,
  number: string,
  composed?: DocumentMailFields,
): Promise<Invoice> {
  const row = await requireDocument(ctx, owner, invoiceKind, { number });
  await emailDocument(ctx, owner, invoiceKind, row, composed);
  return getInvoice(ctx, owner, { id: row.id });
}
