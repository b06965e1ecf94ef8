// The payments behind the sales figures of a VAT return on the cash basis
// (docs/decisions/0373-vat-return-drill-down.md): each payment received in the period on an issued
// invoice, with its share of the invoice's VAT worked out as payment-tax-figures.repository.ts does, a
// page at a time after a (date, id) cursor. One statement on payments_by_date. In the business's
// currency, as the return's sums: a payment on an invoice in another currency at the invoice's kept rate.
import { sql, type Kysely } from 'kysely';
import { inBusinessCurrency } from '../../db/business-currency';
import { receivedOnInvoices, vatShare } from './received-payments.repository';
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
  const fx = sql.ref('fx');
  const { rows } = await sql<Row>`
    select key, id, number, date, client_id, rate, ${inBusinessCurrency(db, sql.ref('amount'), fx)} as amount,
      ${inBusinessCurrency(db, vatShare, fx)} as vat
    from (${receivedOnInvoices(owner, page, sql`${after} order by p.payment_date, p.id limit ${page.limit}`)}) received
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
