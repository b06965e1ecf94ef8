// What the VAT return's cash basis adds up (docs/decisions/0365-vat-return.md): the payments received in
// a period on issued invoices, by the invoice's rate, each carrying its share of the invoice's VAT. The
// share is worked out in the statement as the domain's vatShareOfPayment does (tax/vat-return.ts): the
// VAT x paid-after / total less VAT x paid-before / total, each rounded half up, so the shares of a fully
// paid invoice add up to its VAT. One statement: the payments of the period from payments_by_date
// (migration 20261130T1400), what
// was paid before each from payments_document_id. A payment on an invoice in another currency counts at the
// invoice's kept rate, its amount and its VAT share each to the cent (docs/decisions/0393-reports-and-vat-in-the-business-currency.md).
import { sql, type Kysely } from 'kysely';
import { inBusinessCurrency } from '../../db/business-currency';
import { receivedOnInvoices, vatShare } from './received-payments.repository';
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
  const fx = sql.ref('fx');
  const { rows } = await sql<{ rate: unknown; gross: unknown; vat: unknown; count: unknown }>`
    select rate, sum(${inBusinessCurrency(db, sql.ref('amount'), fx)}) as gross,
      sum(${inBusinessCurrency(db, vatShare, fx)}) as vat,
      count(*) as count
    from (${receivedOnInvoices(owner, period)}) received
    group by rate`.execute(db);
  return rows.map((row) => ({
    rateMilli: Number(row.rate),
    grossMinor: Number(row.gross),
    vatMinor: Number(row.vat),
    count: Number(row.count),
  }));
}
