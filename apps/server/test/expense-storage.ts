// What an owner's expenses left behind in the database and the data folder, read directly, so a test
// can say that a refused call stored nothing and a delete removed everything.
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app';

export async function ownerIdOf(t: TestApp, email: string): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('users')
    .select('id')
    .where('email_lower', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Every entry of the owner's file folder, temporary files included. */
export function ownerFiles(t: TestApp, ownerId: number): string[] {
  const folder = path.join(t.ctx.config.dataDir, 'files', String(ownerId));
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

/** Rows of expenses, receipts and credits used, and the files on disk, of the owner with `email`. */
export async function storedExpenseState(t: TestApp, email: string) {
  const owner = await ownerIdOf(t, email);
  const count = async (table: 'expenses' | 'expense_receipts') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', owner)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const credits = await t.ctx.db
    .selectFrom('expense_credits')
    .select('used')
    .where('user_id', '=', owner)
    .execute();
  return {
    expenses: await count('expenses'),
    receipts: await count('expense_receipts'),
    creditsUsed: credits.reduce((sum, row) => sum + Number(row.used), 0),
    files: ownerFiles(t, owner),
  };
}
