// What a client holds as credit (docs/decisions/0349): changed only inside the transaction that holds the
// invoice's lock, by what the change did to the invoice's excess (creditMinor) and kept credit, and by
// what was spent as 'Client credit' payments. Spending more than is held is refused, and never happens
// even when two spends race (a conditional update).
import { creditMinor } from '@tradebook/domain/documents/totals';
import { PAYMENT_MESSAGES } from '@tradebook/domain/invoices/payment-messages';
import type { InvoiceFigures } from '@tradebook/domain/invoices/invoice-status';
import { formatMoney } from '@tradebook/domain/money/money';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import type { DocumentRow } from '../documents/document-rows';
import { invoiceFigures } from './invoice-figures';
import { currencyById } from '../lookups/currencies';
import { addHeldCredit, findHeldCredit, takeHeldCredit, type CreditKey } from './client-credits.repository';

/** What an invoice's figures leave with the client: its excess plus what credit notes kept as credit. */
export function creditLeftBy(figures: InvoiceFigures, keptCreditMinor: number): number {
  const excess = creditMinor(
    figures.totalMinor,
    figures.paidMinor,
    figures.creditedMinor,
    figures.returnedMinor,
  );
  return excess + keptCreditMinor;
}

const moneyIn = (currencyId: number, minor: number) =>
  formatMoney(minor, currencyById(currencyId)?.symbol ?? '');

/** Changes what the client holds by `deltaMinor` (inside the caller's transaction). A fall below zero is
 * refused with `refusal` (given what is held now): 422 for a spend, 409 for a change that would take back
 * credit already spent. */
export async function changeClientCredit(
  ctx: AppContext,
  owner: OwnerId,
  key: CreditKey | null,
  deltaMinor: number,
  refusal: { code: 'validation' | 'conflict'; message: (held: string, missing: string) => string },
): Promise<void> {
  if (deltaMinor === 0 || key === null) return;
  if (deltaMinor > 0) {
    await addHeldCredit(ctx.db, owner, key, deltaMinor);
    return;
  }
  if (!(await takeHeldCredit(ctx.db, owner, key, -deltaMinor))) {
    const held = await findHeldCredit(ctx.db, owner, key);
    throw new AppError(
      refusal.code,
      refusal.message(moneyIn(key.currencyId, held), moneyIn(key.currencyId, -deltaMinor - held)),
    );
  }
}

export const SPEND_REFUSAL = {
  code: 'validation',
  message: (held: string) => PAYMENT_MESSAGES.creditNotEnough(held),
} as const;

export const TAKE_BACK_REFUSAL = {
  code: 'conflict',
  message: (_held: string, missing: string) => PAYMENT_MESSAGES.creditSpent(missing),
} as const;

/** A credit note was issued on `invoice` (as locked before it): the client's credit moves by what it kept
 * as credit and by what it changed of the invoice's excess, in the credit note's transaction. */
export async function followCreditNote(
  ctx: AppContext,
  owner: OwnerId,
  invoice: DocumentRow,
  after: { figures: InvoiceFigures; keptCreditMinor: number },
): Promise<void> {
  const before = creditLeftBy(invoiceFigures(invoice), invoice.kept_credit_minor);
  const delta = creditLeftBy(after.figures, after.keptCreditMinor) - before;
  const key = invoice.client_id ? { clientId: invoice.client_id, currencyId: invoice.currency_id } : null;
  await changeClientCredit(ctx, owner, key, delta, TAKE_BACK_REFUSAL);
}
