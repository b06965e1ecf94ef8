// The settings a new document takes (its terms and its two tax lines) as SQL fragments another room's
// statement composes, so a number call reads its defaults in one statement while only this room names
// its tables (docs/decisions/0419-raw-sql-reads-of-another-room.md,
// docs/decisions/0429-a-number-call-in-one-statement.md).
import { sql, type RawBuilder } from 'kysely';
import type { OwnerRef } from '../../db/owner';
import type { TaxSettingsTable } from './settings.table';

/** The owner's saved terms of `setting`, as a scalar subquery: null when the tab was never saved. */
export function termsDaysOf(
  owner: OwnerRef,
  setting: 'invoice_days' | 'quotation_days',
): RawBuilder<number | null> {
  return sql`(select ${sql.ref(setting)} from terms_settings where user_id = ${owner})`;
}

/** The tax settings' columns over `tx` (leftJoinTaxSettingsOf), as SQL text for a select list: those of
 * settings.service.ts's TaxSettings, all null when the tab was never saved (tax_saved then null too). */
export const TAX_SETTINGS_COLUMNS =
  'tx.user_id as tax_saved, tx.tax1_name, tx.tax1_rate_milli, tx.is_tax1_enable, tx.tax2_name, ' +
  'tx.tax2_rate_milli, tx.is_tax2_enable, tx.registration_number, tx.tax_number';

type Nullable<Row> = { [Column in keyof Row]: Row[Column] | null };

/** The columns of TAX_SETTINGS_COLUMNS as they arrive. */
export type TaxSettingsColumns = Nullable<
  Pick<
    TaxSettingsTable,
    | 'tax1_name'
    | 'tax1_rate_milli'
    | 'is_tax1_enable'
    | 'tax2_name'
    | 'tax2_rate_milli'
    | 'is_tax2_enable'
    | 'registration_number'
    | 'tax_number'
  > & { tax_saved: number }
>;

/** leftJoinTaxSettingsOf for the user `users.id` of the same statement (the token check's, which reads
 * the signed-in user's tax settings with their row: docs/decisions/0440-a-create-checks-its-client-in-its-insert.md). */
export const LEFT_JOIN_TAX_SETTINGS_OF_USERS = 'left join tax_settings tx on tx.user_id = users.id';

/** `left join tax_settings tx on …`: the owner's tax settings row (one at most: user_id is unique). */
export function leftJoinTaxSettingsOf(owner: OwnerRef): RawBuilder<unknown> {
  return sql`left join tax_settings tx on tx.user_id = ${owner}`;
}
