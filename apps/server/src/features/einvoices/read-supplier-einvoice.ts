// E-invoices in (docs/decisions/0321): a supplier's e-invoice uploaded by the owner is read for the
// expense form to show (expense/read_einvoice), then read again when the expense is saved and kept,
// byte for byte, as its receipt (create_expense with `einvoice`). Only a file that parses as an e-invoice
// and passes its XML schema is read or kept; it is stored under a name the server makes, private to
// the owner like every receipt. Both calls count towards the owner's limit of e-invoices read a minute,
// and every file is read in a reading thread within limits (docs/decisions/0323).
import type { ReadEInvoiceAnswer } from '@tradebook/domain/einvoices/einvoice.schemas';
import { fromMinor } from '@tradebook/domain/money/money';
import type { AppContext } from '../../app-context';
import { AppError, type ErrorCode } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { EInvoiceReadError, readEInvoice, READ_MESSAGES, type ReadEInvoice } from './engine/read-einvoice';
import type { ReadErrorKind } from './engine/read-messages';
import { limitHeavyWork } from '../accounts/heavy-work-limits';
import type { StoredAttachment } from '../../files/attachment-images';
import { isUploadedFile } from '../../uploaded-file';
import { findCurrency } from '../lookups/currencies';

export const CREDIT_NOTE_MESSAGE =
  'This is a credit note: it lowers what you owe the supplier, so it is not recorded as an expense.';

const CODE_OF: Record<ReadErrorKind, ErrorCode> = {
  unsupported: 'unsupported_media_type',
  invalid: 'validation',
  too_large: 'payload_too_large',
  busy: 'unavailable',
};

/** Reads an uploaded file as `owner`'s e-invoice: 429 past the owner's limit a minute, then 415, 422,
 * 413 or 503 with a message for the owner when it is not read. */
export async function readSupplierEInvoice(
  ctx: AppContext,
  owner: OwnerId,
  file: unknown,
): Promise<ReadEInvoice & { data: Buffer; name: string }> {
  if (!isUploadedFile(file) || file.data.length === 0) {
    throw new AppError('unsupported_media_type', READ_MESSAGES.notEInvoice);
  }
  await limitHeavyWork(ctx, owner, 'einvoice');
  try {
    return { ...(await readEInvoice(file.data)), data: file.data, name: file.filename };
  } catch (error) {
    if (!(error instanceof EInvoiceReadError)) throw error;
    const code = CODE_OF[error.kind];
    throw new AppError(code, code === 'validation' ? [error.message] : error.message);
  }
}

export function readAnswerOf(read: ReadEInvoice): ReadEInvoiceAnswer {
  return {
    format: read.fromPdf ? 'facturx' : read.syntax,
    type_code: read.typeCode,
    vendor: read.vendor,
    invoice_number: read.number,
    expense_date: read.issueDate,
    currency_code: read.currency,
    currency_id: findCurrency(read.currency)?.id ?? null,
    net: fromMinor(read.netMinor),
    vat: fromMinor(read.vatMinor),
    amount: fromMinor(read.totalMinor),
    due: fromMinor(read.dueMinor),
  };
}

export interface SupplierReceipt {
  stored: StoredAttachment;
  invoiceNumber: string;
  netMinor: number;
  vatMinor: number;
}

/** Reads the e-invoice an expense is saved with and keeps the original file; the caller removes the
 * file again if the expense is not saved. A credit note is refused (422). */
export async function storeSupplierEInvoice(
  ctx: AppContext,
  owner: OwnerId,
  file: unknown,
): Promise<SupplierReceipt> {
  const read = await readSupplierEInvoice(ctx, owner, file);
  if (read.typeCode === '381') throw new AppError('validation', [CREDIT_NOTE_MESSAGE]);
  const filename = await ctx.files.save(owner, read.data, read.fromPdf ? 'pdf' : 'xml');
  return {
    stored: { filename, original_name: read.name.slice(0, 200), size_bytes: read.data.length },
    invoiceNumber: read.number.slice(0, 200),
    netMinor: read.netMinor,
    vatMinor: read.vatMinor,
  };
}
