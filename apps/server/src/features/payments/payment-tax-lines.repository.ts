// The payments behind the sales figures of a VAT return on the cash basis
// (docs/decisions/0373-vat-return-drill-down.md): each payment received in the period on an issued
// invoice, with its share of the invoice's VAT worked out as payment-tax-figures.repository.ts does, a
// page at a time after a (date, id) cursor. One statement on payments_by_date.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';
import type { VatLinePage, VatLineRow } from '../documents/document-tax-lines.repository';

interface Row {
  key: unknown;
  id: unknown;
  number: string;
  date: string;
  client_id: unknown;
  rate: unknown;
  amount: unknown;
  vat: unknown;
}

export async function listReceivedForVat(
  db: Kysely<Database>,
  owner: OwnerId,
  page: VatLinePage,
): Promise<VatLineRow[]> {
  const after = page.after
    ? sql`and (p.payment_date > ${page.after.date} or (p.payment_date = ${page.after.date} and p.id > ${page.after.key}))`
    : sql``;
  const { rows } = await sql<Row>`
    select key, id, number, date, client_id, rate, amount,
      case when total > 0
        then (2 * vat * (before + amount) + total) / (2 * total) - (2 * vat * before + total) / (2 * total)
        else 0 end as vat
    from (
      select p.id as key, d.id as id, d.number as number, p.payment_date as date,
        d.client_id as client_id,
        d.tax1_percent_milli as rate, p.amount_minor as amount, d.total_minor as total,
        d.tax1_minor + d.tax2_minor as vat,
        (select coalesce(sum(q.amount_minor), 0) from payments q
          where q.document_id = p.document_id and q.user_id = p.user_id
            and (q.payment_date < p.payment_date or (q.payment_date = p.payment_date and q.id < p.id))
        ) as before
      from payments p
      join documents d on d.id = p.document_id and d.user_id = p.user_id
      where p.user_id = ${owner} and p.payment_date >= ${page.from} and p.payment_date <= ${page.to}
        and d.kind = 'invoice' and d.is_void = 0 and d.currency_id = ${page.currencyId} ${after}
      order by p.payment_date, p.id
      limit ${page.limit}
    ) received
    order by date, key`.execute(db);
  return rows.map((row) => {
    const grossMinor = Number(row.amount);
    const vatMinor = Number(row.vat);
    return {
      type: 'payment' as const,
      key: Number(row.key),
      id: Number(row.id),
      number: row.number,
      date: row.date,
      clientId: Number(row.client_id),
      name: '',
      rateMilli: Number(row.rate),
      netMinor: grossMinor - vatMinor,
      vatMinor,
      grossMinor,
    };
  });
}
