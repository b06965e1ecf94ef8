// Reads that requests arriving together make are sent as one statement
// (docs/decisions/0441-reads-that-arrive-together-share-a-statement.md). Every authenticated call starts
// with its token check, and a small call adds one read by key. On PostgreSQL each statement is a round
// trip to the database; on SQLite, in the process, each still costs the query builder's and the
// driver's work around it: on a busy server that, not the lookup, was most of a small call's time.
// The answers are read afresh for every batch and given to each request alone: nothing is kept from one
// batch to the next.
import DataLoader from 'dataloader';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './list-queries';
import type { OwnerId } from './owner';
import type { Database } from './schema';

/** A batch holds the reads made before the event loop next checks for I/O: requests read from the
 * network in the same turn share one statement. */
const afterThisTurn = (send: () => void) => void setImmediate(send);
/** Beyond this many, the next reads start a batch of their own. */
const MAX_BATCH = 100;

/** The reads of one turn given to `readMany` together, which answers one value for each key, in their
 * order (a key may come more than once). Only for reads outside a transaction (the database handle,
 * never a transaction's). */
export function batchedRead<Key, Value>(
  readMany: (db: Kysely<Database>, keys: readonly Key[]) => Promise<Value[]>,
): (db: Kysely<Database>, key: Key) => Promise<Value> {
  const loaders = new WeakMap<Kysely<Database>, DataLoader<Key, Value>>();
  return (db, key) => {
    let loader = loaders.get(db);
    if (!loader) {
      // Never kept (cache: false): the same key in a later request is read again.
      loader = new DataLoader((keys) => readMany(db, keys), {
        cache: false,
        batchScheduleFn: afterThisTurn,
        maxBatchSize: MAX_BATCH,
      });
      loaders.set(db, loader);
    }
    return loader.load(key);
  };
}

/** `in (…texts)` for a batch's texts, as one parameter whatever their number (so one prepared text). */
export function inTexts(db: Kysely<Database>, texts: readonly string[]): RawBuilder<unknown> {
  return isPostgres(db)
    ? sql`= any(${texts}::text[])`
    : sql`in (select value from json_each(${JSON.stringify(texts)}))`;
}

/** The batch's owners as a table `owners(owner, position)`, one row for each in their order (an owner
 * may come more than once); a statement reads each one's rows through `ownersColumn`. */
export function ownersTable(db: Kysely<Database>, owners: readonly OwnerId[]): RawBuilder<unknown> {
  return isPostgres(db)
    ? sql`unnest(${owners}::bigint[]) with ordinality as owners(owner, position)`
    : sql`(select value as owner, key as position from json_each(${JSON.stringify(owners)})) as owners`;
}

/** `owners.owner` of ownersTable: every id in it is an OwnerId. */
export function ownersColumn(): RawBuilder<OwnerId> {
  return sql<OwnerId>`owners.owner`;
}
