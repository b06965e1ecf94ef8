// Years of quotations or invoices in seconds, written straight into the database (not through the calls,
// which would take minutes for 100,000), for the scale tests and the benchmarks; their clients come from
// catalogue-seed.ts. Every figure is what the server itself would have stored: totals from
// calculateTotals, numbers in sequence, an invoice's paid amount from its payment, the search text and
// list version set by the database's own triggers.
import { calculateTotals } from '@tradebook/domain/documents/totals';
import { applyPayment } from '@tradebook/domain/invoices/invoice-status';
import type { Kysely } from 'kysely';
import type { OwnerId } from '../src/db/owner';
import type { Database } from '../src/db/schema';

const BATCH = 200;

function dayOf(from: string, to: string, index: number, count: number): string {
  const start = Date.parse(`${from}T00:00:00Z`);
  const span = Date.parse(`${to}T00:00:00Z`) - start;
  const day = start + Math.floor((span * index) / Math.max(1, count - 1) / 86_400_000) * 86_400_000;
  return new Date(day).toISOString().slice(0, 10);
}

interface SeedOptions {
  count: number;
  clientIds: number[];
  from: string;
  to: string;
  linesPerDocument?: number;
}

/** What an invoice of the seed is, by its index: of every ten, one void draft, three drafts, two sent,
 * two part paid (one payment of half) and two paid (one payment of the whole). Due 14 days on. */
function invoiceState(index: number, totalMinor: number) {
  const slot = index % 10;
  const paidMinor = slot >= 8 ? totalMinor : slot >= 6 ? Math.floor(totalMinor / 2) : 0;
  const status = slot >= 8 ? 'paid' : slot >= 6 ? 'partpaid' : slot >= 4 ? 'sent' : 'draft';
  return { status, isVoid: slot === 0 ? 1 : 0, paidMinor };
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * `count` draft quotations of `linesPerDocument` lines, numbered QUO-000001 on, dated evenly from `from`
 * to `to`, each for the next client in turn. The owner's QUO sequence continues after them.
 */
export function seedQuotations(db: Kysely<Database>, owner: OwnerId, options: SeedOptions): Promise<void> {
  return seedDocuments(db, owner, 'quotation', options);
}

/**
 * `count` invoices like the quotations of seedQuotations, numbered INV-000001 on, in every state (see
 * invoiceState), many of them overdue by now. The owner's INV sequence continues after them.
 */
export function seedInvoices(db: Kysely<Database>, owner: OwnerId, options: SeedOptions): Promise<void> {
  return seedDocuments(db, owner, 'invoice', options);
}

/**
 * `count` credit notes like the quotations of seedQuotations, numbered CN-000001 on, all issued (they
 * credit no invoice of the seed: the lists and their limits only need the rows). The owner's CN sequence
 * continues after them.
 */
export function seedCreditNotes(db: Kysely<Database>, owner: OwnerId, options: SeedOptions): Promise<void> {
  return seedDocuments(db, owner, 'credit_note', options);
}

const PREFIXES = { quotation: 'QUO', invoice: 'INV', credit_note: 'CN' } as const;
const TERMS = { quotation: 28, invoice: 14, credit_note: 0 } as const;

async function seedDocuments(
  db: Kysely<Database>,
  owner: OwnerId,
  kind: keyof typeof PREFIXES,
  options: SeedOptions,
): Promise<void> {
  const prefix = PREFIXES[kind];
  const lineCount = options.linesPerDocument ?? 3;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < options.count; start += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, options.count - start) }, (_, offset) => {
        const index = start + offset;
        const lines = Array.from({ length: lineCount }, (_, line) => ({
          quantityMilli: 1000 * (1 + ((index + line) % 4)),
          unitPriceMinor: 1250 + ((index * 37 + line * 101) % 50_000),
        }));
        const totals = calculateTotals({
          lines,
          discount: { type: 'percent', value: 0 },
          taxRates: [20_000, 0],
        });
        const date = dayOf(options.from, options.to, index, options.count);
        const state =
          kind === 'invoice'
            ? invoiceState(index, totals.grandTotalMinor)
            : { status: kind === 'credit_note' ? 'issued' : 'draft', isVoid: 0, paidMinor: 0 };
        return { index, date, lines, totals, state };
      });
      const ids = await trx
        .insertInto('documents')
        .values(
          batch.map(({ index, date, totals, state }) => ({
            user_id: owner,
            kind,
            number: `${prefix}-${String(index + 1).padStart(6, '0')}`,
            client_id: options.clientIds[index % options.clientIds.length] as number,
            document_date: date,
            terms_days: TERMS[kind],
            due_date: addDays(date, TERMS[kind]),
            status: state.status,
            is_void: state.isVoid,
            paid_minor: state.paidMinor,
            currency_id: 826,
            notes: index % 3 === 0 ? 'Payment within 28 days.' : '',
            discount_type: 'percent',
            discount_percent_milli: 0,
            discount_amount_minor: 0,
            tax1_name: 'VAT',
            tax1_percent_milli: 20_000,
            tax2_name: 'Tax-2',
            tax2_percent_milli: 0,
            items_total_minor: totals.itemsTotalMinor,
            discount_minor: totals.discountMinor,
            subtotal_minor: totals.subtotalMinor,
            tax1_minor: totals.tax1Minor,
            tax2_minor: totals.tax2Minor,
            total_minor: totals.grandTotalMinor,
            sent_at: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      const lines = batch.flatMap(({ lines: documentLines, totals }, offset) =>
        documentLines.map((line, position) => ({
          user_id: owner,
          document_id: Number(ids[offset]?.id),
          position,
          name: `Item ${position + 1}`,
          description: 'Supplied and fitted',
          quantity_milli: line.quantityMilli,
          unit_price_minor: line.unitPriceMinor,
          line_total_minor: totals.lineTotalsMinor[position] ?? 0,
          line_type: 'parts',
          item_no: '',
          category_id: null,
          category_type: '',
        })),
      );
      for (let at = 0; at < lines.length; at += BATCH) {
        await trx
          .insertInto('document_lines')
          .values(lines.slice(at, at + BATCH))
          .execute();
      }
      const payments = batch.flatMap(({ date, totals, state }, offset) => {
        if (state.paidMinor === 0) return [];
        const outcome = applyPayment(
          { totalMinor: totals.grandTotalMinor, paidMinor: 0, creditedMinor: 0, returnedMinor: 0 },
          state.paidMinor,
        );
        return [
          {
            user_id: owner,
            document_id: Number(ids[offset]?.id),
            amount_minor: state.paidMinor,
            payment_date: date,
            method: 'Bank transfer',
            description: '',
            due_before_minor: outcome.dueBeforeMinor,
            status: outcome.paymentStatus,
            idempotency_key: null,
            created_at: now,
          },
        ];
      });
      if (payments.length > 0) await trx.insertInto('payments').values(payments).execute();
    }
    await trx
      .insertInto('number_sequences')
      .values({ user_id: owner, kind: prefix, next_value: options.count + 1 })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'kind']).doUpdateSet({ next_value: options.count + 1 }),
      )
      .execute();
  });
}
