// An owner's PostgreSQL creates take turns in this process, two at a time, instead of all queueing in
// PostgreSQL on the owner's counter row (docs/decisions/0438-an-owners-creates-take-turns-in-the-process.md).
// Sixteen backends asleep on one row lock are each woken, switched to and put back to sleep in turn:
// that cost PostgreSQL as much CPU as the creates themselves. With two sent at a time, one runs while the
// next waits on the lock, ready the moment the COMMIT releases it, and the rest wait here for nothing.
import type { Kysely } from 'kysely';
import type { Dialect } from './database';
import type { OwnerId } from './owner';
import type { Database } from './schema';

/** An owner's statements sent to PostgreSQL at once through here. */
export const OWNER_TURNS_AT_ONCE = 2;

interface OwnerTurns {
  running: number;
  /** Statements waiting for a turn, each woken by the one that ends. */
  waiting: Array<() => void>;
}

const turnsOf = new WeakMap<Kysely<Database>, Map<OwnerId, OwnerTurns>>();

/** Runs `write` (a create that takes the owner's number) once fewer than OWNER_TURNS_AT_ONCE of the
 * owner's writes sent through here are under way, in the order they came. SQLite, whose one writer
 * already takes the writes in turn (and shares their COMMIT), and a write inside a transaction, whose
 * transaction already holds its connection, run at once. */
export async function inOwnersTurn<T>(
  database: { db: Kysely<Database>; dialect: Dialect },
  owner: OwnerId,
  write: () => Promise<T>,
): Promise<T> {
  const { db, dialect } = database;
  if (dialect !== 'postgres' || db.isTransaction) return write();
  let owners = turnsOf.get(db);
  if (owners === undefined) {
    owners = new Map();
    turnsOf.set(db, owners);
  }
  let turns = owners.get(owner);
  if (turns === undefined) {
    turns = { running: 0, waiting: [] };
    owners.set(owner, turns);
  }
  if (turns.running < OWNER_TURNS_AT_ONCE) turns.running += 1;
  else {
    const queue = turns.waiting;
    // The turn passes straight from the write that ends to this one: `running` stays as it is.
    await new Promise<void>((resolve) => queue.push(resolve));
  }
  try {
    return await write();
  } finally {
    const next = turns.waiting.shift();
    if (next !== undefined) next();
    else if (--turns.running === 0) owners.delete(owner);
  }
}
