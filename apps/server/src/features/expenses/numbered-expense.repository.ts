// A new expense with its credit and its number taken by one PostgreSQL statement (data-modifying `with`
// queries, which SQLite lacks). The credit's upsert locks the owner's month row, the number's the owner's
// counter row, the expense's insert the owner's list-version row (its trigger), all until the COMMIT:
// in one statement the owner's other creates queue for this round trip and the COMMIT, not for one round
// trip per statement (docs/decisions/0422-a-create-locks-its-number-for-one-statement.md).
import { sql, type Kysely } from 'kysely';
import { ownedRow, type OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import { idDrawnAfterNumber, takeNextNumberQuery } from '../numbering/numbering.repository';
import { expenseOf, type ExpenseRow, type ExpenseValues } from './expenses.repository';

/** Takes a credit of `month` and the owner's next expense number, and stores the expense under it, in
 * the transaction of `db`; answers the row as stored and the month's credits used, this one included.
 * PostgreSQL only. */
export async function insertNumberedExpense(
  db: Kysely<Database>,
  owner: OwnerId,
  month: string,
  values: ExpenseValues & { created_at: string },
): Promise<{ row: ExpenseRow; used: number }> {
  const row = await db
    .with('credit', (qb) =>
      qb
        .insertInto('expense_credits')
        .values({ user_id: owner, month, used: 1 })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'month']).doUpdateSet({ used: sql`expense_credits.used + 1` }),
        )
        .returning('used'),
    )
    .with('taken', (qb) => takeNextNumberQuery(qb, owner, 'EXP'))
    .with('expense', (qb) =>
      qb
        .insertInto('expenses')
        .values((eb) =>
          ownedRow(owner, {
            id: idDrawnAfterNumber('expenses'),
            expense_no: eb.selectFrom('taken').select('taken.number'),
            ...values,
          }),
        )
        .returningAll(),
    )
    .selectFrom('expense')
    .selectAll('expense')
    .select((eb) => eb.selectFrom('credit').select('credit.used').as('credit_used'))
    .executeTakeFirstOrThrow();
  const { credit_used: used, ...stored } = row;
  return { row: expenseOf(stored as ExpenseRow), used: Number(used) };
}
