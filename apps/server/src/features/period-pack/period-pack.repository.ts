// What the period pack counts before it starts and what its profit and loss adds up
// (docs/decisions/0382-period-pack-streamed-with-a-counted-progress.md): each one statement on the
// owner's date indexes, whatever the number of records. Counts stop at a cap (a subquery with a limit), so
// a pack too large is refused after reading at most cap + 1 index entries.
import { sql, type Kysely } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';

export interface PackRange {
  from: string;
  to: string;
}

export interface PackCounts {
  invoices: number;
  creditNotes: number;
  /** Issued documents that are not void: those an e-invoice may be made of. */
  einvoices: number;
  expenses: number;
  receipts: number;
}

/** How many documents of the pack (issued invoices and credit notes, void ones too) and receipts, each
 * counted no further than `upTo`, and the expenses of the range. */
export async function countPackRecords(
  db: Kysely<Database>,
  owner: OwnerId,
  range: PackRange,
  upTo: number,
): Promise<PackCounts> {
  const { rows } = await sql<{
    invoices: unknown;
    credit_notes: unknown;
    einvoices: unknown;
    expenses: unknown;
    receipts: unknown;
  }>`select
      (select count(*) from (select d.id from documents d
        where d.user_id = ${owner} and d.kind = 'invoice' and d.status <> 'draft'
          and d.document_date >= ${range.from} and d.document_date <= ${range.to}
        limit ${upTo}) capped) as invoices,
      (select count(*) from (select d.id from documents d
        where d.user_id = ${owner} and d.kind = 'credit_note'
          and d.document_date >= ${range.from} and d.document_date <= ${range.to}
        limit ${upTo}) capped) as credit_notes,
      (select count(*) from (select d.id from documents d
        where d.user_id = ${owner} and d.kind in ('invoice', 'credit_note') and d.status <> 'draft'
          and d.is_void = 0 and d.document_date >= ${range.from} and d.document_date <= ${range.to}
        limit ${upTo}) capped) as einvoices,
      (select count(*) from expenses e
        where e.user_id = ${owner} and e.expense_date >= ${range.from} and e.expense_date <= ${range.to})
        as expenses,
      (select count(*) from (select r.id from expense_receipts r
        join expenses e on e.id = r.expense_id and e.user_id = r.user_id
        where r.user_id = ${owner} and e.expense_date >= ${range.from} and e.expense_date <= ${range.to}
        limit ${upTo}) capped) as receipts`.execute(db);
  const row = rows[0];
  return {
    invoices: Number(row?.invoices ?? 0),
    creditNotes: Number(row?.credit_notes ?? 0),
    einvoices: Number(row?.einvoices ?? 0),
    expenses: Number(row?.expenses ?? 0),
    receipts: Number(row?.receipts ?? 0),
  };
}

export interface MonthFigures {
  /** '2026-04' */
  month: string;
  /** Sales before VAT: issued invoices, less credit notes. */
  incomeMinor: number;
  /** Expenses before the VAT that can be reclaimed (VAT that cannot is a cost). */
  costsMinor: number;
}

/** The profit and loss of the range by month, in the business's currency: one grouped statement over
 * issued, not void invoices and credit notes (as negatives) and the expenses. */
export async function sumProfitAndLossByMonth(
  db: Kysely<Database>,
  owner: OwnerId,
  range: PackRange & { currencyId: number },
): Promise<MonthFigures[]> {
  const { rows } = await sql<{ month: string; income: unknown; costs: unknown }>`select month,
      sum(income) as income, sum(costs) as costs
    from (
      select substr(d.document_date, 1, 7) as month,
        case when d.kind = 'credit_note' then -d.subtotal_minor else d.subtotal_minor end as income,
        0 as costs
      from documents d
      where d.user_id = ${owner} and d.kind in ('invoice', 'credit_note') and d.is_void = 0
        and d.status <> 'draft' and d.document_date >= ${range.from} and d.document_date <= ${range.to}
        and d.currency_id = ${range.currencyId}
      union all
      select substr(e.expense_date, 1, 7) as month, 0 as income,
        e.amount_minor - case when e.vat_reclaimable = 1 then coalesce(e.tax_minor, 0) else 0 end as costs
      from expenses e
      where e.user_id = ${owner} and e.expense_date >= ${range.from} and e.expense_date <= ${range.to}
        and e.currency_id = ${range.currencyId}
    ) figures
    group by month
    order by month`.execute(db);
  return rows.map((row) => ({
    month: String(row.month),
    incomeMinor: Number(row.income),
    costsMinor: Number(row.costs),
  }));
}
