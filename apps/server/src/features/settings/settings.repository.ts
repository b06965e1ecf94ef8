import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OwnerId } from '../../db/owner';
import type {
  BankSettingsTable,
  EInvoiceSettingsTable,
  TaxSettingsTable,
  TermsSettingsTable,
} from './settings.table';

type Values<T> = Omit<Insertable<T>, 'id' | 'user_id'>;

export function findTermsRow(db: Kysely<Database>, owner: OwnerId) {
  return db.selectFrom('terms_settings').selectAll().where('user_id', '=', owner).executeTakeFirst();
}

export function findTaxRow(db: Kysely<Database>, owner: OwnerId) {
  return db.selectFrom('tax_settings').selectAll().where('user_id', '=', owner).executeTakeFirst();
}

export function findBankRow(db: Kysely<Database>, owner: OwnerId) {
  return db.selectFrom('bank_settings').selectAll().where('user_id', '=', owner).executeTakeFirst();
}

// One row per user (user_id is unique): the first save inserts it, later saves update it, in one
// statement on both databases, so two saves at once cannot make two rows.

export async function saveTermsRow(db: Kysely<Database>, owner: OwnerId, values: Values<TermsSettingsTable>) {
  await db
    .insertInto('terms_settings')
    .values({ ...values, user_id: owner })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}

export async function saveTaxRow(db: Kysely<Database>, owner: OwnerId, values: Values<TaxSettingsTable>) {
  await db
    .insertInto('tax_settings')
    .values({ ...values, user_id: owner })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}

export async function saveBankRow(db: Kysely<Database>, owner: OwnerId, values: Values<BankSettingsTable>) {
  await db
    .insertInto('bank_settings')
    .values({ ...values, user_id: owner })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}

export function findEInvoiceRow(db: Kysely<Database>, owner: OwnerId) {
  return db.selectFrom('einvoice_settings').selectAll().where('user_id', '=', owner).executeTakeFirst();
}

export async function saveEInvoiceRow(
  db: Kysely<Database>,
  owner: OwnerId,
  values: Values<EInvoiceSettingsTable>,
) {
  await db
    .insertInto('einvoice_settings')
    .values({ ...values, user_id: owner })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute();
}
