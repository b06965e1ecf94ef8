// credit_note/create_from_invoice (issue 17; docs/decisions/0315 and 0316): a credit note made from one of
// the owner's invoices, all of it or chosen lines and amounts. In one transaction the invoice is locked,
// then what its earlier credit notes credited is read, the lines and totals are worked out by the domain
// (never more than is left of a line or of the invoice), the credit note takes the next CN number and is
// stored with its lines (each naming the invoice line it credits), and the invoice's credited amount and
// status are set from it. Two credit notes of one invoice at the same moment therefore wait for each
// other, and the second sees the first (PostgreSQL's row lock; SQLite has a single writer); a refused one
// rolls back and uses no number. A request with an Idempotency-Key that already made a credit note answers
// that one (credit-note-key.ts, docs/decisions/0331).
import { CREDIT_NOTE_MESSAGES as M } from '@tradebook/domain/credit-notes/credit-note-messages';
import { CREDIT_NOTE_KIND } from '@tradebook/domain/credit-notes/credit-note-status';
import {
  applyCreditNote,
  creditLinesFor,
  creditNoteTotals,
  isCreditProblem,
  NOTHING_CREDITED,
  type CreditedSoFar,
  type CreditProblem,
} from '@tradebook/domain/credit-notes/credit-note-totals';
import type { CreateCreditNoteInput } from '@tradebook/domain/credit-notes/create-credit-note.schemas';
import { settledInvoiceStatus } from '@tradebook/domain/invoices/invoice-status';
import type { AppContext } from '../../app-context';
import { AppError } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { isUniqueViolation } from '../../db/unique-violation';
import { setDocumentCredited } from '../documents/document-lifecycle';
import type { DocumentRow, LineRow } from '../documents/document-rows';
import {
  documentLines,
  documentsMadeFrom,
  lockDocument,
  requireDocument,
  sumOfLinesMadeFrom,
  today,
} from '../documents/read-documents';
import { insertNumberedDocument } from '../documents/numbered-document';
import { inTransaction, type LineValues } from '../documents/save-document';
import { invoiceFigures, invoiceKind } from '../invoices/invoice-kind';
import { followCreditNote } from '../payments/client-credit';
import { creditNoteOfKey, keepCreditNoteKey, requestKeyOf, type RequestKey } from './credit-note-key';
import { creditNoteKind } from './credit-note-kind';

function refuse(problem: CreditProblem): never {
  throw problem.conflict
    ? new AppError('conflict', problem.problem)
    : new AppError('validation', [problem.problem]);
}

/** What the earlier credit notes of an invoice credited, added up. */
function creditedSoFar(creditNotes: DocumentRow[]): CreditedSoFar {
  return creditNotes.reduce(
    (sum, note) => ({
      itemsTotalMinor: sum.itemsTotalMinor + note.items_total_minor,
      discountMinor: sum.discountMinor + note.discount_minor,
      subtotalMinor: sum.subtotalMinor + note.subtotal_minor,
      tax1Minor: sum.tax1Minor + note.tax1_minor,
      tax2Minor: sum.tax2Minor + note.tax2_minor,
    }),
    NOTHING_CREDITED,
  );
}

/** The invoice may be credited: sent, paid or part paid, not void (a draft is simply changed). */
function assertCreditable(invoice: DocumentRow): void {
  if (invoice.is_void !== 0) throw new AppError('conflict', M.voidInvoice);
  if (invoice.status === 'draft') throw new AppError('conflict', M.draftInvoice);
}

/** Issues the credit note, or finds the one `key` already made for this request; answers its id. */
export async function issueCreditNote(
  ctx: AppContext,
  owner: OwnerId,
  input: CreateCreditNoteInput,
  key?: string,
): Promise<number> {
  // 404 for an invoice that is not the owner's, before anything else is said about it.
  const seen = await requireDocument(ctx, owner, invoiceKind, { id: input.invoiceId });
  const requestKey = requestKeyOf(key, input);
  // A repeat answers what the first request made, whatever became of the invoice since.
  const repeated = await creditNoteOfKey(ctx, owner, requestKey);
  if (repeated !== undefined) return repeated;
  assertCreditable(seen);
  const date = input.date ?? today(ctx);
  if (date < seen.document_date) throw new AppError('validation', [M.dateBeforeInvoice]);

  try {
    return await issueLocked(ctx, owner, input, { invoiceId: seen.id, date, requestKey });
  } catch (error) {
    // The same key at the same moment on another invoice (the lock did not order the two): the key's
    // primary key let one in; this one answers as its repeat, or 409.
    if (!(requestKey && isUniqueViolation(error))) throw error;
    const made = await creditNoteOfKey(ctx, owner, requestKey);
    if (made === undefined) throw error;
    return made;
  }
}

