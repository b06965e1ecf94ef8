// The invoice use cases the routes call: read, list, number, save (with the Payment dialog's payment) and
// line edits. Each is the document engine (features/documents) run with the invoice kind, answered in the
// spec's invoice shape.
import type { Page } from '@tradebook/domain/api/envelope';
import { CREDIT_NOTE_KIND } from '@tradebook/domain/credit-notes/credit-note-status';
import { INVOICE_MESSAGES } from '@tradebook/domain/invoices/invoice-messages';
import type { InvoiceListRequest } from '@tradebook/domain/invoices/list-invoices.schemas';
import type { EditInvoiceLineInput } from '@tradebook/domain/invoices/invoice-requests.schemas';
import type { Invoice, InvoiceItem, InvoiceListRow } from '@tradebook/domain/invoices/invoice.schemas';
import type { InvoiceInput, UpdateInvoiceInput } from '@tradebook/domain/invoices/save-invoice.schemas';
import type { PaymentInput } from '@tradebook/domain/invoices/payment.schemas';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { isUniqueViolation } from '../../db/unique-violation';
import { listDocumentsAs } from '../documents/list-documents';
import {
  documentsMadeFrom,
  newDocumentDefaults,
  newDocumentDefaultsAnswer,
  readDocumentParts,
  createdOrRead,
  sumOfLinesMadeFrom,
  type CreatedDocument,
  type DocumentRef,
} from '../documents/read-documents';
import { editDocumentLine, getDocumentLine } from '../documents/edit-document-line';
import { createAndAnswer, updateDocumentContent } from '../documents/save-document';
import type { CreateOptions, WithinSave } from '../documents/store-draft';
import { vatLockOf } from '../documents/vat-lock';
import { invoiceKind } from './invoice-kind';
import { toInvoice, toInvoiceItem, toInvoiceListRow } from './invoice-response';
import { listInvoicePayments } from '../payments/list-payments';
import { invoiceOfKey, recordPaymentWithin } from '../payments/record-payment';

/** `created`: the invoice was made in this request, so nothing has been made from it yet, and its
 * client and attachments are known (docs/decisions/0432-a-create-answers-from-what-it-checked.md); when
 * its create recorded nothing with it, its row and lines are those stored and it has no payments
 * (docs/decisions/0434-a-create-reads-its-client-and-taxes-at-once.md). */
export async function getInvoice(
  ctx: AppContext,
  owner: OwnerId,
  by: DocumentRef,
  options: { created?: CreatedDocument } = {},
): Promise<Invoice> {
  const row = await createdOrRead(ctx, owner, invoiceKind, by, options.created);
  const parts = await readDocumentParts(ctx, owner, invoiceKind, row, options);
  // Only an invoice something was credited on has credit notes to read.
  const credits =
    row.credited_minor > 0
      ? {
          creditNotes: await documentsMadeFrom(ctx, owner, row.id, CREDIT_NOTE_KIND),
          creditedByLine: await sumOfLinesMadeFrom(ctx, owner, parts.lines),
        }
      : { creditNotes: [], creditedByLine: new Map<number, number>() };
  // An invoice just stored with nothing recorded within its create (ADR 0434) has no payments yet.
  const payments = options.created?.stored ? [] : await listInvoicePayments(ctx, owner, row.id);
  return {
    ...toInvoice(parts, payments, credits),
    locked_by_vat_return: await vatLockOf(ctx, owner, row),
  };
}

export async function listInvoices(
  ctx: AppContext,
  owner: OwnerId,
  request: InvoiceListRequest,
): Promise<Page<InvoiceListRow>> {
  return listDocumentsAs(ctx, owner, invoiceKind, request, toInvoiceListRow);
}

/** get_invoice_number: the number the next invoice will get (response.response.response, where the spec
 * reads it), with the defaults of a new invoice (today, invoice_days terms, currency, tax lines). */
export async function getNextInvoiceNumber(
  ctx: AppContext,
  owner: OwnerId,
  signedIn?: { currency_id: number },
) {
  const defaults = await newDocumentDefaults(ctx, owner, invoiceKind, signedIn);
  return {
    response: { response: defaults.number },
    invoice_number: defaults.number,
    invoice_date: defaults.date,
    ...newDocumentDefaultsAnswer(defaults),
  };
}

