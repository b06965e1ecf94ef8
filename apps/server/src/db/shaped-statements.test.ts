// A statement built once per shape answers every call as the statement built for that call would, on both
// databases (docs/decisions/0444-list-pages-built-once-per-shape.md): each shape its own text, each call
// its own values, and a value changed on its way refused rather than kept in the text.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledStatements } from '../../test/recorded-statements';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { shapedStatement } from './shaped-statements';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
}, 60_000);
afterAll(async () => {
  await database.destroy();
});

interface Values {
  [name: string]: unknown;
  least: number;
  tag: string | null;
  offset: number;
}

let builds = 0;
const rowsOf = shapedStatement((_db, values: Values, shape: { order: 'asc' | 'desc'; limit: number }) => {
  builds += 1;
  const tag = values.tag === null ? sql`` : sql` and tag = ${values.tag}`;
  const offset = values.offset === 0 ? sql`` : sql` offset ${values.offset}`;
  return sql<{
    n: number;
    tag: string;
  }>`with t(n, tag) as (values (1, 'a'), (2, 'b'), (3, 'a'), (4, 'b'), (5, 'a'))
    select n, tag from t where n >= ${values.least}${tag}
    order by n ${sql.raw(shape.order === 'asc' ? 'asc' : 'desc')} limit ${sql.lit(shape.limit)}${offset}`;
});

/** The rows as a statement built for this one call gives them. */
const builtRows = (values: Values, shape: { order: 'asc' | 'desc'; limit: number }) =>
  rowsOf.run(database.db, values, shape, { shaped: false });

describe('a statement built once per shape', () => {
  it('answers each call with its own values, as the statement built for it does', async () => {
    const calls: Array<[Values, { order: 'asc' | 'desc'; limit: number }]> = [];
    for (const order of ['asc', 'desc'] as const)
      for (const tag of [null, 'a', 'b'])
        for (const least of [1, 2, 4])
          for (const offset of [0, 1])
            calls.push([
              { least, tag, offset },
              { order, limit: 2 },
            ]);
    for (const [values, shape] of calls) {
      const rows = await rowsOf.run(database.db, values, shape);
      expect(rows.map((row) => Number(row.n))).toEqual(
        (await builtRows(values, shape)).map((row) => Number(row.n)),
      );
    }
    // The same calls again build nothing: 2 orders × tag set or not × offset 0 or not, once each (the
    // built calls above are the rest).
    const before = builds;
    for (const [values, shape] of calls) await rowsOf.run(database.db, values, shape);
    expect(builds).toBe(before);
  });

  it('keeps a value of 0 or null in the shape, so a text written for it is never used for another value', async () => {
    expect(
      (await rowsOf.run(database.db, { least: 0, tag: null, offset: 0 }, { order: 'asc', limit: 9 })).length,
    ).toBe(5);
    expect(
      (await rowsOf.run(database.db, { least: 3, tag: null, offset: 0 }, { order: 'asc', limit: 9 })).length,
    ).toBe(3);
    expect(
      (await rowsOf.run(database.db, { least: 3, tag: 'a', offset: 0 }, { order: 'asc', limit: 9 })).length,
    ).toBe(2);
    expect(
      (await rowsOf.run(database.db, { least: 3, tag: 'a', offset: 1 }, { order: 'asc', limit: 9 })).length,
    ).toBe(1);
  });

  it('refuses a value changed on its way in, which the text would otherwise keep for every call', async () => {
    const changed = shapedStatement(
      (_db, values: { text: string }, _shape: object) =>
        sql<{ n: number }>`select 1 as n where ${`%${values.text}%`} like '%x%'`,
    );
    await expect(changed.run(database.db, { text: 'x' }, {})).rejects.toThrow(/changed on its way/);
    // Built for the call itself, it runs.
    expect(await changed.run(database.db, { text: 'x' }, {}, { shaped: false })).toHaveLength(1);
  });

  it('is seen by the statement recorders with the values of the call', async () => {
    const statements = compiledStatements();
    const recorded = database.db.withPlugin(statements.plugin);
    await rowsOf.run(recorded, { least: 2, tag: 'b', offset: 1 }, { order: 'desc', limit: 1 });
    await rowsOf.run(recorded, { least: 3, tag: 'a', offset: 1 }, { order: 'desc', limit: 1 });
    const taken = statements.take();
    expect(taken.at(-2)?.parameters).toEqual([2, 'b', 1]);
    expect(taken.at(-1)?.parameters).toEqual([3, 'a', 1]);
    expect(taken.at(-1)?.sql).toBe(taken.at(-2)?.sql);
  });
});
