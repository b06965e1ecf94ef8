// An owner's PostgreSQL creates take turns in the process, two at a time
// (docs/decisions/0438-an-owners-creates-take-turns-in-the-process.md). The writes here are the callers'
// own work, held open until the test lets each one end, so the order of the turns can be watched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import type { OwnerId } from './owner';
import { inOwnersTurn, OWNER_TURNS_AT_ONCE } from './owner-turns';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await database.drop();
});

/** A write that records its start and ends when `end` is called (failing when `fail` is passed). */
function heldWrites(started: string[]) {
  const enders = new Map<string, (fail?: Error) => void>();
  const write = (name: string) => () =>
    new Promise<string>((resolve, reject) => {
      started.push(name);
      enders.set(name, (fail) => (fail ? reject(fail) : resolve(name)));
    });
  const end = async (name: string, fail?: Error) => {
    enders.get(name)?.(fail);
    // The next write starts in the promise jobs that follow the end.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { write, end };
}

const owner = (id: number) => id as OwnerId;
const onPostgres = () => ({ db: database.db, dialect: 'postgres' as const });

describe('an owner’s creates taking turns', () => {
  it('sends two of an owner’s writes at once and the rest in the order they came', async () => {
    expect(OWNER_TURNS_AT_ONCE).toBe(2);
    const started: string[] = [];
    const { write, end } = heldWrites(started);
    const answers = ['a', 'b', 'c', 'd'].map((name) => inOwnersTurn(onPostgres(), owner(1), write(name)));
    await end('none yet');
    expect(started).toEqual(['a', 'b']);
    await end('b');
    expect(started).toEqual(['a', 'b', 'c']);
    await end('a');
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    await end('c');
    await end('d');
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('does not make another owner wait', async () => {
    const started: string[] = [];
    const { write, end } = heldWrites(started);
    const first = [1, 2, 3].map((n) => inOwnersTurn(onPostgres(), owner(10), write(`ten-${n}`)));
    const other = inOwnersTurn(onPostgres(), owner(11), write('eleven'));
    await end('none yet');
    expect(started).toEqual(['ten-1', 'ten-2', 'eleven']);
    for (const name of ['eleven', 'ten-1', 'ten-2', 'ten-3']) await end(name);
    expect(await Promise.all([...first, other])).toEqual(['ten-1', 'ten-2', 'ten-3', 'eleven']);
  });

  it('gives the turn of a write that fails to the next, and answers the failure to its caller only', async () => {
    const started: string[] = [];
    const { write, end } = heldWrites(started);
    const answers = ['a', 'b', 'c'].map((name) =>
      inOwnersTurn(onPostgres(), owner(20), write(name)).catch((error: Error) => `failed: ${error.message}`),
    );
    await end('a', new Error('refused'));
    expect(started).toEqual(['a', 'b', 'c']);
    await end('b');
    await end('c');
    expect(await Promise.all(answers)).toEqual(['failed: refused', 'b', 'c']);
  });

  it('runs a write at once on SQLite, whose one writer already takes turns, and inside a transaction', async () => {
    const started: string[] = [];
    const { write, end } = heldWrites(started);
    const onSqlite = { db: database.db, dialect: 'sqlite' as const };
    const answers = ['a', 'b', 'c'].map((name) => inOwnersTurn(onSqlite, owner(30), write(name)));
    await end('none yet');
    expect(started).toEqual(['a', 'b', 'c']);
    for (const name of ['a', 'b', 'c']) await end(name);
    await Promise.all(answers);

    const inTransaction = await database.db.transaction().execute(async (trx) => {
      const within: string[] = [];
      const held = heldWrites(within);
      const writes = ['x', 'y', 'z'].map((name) =>
        inOwnersTurn({ db: trx, dialect: 'postgres' }, owner(31), held.write(name)),
      );
      await held.end('none yet');
      const seen = [...within];
      for (const name of ['x', 'y', 'z']) await held.end(name);
      await Promise.all(writes);
      return seen;
    });
    expect(inTransaction).toEqual(['x', 'y', 'z']);
  });
});