function issueLocked(
  ctx: AppContext,
  owner: OwnerId,
  input: CreateCreditNoteInput,
  at: { invoiceId: number; date: string; requestKey: RequestKey | undefined },
): Promise<number> {
  const { date, requestKey } = at;
  return ctx.db.transaction().execute(async (trx) => {
    const within = inTransaction(ctx, trx);
    // Everything below is decided on the invoice as locked here.
    const invoice = await lockDocument(within, owner, invoiceKind, at.invoiceId);
    // Read after the lock: a repeat that waited for the first request sees its credit note.
    const repeated = await creditNoteOfKey(within, owner, requestKey);
    if (repeated !== undefined) return repeated;
    assertCreditable(invoice);
    const invoiceLines = await documentLines(within, owner, invoice.id);
    const creditedByLine = await sumOfLinesMadeFrom(within, owner, invoiceLines);
    const picked = creditLinesFor(
      invoiceLines.map((line) => ({
        id: line.id,
        name: line.name,
        quantityMilli: line.quantity_milli,
        unitPriceMinor: line.unit_price_minor,
        lineTotalMinor: line.line_total_minor,
        creditedMinor: creditedByLine.get(line.id) ?? 0,
      })),
      input.lines,
    );
    if (isCreditProblem(picked)) refuse(picked);

    const earlier = creditedSoFar(await documentsMadeFrom(within, owner, invoice.id, CREDIT_NOTE_KIND));
    const totals = creditNoteTotals(
      {
        itemsTotalMinor: invoice.items_total_minor,
        discountMinor: invoice.discount_minor,
        discountPercentMilli: invoice.discount_type === 'percent' ? invoice.discount_percent_milli : null,
        taxRates: [invoice.tax1_percent_milli, invoice.tax2_percent_milli],
      },
      earlier,
      picked,
    );
    const outcome = applyCreditNote(invoiceFigures(invoice), totals.grandTotalMinor, input.settlement);
    if (isCreditProblem(outcome)) refuse(outcome);

    const byId = new Map(invoiceLines.map((line) => [line.id, line]));
    const lines = picked.map((credit): LineValues => {
      const line = byId.get(credit.lineId) as LineRow;
      return {
        name: line.name,
        description: line.description,
        quantity_milli: credit.quantityMilli,
        unit_price_minor: credit.unitPriceMinor,
        line_total_minor: credit.lineTotalMinor,
        line_type: line.line_type,
        item_no: line.item_no,
        category_id: line.category_id,
        category_type: line.category_type,
        source_line_id: line.id,
      };
    });
    const {
      row: { id },
    } = await insertNumberedDocument(
      within,
      owner,
      creditNoteKind,
      {
        client_id: invoice.client_id,
        document_date: date,
        terms_days: 0,
        due_date: date,
        status: 'issued',
        currency_id: invoice.currency_id,
        // The invoice's currency, at the invoice's rate (ADR 0391).
        exchange_rate_micro: invoice.exchange_rate_micro,
        notes: input.notes,
        // The invoice's discount, as it applies to what is credited (its percent, or its share of an amount).
        discount_type: invoice.discount_type,
        discount_percent_milli: invoice.discount_type === 'percent' ? invoice.discount_percent_milli : 0,
        discount_amount_minor: invoice.discount_type === 'percent' ? 0 : totals.discountMinor,
        tax1_name: invoice.tax1_name,
        tax1_percent_milli: invoice.tax1_percent_milli,
        tax2_name: invoice.tax2_name,
        tax2_percent_milli: invoice.tax2_percent_milli,
        items_total_minor: totals.itemsTotalMinor,
        discount_minor: totals.discountMinor,
        subtotal_minor: totals.subtotalMinor,
        tax1_minor: totals.tax1Minor,
        tax2_minor: totals.tax2Minor,
        total_minor: totals.grandTotalMinor,
        refunded_minor: outcome.refundedMinor,
        kept_credit_minor: outcome.keptCreditMinor,
        source_document_id: invoice.id,
      },
      lines,
    );
    await keepCreditNoteKey(within, owner, requestKey, id);
    await setDocumentCredited(within, owner, invoice.id, {
      creditedMinor: outcome.invoice.creditedMinor,
      refundedMinor: invoice.refunded_minor + outcome.refundedMinor,
      keptCreditMinor: invoice.kept_credit_minor + outcome.keptCreditMinor,
      status: settledInvoiceStatus(outcome.invoice, invoice.sent_at === null ? 'draft' : 'sent'),
    });
    await followCreditNote(within, owner, invoice, {
      figures: outcome.invoice,
      keptCreditMinor: invoice.kept_credit_minor + outcome.keptCreditMinor,
    });
    return id;
  });
}
