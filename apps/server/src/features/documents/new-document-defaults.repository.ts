// What a new document starts from, in one statement: the owner's currency, the next value of the kind's
// number counter, the terms and the tax settings (each null when never saved). get_quotation_number and
// get_invoice_number read it on every new document the editor opens; four lookups one after another were
// four round trips (docs/decisions/0407-small-calls-in-one-statement.md).
import type { Kysely } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';

export function findNewDocumentFacts(db: Kysely<Database>, owner: OwnerId, numberKind: string) {
  return db
    .selectFrom('users')
    .leftJoin('number_sequences', (join) =>
      join.onRef('number_sequences.user_id', '=', 'users.id').on('number_sequences.kind', '=', numberKind),
    )
    .leftJoin('terms_settings', 'terms_settings.user_id', 'users.id')
    .leftJoin('tax_settings', 'tax_settings.user_id', 'users.id')
    .select([
      'users.currency_id',
      'number_sequences.next_value',
      'terms_settings.user_id as terms_user_id',
      'terms_settings.invoice_days',
      'terms_settings.quotation_days',
      'tax_settings.user_id as tax_user_id',
      'tax_settings.tax1_name',
      'tax_settings.tax1_rate_milli',
      'tax_settings.is_tax1_enable',
      'tax_settings.tax2_name',
      'tax_settings.tax2_rate_milli',
      'tax_settings.is_tax2_enable',
      'tax_settings.registration_number',
      'tax_settings.tax_number',
    ])
    .where('users.id', '=', owner)
    .executeTakeFirst();
}
