// What the VAT return's cash basis adds up (docs/decisions/0365-vat-return.md): the payments received in
// a period on issued invoices, by the invoice's rate, each carrying its share of the invoice's VAT. The
// share is worked out in the statement as the domain's vatShareOfPayment does (tax/vat-return.ts): the
// VAT x paid-after / total less VAT x paid-before / total, each rounded half up, so the shares of a fully
// paid invoice add up to its VAT. One statement: the payments of the period from payments_by_date
// (migration 20261130T1400), what
// was paid before each from payments_document_id.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';

export interface ReceivedByRate {
  rateMilli: number;
  grossMinor: number;
  vatMinor: number;
  count: number;
}

export async function sumReceivedByRate(
  db: Kysely<Database>,
  owner: OwnerId,
  period: { from: string; to: string; currencyId: number },
): Promise<ReceivedByRate[]> {
  const { rows } = await sql<{ rate: unknown; gross: unknown; vat: unknown; count: unknown }>`
    select rate, sum(amount) as gross,
      sum(case when total > 0
        then (2 * vat * (before + amount) + total) / (2 * total) - (2 * vat * before + total) / (2 * total)
        else 0 end) as vat,
      count(*) as count
    from (
      select d.tax1_percent_milli as rate, p.amount_minor as amount, d.total_minor as total,
        d.tax1_minor + d.tax2_minor as vat,
        (select coalesce(sum(q.amount_minor), 0) from payments q
          where q.document_id = p.document_id and q.user_id = p.user_id
            and (q.payment_date < p.payment_date or (q.payment_date = p.payment_date and q.id < p.id))
        ) as before
      from payments p
      join documents d on d.id = p.document_id and d.user_id = p.user_id
      where p.user_id = ${owner} and p.payment_date >= ${period.from} and p.payment_date <= ${period.to}
        and d.kind = 'invoice' and d.is_void = 0 and d.currency_id = ${period.currencyId}
    ) received
    group by rate`.execute(db);
  return rows.map((row) => ({
    rateMilli: Number(row.rate),
    grossMinor: Number(row.gross),
    vatMinor: Number(row.vat),
    count: Number(row.count),
  }));
}
