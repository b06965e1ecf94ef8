// The expenses behind the purchase figures of a VAT return (docs/decisions/0373-vat-return-drill-down.md):
// those dated in the period in the business's currency, or in another one at the rate they keep, each
// amount converted to the cent (docs/decisions/0395-expenses-in-a-foreign-currency.md) (box 4: only those
// with VAT to reclaim), a page at a time after a (date, id) cursor. One statement on the expenses' date
// index.
import { sql, type Kysely } from 'kysely';
import { expenseAmount, expenseCounts, RECLAIMABLE_VAT } from './expense-business-currency.repository';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';
import type { VatLinePage, VatLineRow } from '../documents/document-tax-lines.repository';

export async function listExpensesForVat(
  db: Kysely<Database>,
  owner: OwnerId,
  page: VatLinePage & { reclaimableOnly: boolean },
): Promise<VatLineRow[]> {
  const convert = expenseAmount(db, page.currencyId);
  let query = db
    .selectFrom('expenses')
    .select([
      'id',
      'expense_no',
      'expense_date',
      'vendor',
      'vat_rate_milli',
      convert(sql`coalesce(net_minor, amount_minor)`).as('net'),
      convert(RECLAIMABLE_VAT).as('vat'),
      convert(sql.ref('amount_minor')).as('gross'),
    ])
    .where('user_id', '=', owner)
    .where('expense_date', '>=', page.from)
    .where('expense_date', '<=', page.to)
    .where(expenseCounts(page.currencyId));
  if (page.reclaimableOnly) query = query.where('vat_reclaimable', '=', 1).where('tax_minor', '<>', 0);
  if (page.after) {
    const { date, key } = page.after;
    query = query.where((eb) =>
      eb.or([eb('expense_date', '>', date), eb.and([eb('expense_date', '=', date), eb('id', '>', key)])]),
    );
  }
  const rows = await query.orderBy('expense_date').orderBy('id').limit(page.limit).execute();
  return rows.map((row) => ({
    type: 'expense' as const,
    key: Number(row.id),
    id: Number(row.id),
    number: row.expense_no,
    date: row.expense_date,
    clientId: null,
    name: row.vendor,
    rateMilli: Number(row.vat_rate_milli),
    netMinor: Number(row.net),
    vatMinor: Number(row.vat),
    grossMinor: Number(row.gross),
  }));
}
