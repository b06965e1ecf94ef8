// After an invoice's payments changed (one recorded, edited or deleted), inside the transaction that holds
// the invoice's lock: its paid amount is set from the sum of its payments (never a counter moved by the
// change, so it cannot drift), its status follows from that, and what the client holds as credit moves by
// what the change did to the invoice's excess, less what was spent from it as 'Client credit'.
import { settledInvoiceStatus } from '@tradebook/domain/invoices/invoice-status';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { setDocumentPaid } from '../documents/document-lifecycle';
import type { DocumentRow } from '../documents/document-rows';
import { invoiceFigures } from './invoice-figures';
import { changeClientCredit, creditLeftBy, SPEND_REFUSAL, TAKE_BACK_REFUSAL } from './client-credit';
import { sumPayments } from './payments.repository';

export interface PaymentsChange {
  /** How much more of the client's credit the invoice's payments now spend (negative: given back). */
  creditSpentMinor: number;
}

export function creditKeyOf(invoice: Pick<DocumentRow, 'client_id' | 'currency_id'>) {
  return invoice.client_id ? { clientId: invoice.client_id, currencyId: invoice.currency_id } : null;
}

/** Answers the invoice's new paid amount and status. */
export async function settleInvoicePayments(
  ctx: AppContext,
  owner: OwnerId,
  before: DocumentRow,
  change: PaymentsChange,
): Promise<{ paidMinor: number; status: string }> {
  const figuresBefore = invoiceFigures(before);
  const paidMinor = await sumPayments(ctx.db, owner, before.id);
  const figures = { ...figuresBefore, paidMinor };
  // Nothing paid any more: sent if it went out, else a draft again.
  const unsettled = before.sent_at !== null || before.status === 'sent' ? 'sent' : 'draft';
  const status = settledInvoiceStatus(figures, unsettled);
  const excessDelta =
    creditLeftBy(figures, before.kept_credit_minor) - creditLeftBy(figuresBefore, before.kept_credit_minor);
  const key = creditKeyOf(before);
  // A spend first (so what this payment leaves over cannot pay for itself), then the excess it changed.
  if (change.creditSpentMinor > 0) {
    await changeClientCredit(ctx, owner, key, -change.creditSpentMinor, SPEND_REFUSAL);
  }
  const rest = excessDelta - Math.min(0, change.creditSpentMinor);
  await changeClientCredit(ctx, owner, key, rest, TAKE_BACK_REFUSAL);
  await setDocumentPaid(ctx, owner, before.id, { paidMinor, status });
  return { paidMinor, status };
}
