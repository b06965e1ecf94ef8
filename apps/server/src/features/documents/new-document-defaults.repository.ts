// A new document's defaults in one statement: the kind's counter, the terms, the tax lines and, when the
// request has no signed-in row of the owner, the currency, each through a fragment of the room that owns
// its table (docs/decisions/0429-a-number-call-in-one-statement.md, which replaces the reads side by side
// of docs/decisions/0407-a-new-documents-defaults-read-side-by-side.md): on PostgreSQL each statement is
// a round trip of its own, however many run side by side.
import { sql, type Kysely } from 'kysely';
import type { OwnerId } from '../../db/owner';
import type { Database } from '../../db/schema';
import { businessCurrencyOf } from '../accounts/business-currency.repository';
import { nextValueOf } from '../numbering/numbering.repository';
import {
  leftJoinTaxSettingsOf,
  TAX_SETTINGS_COLUMNS,
  termsDaysOf,
  type TaxSettingsColumns,
} from '../settings/new-document-settings.repository';
import type { DocumentKind } from './document-kind';

export interface NewDocumentDefaultsRow extends TaxSettingsColumns {
  /** The counter's next value; null before the first of the kind. */
  next_value: number | null;
  /** The kind's saved terms; null when the kind has none or the tab was never saved. */
  terms_days: number | null;
  /** Null when the caller already has it (`withCurrency` false). */
  currency_id: number | null;
}

export async function readNewDocumentDefaults(
  db: Kysely<Database>,
  owner: OwnerId,
  kind: Pick<DocumentKind, 'numberKind' | 'termsSetting'>,
  withCurrency: boolean,
): Promise<NewDocumentDefaultsRow> {
  const terms = kind.termsSetting === null ? sql`null` : termsDaysOf(owner, kind.termsSetting);
  const currency = withCurrency ? businessCurrencyOf(owner) : sql`null`;
  // One row always: the tax settings are left joined to a row of nothing.
  const { rows } =
    await sql<NewDocumentDefaultsRow>`select ${nextValueOf(owner, kind.numberKind)} as next_value,
    ${terms} as terms_days, ${currency} as currency_id, ${sql.raw(TAX_SETTINGS_COLUMNS)}
    from (select 1 as one) as just_one ${leftJoinTaxSettingsOf(owner)}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the defaults statement answered no row');
  return row;
}
