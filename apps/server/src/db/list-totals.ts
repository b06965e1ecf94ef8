// Exact list totals without counting every row on every page (docs/decisions/0108-list-totals.md).
//
// A list answer carries `pagination.total`, the number of rows that match its filters. Counting 100,000
// documents, or every document whose search text holds a common word, takes milliseconds each time, and
// a busy owner asks for the same total again and again (the next page, the list after an edit elsewhere).
// So a total is kept, in this process, with the owner's list version: a counter that database triggers
// move on at every write to a listed table (documents, clients, items, item categories). A total is
// reused only while the version is the one it was counted at, so it is never stale, whichever process
// (or tool) wrote; a total counted at an older version is simply counted again.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { RecentlyUsed } from './recently-used';
import type { Database } from './schema';
import type { OwnerId } from './owner';

/** A total (or any figure a list shows over every matching row, such as the expense totals per
 * currency) with the list version it was counted at. */
export interface KeptTotal<T = number> {
  version: number;
  total: T;
}

/** Totals kept per database (tests run many): at least the most recently used this many. */
const MAX_KEPT = 2500;
const kept = new WeakMap<Kysely<Database>, RecentlyUsed<string, KeptTotal<unknown>>>();

/** Read on every list call: SQL text, cheaper to compile than the query builder's. */
export async function readListVersion(db: Kysely<Database>, owner: OwnerId): Promise<number> {
  const { rows } = await sql<{ version: unknown }>`select version from list_versions
    where user_id = ${owner}`.execute(db);
  return Number(rows[0]?.version ?? 0);
}

/** The owner's list version as a scalar subquery, for a list that reads it in its page's statement
 * (docs/decisions/0412): only this room names the list_versions table (docs/architecture.md rule 4). */
export function listVersionOf(owner: OwnerId): RawBuilder<unknown> {
  return sql`(select version from list_versions where user_id = ${owner})`;
}

function totalsOf(db: Kysely<Database>): RecentlyUsed<string, KeptTotal<unknown>> {
  let totals = kept.get(db);
  if (!totals) {
    totals = new RecentlyUsed(MAX_KEPT);
    kept.set(db, totals);
  }
  return totals;
}

const keyOf = (owner: OwnerId, key: string) => `${Number(owner)}\u0000${key}`;

/** The total kept for the owner's list named by `key`, whatever version it was counted at: the caller
 * compares the version with one it read itself (a list reads it in the same query as its page). */
export function keptTotal<T = number>(
  db: Kysely<Database>,
  owner: OwnerId,
  key: string,
): KeptTotal<T> | undefined {
  // Each key is only ever kept by one list, with one type of figure.
  return totalsOf(db).get(keyOf(owner, key)) as KeptTotal<T> | undefined;
}

/** Keeps a total counted at `version` (read before counting). */
export function keepTotal<T>(db: Kysely<Database>, owner: OwnerId, key: string, total: KeptTotal<T>): void {
  totalsOf(db).set(keyOf(owner, key), total);
}

/**
 * The total of the owner's list named by `key` (the list and its filters): the one kept at the owner's
 * current list version, or `count()` run now. The version is read before counting, so a write that lands
 * while counting leaves the total kept under the older version, to be counted again next time.
 */
export async function listTotal<T = number>(
  db: Kysely<Database>,
  owner: OwnerId,
  key: string,
  count: () => Promise<T>,
): Promise<T> {
  const version = await readListVersion(db, owner);
  const hit = keptTotal<T>(db, owner, key);
  if (hit && hit.version === version) return hit.total;
  const total = await count();
  keepTotal(db, owner, key, { version, total });
  return total;
}
