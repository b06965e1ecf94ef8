// The owner's VAT and income-tax settings row. Every function filters on user_id.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';
import type { TaxSchemesTable } from './tax.table';

type Values = Omit<Insertable<TaxSchemesTable>, 'id' | 'user_id'>;

export function findTaxSchemeRow(db: Kysely<Database>, owner: OwnerId) {
  return db.selectFrom('tax_schemes').selectAll().where('user_id', '=', owner).executeTakeFirst();
}

/** One statement on both databases: two saves at once cannot make two rows. */
export async function saveTaxSchemeRow(db: Kysely<Database>, owner: OwnerId, values: Values): Promise<void> {
  await db
    .insertInto('tax_schemes')
    .values({ ...values, user_id: owner })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}
