// What the period pack (features/period-pack) reads of a period's invoices and credit notes besides the
// rows themselves: how many there are, counted no further than a cap (a subquery with a limit, so a
// period too large is refused after reading at most cap + 1 index entries), and the net sales of each
// month. Each one statement on the owner's date index (docs/decisions/0383-what-the-period-pack-holds.md).
// A document in another currency counts at the rate it keeps (docs/decisions/0391, 0393).
import { sql, type Kysely } from 'kysely';
import { countsForBusiness, inBusinessCurrency, rateToBusiness } from '../../db/business-currency';
import { monthOf, toNumber } from '../../db/month-sums';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';

export interface PeriodRange {
  from: string;
  to: string;
}

export interface IssuedCounts {
  /** Issued (not draft) invoices, void ones too. */
  invoices: number;
  creditNotes: number;
  /** Issued documents that are not void: those an e-invoice may be made of. */
  notVoid: number;
}

export async function countIssuedDocumentsUpTo(
  db: Kysely<Database>,
  owner: OwnerId,
  range: PeriodRange,
  upTo: number,
): Promise<IssuedCounts> {
  const issued = (kinds: string[], notVoid: boolean) => sql<unknown>`(select count(*) from (
      select d.id from documents d
      where d.user_id = ${owner} and d.kind in (${sql.join(kinds)}) and d.status <> 'draft'
        ${notVoid ? sql`and d.is_void = 0` : sql``}
        and d.document_date >= ${range.from} and d.document_date <= ${range.to}
      limit ${upTo}) capped)`;
  const { rows } = await sql<{ invoices: unknown; credit_notes: unknown; not_void: unknown }>`select
      ${issued(['invoice'], false)} as invoices,
      ${issued(['credit_note'], false)} as credit_notes,
      ${issued(['invoice', 'credit_note'], true)} as not_void`.execute(db);
  return {
    invoices: toNumber(rows[0]?.invoices),
    creditNotes: toNumber(rows[0]?.credit_notes),
    notVoid: toNumber(rows[0]?.not_void),
  };
}

/** Net sales of each month of the range in the business's currency (`currencyId`): issued, not void
 * invoices less credit notes. */
export async function netSalesByMonth(
  db: Kysely<Database>,
  owner: OwnerId,
  range: PeriodRange & { currencyId: number },
): Promise<Array<{ month: string; amountMinor: number }>> {
  const rate = rateToBusiness(sql.ref('currency_id'), sql.ref('exchange_rate_micro'), range.currencyId);
  const net = inBusinessCurrency(db, sql.ref('subtotal_minor'), rate);
  const rows = await db
    .selectFrom('documents')
    .select([
      monthOf(sql.ref('document_date')).as('month'),
      sql<unknown>`sum(case when kind = 'credit_note' then -${net} else ${net} end)`.as('amount'),
    ])
    .where('user_id', '=', owner)
    .where('kind', 'in', ['invoice', 'credit_note'])
    .where('is_void', '=', 0)
    .where('status', '<>', 'draft')
    .where('document_date', '>=', range.from)
    .where('document_date', '<=', range.to)
    .where(countsForBusiness(sql.ref('currency_id'), sql.ref('exchange_rate_micro'), range.currencyId))
    .groupBy(monthOf(sql.ref('document_date')))
    .execute();
  return rows.map((row) => ({ month: String(row.month), amountMinor: toNumber(row.amount) }));
}
