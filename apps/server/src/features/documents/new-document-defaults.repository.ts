// A new document's defaults in one statement: the kind's counter, the terms, the tax lines and, when the
// request has no signed-in row of the owner, the currency, each through a fragment of the room that owns
// its table (docs/decisions/0429-a-number-call-in-one-statement.md, which replaces the reads side by side
// of docs/decisions/0407-a-new-documents-defaults-read-side-by-side.md): on PostgreSQL each statement is
// a round trip of its own, however many run side by side.
import { sql, type Kysely } from 'kysely';
import { ownersColumn, ownersTable } from '../../db/batched-reads';
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

/** One read of a new document's defaults: the owner, the kind, and whether to read the currency. */
export interface NewDocumentDefaultsKey {
  owner: OwnerId;
  kind: Pick<DocumentKind, 'numberKind' | 'termsSetting'>;
  withCurrency: boolean;
}

/** New documents' defaults, read with those of the requests that arrive with them (db/batched-reads.ts):
 * one statement for the reads of each kind alike (with or without the currency), one row for each key,
 * in their order (the tax settings are left joined, so every owner has one). */
export async function readNewDocumentDefaultsOfMany(
  db: Kysely<Database>,
  keys: readonly NewDocumentDefaultsKey[],
): Promise<NewDocumentDefaultsRow[]> {
  const answers: NewDocumentDefaultsRow[] = [];
  const alike = new Map<NewDocumentDefaultsKey['kind'], Map<boolean, number[]>>();
  keys.forEach((key, position) => {
    const ofKind = alike.get(key.kind) ?? new Map<boolean, number[]>();
    ofKind.set(key.withCurrency, [...(ofKind.get(key.withCurrency) ?? []), position]);
    alike.set(key.kind, ofKind);
  });
  const reads = [...alike].flatMap(([kind, ofKind]) =>
    [...ofKind].map(async ([withCurrency, positions]) => {
      const owner = ownersColumn();
      const terms = kind.termsSetting === null ? sql`null` : termsDaysOf(owner, kind.termsSetting);
      const currency = withCurrency ? businessCurrencyOf(owner) : sql`null`;
      const { rows } = await sql<NewDocumentDefaultsRow>`select
        ${nextValueOf(owner, kind.numberKind)} as next_value, ${terms} as terms_days,
        ${currency} as currency_id, ${sql.raw(TAX_SETTINGS_COLUMNS)}
        from ${ownersTable(
          db,
          positions.map((position) => keys[position]!.owner),
        )}
          ${leftJoinTaxSettingsOf(owner)}
        order by owners.position`.execute(db);
      rows.forEach((row, index) => (answers[positions[index]!] = row));
    }),
  );
  await Promise.all(reads);
  return answers;
}
