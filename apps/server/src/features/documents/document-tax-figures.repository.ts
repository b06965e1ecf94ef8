// What the VAT return adds up from documents (docs/decisions/0365-vat-return.md): invoices issued (not
// draft, not void) and credit notes dated in a period, by kind and rate, in one statement on the
// documents_by_state index. A document in another currency counts at the rate it keeps, each amount to the
// cent (ADR 0391).
import { sql, type Expression, type Kysely } from 'kysely';
import { countsForBusiness, inBusinessCurrency, rateToBusiness } from '../../db/business-currency';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';

export interface IssuedByRate {
  kind: 'invoice' | 'credit_note';
  rateMilli: number;
  netMinor: number;
  vatMinor: number;
  grossMinor: number;
  count: number;
}

export async function sumIssuedDocumentsByRate(
  db: Kysely<Database>,
  owner: OwnerId,
  period: { from: string; to: string; currencyId: number },
): Promise<IssuedByRate[]> {
  const rate = rateToBusiness(sql.ref('currency_id'), sql.ref('exchange_rate_micro'), period.currencyId);
  const inBusiness = (amount: Expression<unknown>) => inBusinessCurrency(db, amount, rate);
  const rows = await db
    .selectFrom('documents')
    .select([
      'kind',
      'tax1_percent_milli',
      sql<string>`sum(${inBusiness(sql.ref('subtotal_minor'))})`.as('net'),
      sql<string>`sum(${inBusiness(sql`tax1_minor + tax2_minor`)})`.as('vat'),
      sql<string>`sum(${inBusiness(sql.ref('total_minor'))})`.as('gross'),
      sql<string>`count(*)`.as('count'),
    ])
    .where('user_id', '=', owner)
    .where('kind', 'in', ['invoice', 'credit_note'])
    .where('is_void', '=', 0)
    .where('status', '<>', 'draft')
    .where('document_date', '>=', period.from)
    .where('document_date', '<=', period.to)
    .where(countsForBusiness(sql.ref('currency_id'), sql.ref('exchange_rate_micro'), period.currencyId))
    .groupBy(['kind', 'tax1_percent_milli'])
    .execute();
  return rows.map((row) => ({
    kind: row.kind === 'credit_note' ? 'credit_note' : 'invoice',
    rateMilli: Number(row.tax1_percent_milli),
    netMinor: Number(row.net),
    vatMinor: Number(row.vat),
    grossMinor: Number(row.gross),
    count: Number(row.count),
  }));
}
