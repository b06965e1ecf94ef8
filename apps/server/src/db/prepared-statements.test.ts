// PostgreSQL statements prepared once per connection (docs/decisions/0421-postgres-named-statements.md):
// a single DML statement is parsed once on a connection and reused; DDL, transaction control and texts of
// several statements stay unnamed; a table changed by DDL does not break a statement prepared before.
import type { EventEmitter } from 'node:events';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/test-database';
import {
  preparedStatementCounts,
  preparedStatementsEnabled,
  statementName,
  withPreparedStatements,
} from './prepared-statements';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

describe('which statements get a name', () => {
  it('names single DML statements, the same name for the same text', async () => {
    // A fresh module: test files share their worker's modules, and the names the files before this one
    // took (at most 256 per process) may all be in use.
    vi.resetModules();
    const { statementName } = await import('./prepared-statements');
    const text = 'select "id" from "users" where "id" = $1 /* naming probe */';
    const name = statementName(text, 1);
    expect(name).toMatch(/^k\d+$/);
    expect(statementName(text, 1)).toBe(name);
    expect(statementName(`  -- a comment\n  with x as (select 1) select * from x /* probe 2 */`, 0)).toMatch(
      /^k/,
    );
  });

  it('leaves DDL, transaction control, several statements, long texts and bulk inserts unnamed', () => {
    for (const text of [
      'create table probe (id int)',
      'alter table users add column probe int',
      'begin',
      'commit',
      'savepoint a',
      'set local statement_timeout = 1000',
      'select 1; select 2',
      `select '${'x'.repeat(9000)}'`,
    ])
      expect(statementName(text, 0)).toBeUndefined();
    expect(statementName('insert into probe (id) values ($1)', 101)).toBeUndefined();
  });

  it('is switched off by PG_PREPARED_STATEMENTS=off only', () => {
    expect(preparedStatementsEnabled({})).toBe(true);
    expect(preparedStatementsEnabled({ PG_PREPARED_STATEMENTS: 'off' })).toBe(false);
  });
});

describe.skipIf(testDialect !== 'postgres')('named statements on a PostgreSQL connection', () => {
  let database: TestDatabase;
  const db = () => database.db as unknown as AnyDb;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    await sql`create table prepared_probe (id integer primary key, name text not null)`.execute(db());
    await db().insertInto('prepared_probe').values({ id: 1, name: 'one' }).execute();
  });
  afterAll(async () => {
    await database.drop();
  });

  /** The session's prepared statements whose text mentions the probe table. */
  async function sessionStatements(connection: AnyDb) {
    const result = await sql<{ statement: string; executions: number }>`
      select statement, generic_plans + custom_plans as executions from pg_prepared_statements
      where statement like '%prepared_probe%' and statement not like '%pg_prepared_statements%'`.execute(
      connection,
    );
    return result.rows;
  }

  it('parses a statement run twice on one connection once', async () => {
    const before = preparedStatementCounts();
    await db()
      .connection()
      .execute(async (connection) => {
        for (let i = 0; i < 2; i += 1) {
          const row = await connection
            .selectFrom('prepared_probe')
            .select('name')
            .where('id', '=', 1)
            .executeTakeFirstOrThrow();
          expect(row.name).toBe('one');
        }
        const statements = await sessionStatements(connection);
        const probe = 'select "name" from "prepared_probe" where "id" = $1';
        expect(statements.filter((row) => row.statement === probe)).toEqual([
          { statement: probe, executions: 2 },
        ]);
      });
    const after = preparedStatementCounts();
    expect(after.parsed - before.parsed).toBeLessThanOrEqual(2); // the probe, the look at the session
    expect(after.named - before.named).toBe(3);
  });

  it("asks for a statement's row description once per connection and makes its rows alike every time", async () => {
    const pool = withPreparedStatements(new pg.Pool({ connectionString: database.databaseUrl, max: 1 }));
    const client = await pool.connect();
    let descriptions = 0;
    (client as unknown as { connection: EventEmitter }).connection.on('rowDescription', () => {
      descriptions += 1;
    });
    const text =
      'select id, name, $2::bigint as big, null::text as nothing from prepared_probe where id >= $1';
    try {
      for (const big of ['9007199254740991', '7', '-3']) {
        const result = await client.query(text, [1, big]);
        expect(result.rows).toEqual([{ id: 1, name: 'one', big, nothing: null }]);
        expect(result.fields.map((field) => field.name)).toEqual(['id', 'name', 'big', 'nothing']);
      }
      // An error is still the statement's own, and the next run answers as before.
      await expect(client.query(text, [1, 'not a number'])).rejects.toThrow(/bigint/);
      expect((await client.query(text, [2, '1'])).rows).toEqual([]);
      expect(descriptions).toBe(1);
    } finally {
      client.release();
      await pool.end();
    }
  });

  it('leaves DDL and texts of several statements unnamed, and survives a changed table', async () => {
    await db()
      .connection()
      .execute(async (connection) => {
        await connection.selectFrom('prepared_probe').selectAll().execute();
        await sql.raw('select count(*) from prepared_probe; select 1').execute(connection);
        await sql`alter table prepared_probe add column note text`.execute(connection);
        const statements = (await sessionStatements(connection)).map((row) => row.statement);
        expect(statements).toContain('select * from "prepared_probe"');
        expect(statements.filter((text) => /alter|;/.test(text))).toEqual([]);
        // The same text after the table changed: prepared afresh, not 'cached plan must not change result type'.
        const rows = await connection.selectFrom('prepared_probe').selectAll().execute();
        expect(rows).toEqual([{ id: 1, name: 'one', note: null }]);
      });
  });
});