/** The payment a save carries, recorded in the save's transaction. */
function paymentWithin(
  owner: OwnerId,
  payment: PaymentInput | undefined,
  key: string | undefined,
): WithinSave | undefined {
  if (!payment) return undefined;
  return async (trx, invoiceId) => {
    await recordPaymentWithin(trx, owner, invoiceId, payment, key);
  };
}

const isKeyReused = (error: unknown) =>
  error instanceof AppError && error.messages === INVOICE_MESSAGES.idempotencyKeyReused;

/** create_invoice: a draft, and the payment it carries. Sent again with the same Idempotency-Key (a
 * double click), it answers the invoice the first request made rather than making a second. */
export async function createInvoice(
  ctx: AppContext,
  owner: OwnerId,
  input: InvoiceInput,
  key: string | undefined,
  options: Pick<CreateOptions, 'signedIn'> = {},
): Promise<Invoice> {
  const repeated = await invoiceOfKey(ctx, owner, key, input.payment);
  if (repeated !== undefined) return getInvoice(ctx, owner, { id: repeated });
  try {
    return await createAndAnswer(
      ctx,
      owner,
      invoiceKind,
      input,
      { ...options, within: paymentWithin(owner, input.payment, key) },
      (within, id, created) => getInvoice(within, owner, { id }, { created }),
    );
  } catch (error) {
    // The same request at the same moment: the other one recorded the key's payment first, on the invoice
    // it made (seen by the key's unique index, or by the check under the lock, which finds the payment
    // on another invoice), and this create rolled back. The other's invoice is the answer.
    const raced = isUniqueViolation(error) || isKeyReused(error);
    const first = raced ? await invoiceOfKey(ctx, owner, key, input.payment) : undefined;
    if (first === undefined) throw error;
    return getInvoice(ctx, owner, { id: first });
  }
}

/** update_invoice: content changes while the invoice is a draft with no payment (409 otherwise; ADR 0317);
 * a payment it carries is recorded with it. */
export async function updateInvoice(
  ctx: AppContext,
  owner: OwnerId,
  input: UpdateInvoiceInput,
  key: string | undefined,
): Promise<Invoice> {
  // Sent again with the same Idempotency-Key (a double click): the first request recorded the payment,
  // which fixed the invoice's content, so the repeat is answered with the invoice rather than a 409.
  const isRepeat = async () => {
    const first = await invoiceOfKey(ctx, owner, key, input.payment);
    if (first !== undefined && first !== input.documentId) {
      throw new AppError('conflict', INVOICE_MESSAGES.idempotencyKeyReused);
    }
    return first !== undefined;
  };
  if (await isRepeat()) return getInvoice(ctx, owner, { id: input.documentId });
  try {
    await updateDocumentContent(ctx, owner, invoiceKind, input, {
      within: paymentWithin(owner, input.payment, key),
    });
  } catch (error) {
    // The same request at the same moment: the other one's payment made this one's write find the
    // invoice no longer editable (or hit the key's unique index).
    const raced = isUniqueViolation(error) || (error instanceof AppError && error.code === 'conflict');
    if (!raced || !(await isRepeat())) throw error;
  }
  return getInvoice(ctx, owner, { id: input.documentId });
}

/** invoice/eachItemDetail: one line of the owner's invoice. */
export async function getInvoiceLine(
  ctx: AppContext,
  owner: OwnerId,
  ref: { invoiceId: number; lineId: number },
): Promise<InvoiceItem> {
  const line = await getDocumentLine(ctx, owner, invoiceKind, {
    documentId: ref.invoiceId,
    lineId: ref.lineId,
  });
  return toInvoiceItem(line, (await sumOfLinesMadeFrom(ctx, owner, [line])).get(line.id));
}

/** invoice/eachItemDetail/edit: one line of an editable invoice, the totals computed again. */
export async function editInvoiceLine(
  ctx: AppContext,
  owner: OwnerId,
  input: EditInvoiceLineInput,
): Promise<Invoice> {
  await editDocumentLine(ctx, owner, invoiceKind, input);
  return getInvoice(ctx, owner, { id: input.documentId });
}
