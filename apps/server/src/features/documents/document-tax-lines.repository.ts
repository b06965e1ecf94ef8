// The documents behind the sales figures of a VAT return on the invoice basis
// (docs/decisions/0373-vat-return-drill-down.md): invoices issued (not draft, not void) and credit notes
// dated in the period, in the business's currency, a page at a time after a (date, id) cursor. One
// statement on the documents_by_state index, as the return's own sums (document-tax-figures.repository.ts),
// which it matches: a document in another currency at the rate it keeps, each amount to the cent (ADR 0391).
import { sql, type Expression, type Kysely } from 'kysely';
import { countsForBusiness, inBusinessCurrency, rateToBusiness } from '../../db/business-currency';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';

export interface VatLineRow {
  type: 'invoice' | 'credit_note' | 'payment' | 'expense';
  /** The record the cursor moves on (a payment's own id). */
  key: number;
  /** The document the line opens (a payment: its invoice). */
  id: number;
  number: string;
  date: string;
  /** The client (its name is read from the clients' repository), or null for an expense. */
  clientId: number | null;
  /** The expense's supplier; '' for a sale until its client's name is filled in. */
  name: string;
  rateMilli: number;
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
}

export interface VatLinePage {
  from: string;
  to: string;
  currencyId: number;
  /** The last line of the page before. */
  after: { date: string; key: number } | null;
  limit: number;
}

export async function listIssuedDocumentsForVat(
  db: Kysely<Database>,
  owner: OwnerId,
  page: VatLinePage,
): Promise<VatLineRow[]> {
  const rate = rateToBusiness(sql.ref('d.currency_id'), sql.ref('d.exchange_rate_micro'), page.currencyId);
  const inBusiness = (amount: Expression<unknown>) => inBusinessCurrency(db, amount, rate);
  let query = db
    .selectFrom('documents as d')
    .select([
      'd.id',
      'd.kind',
      'd.number',
      'd.document_date',
      'd.tax1_percent_milli',
      inBusiness(sql.ref('d.subtotal_minor')).as('subtotal_minor'),
      inBusiness(sql`d.tax1_minor + d.tax2_minor`).as('vat'),
      inBusiness(sql.ref('d.total_minor')).as('total_minor'),
      'd.client_id',
    ])
    .where('d.user_id', '=', owner)
    .where('d.kind', 'in', ['invoice', 'credit_note'])
    .where('d.is_void', '=', 0)
    .where('d.status', '<>', 'draft')
    .where('d.document_date', '>=', page.from)
    .where('d.document_date', '<=', page.to)
    .where(countsForBusiness(sql.ref('d.currency_id'), sql.ref('d.exchange_rate_micro'), page.currencyId));
  if (page.after) {
    const { date, key } = page.after;
    query = query.where((eb) =>
      eb.or([
        eb('d.document_date', '>', date),
        eb.and([eb('d.document_date', '=', date), eb('d.id', '>', key)]),
      ]),
    );
  }
  const rows = await query.orderBy('d.document_date').orderBy('d.id').limit(page.limit).execute();
  return rows.map((row) => {
    const sign = row.kind === 'credit_note' ? -1 : 1;
    return {
      type: row.kind === 'credit_note' ? 'credit_note' : 'invoice',
      key: Number(row.id),
      id: Number(row.id),
      number: row.number,
      date: row.document_date,
      clientId: Number(row.client_id),
      name: '',
      rateMilli: Number(row.tax1_percent_milli),
      netMinor: sign * Number(row.subtotal_minor),
      vatMinor: sign * Number(row.vat),
      grossMinor: sign * Number(row.total_minor),
    };
  });
}
