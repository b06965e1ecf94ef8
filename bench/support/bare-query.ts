// The one database call of the bare servers the benches measure against: plain pg, or better-sqlite3 read
// only with each statement prepared once, on the same rows the product serves (DATABASE_URL or DATA_DIR).
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

export type Query = (sql: string, params: unknown[]) => Promise<unknown[]>;

export function openQuery(): Query {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return async (sql, params) => (await pool.query(sql, params)).rows;
  }
  const db = new Database(path.join(process.env.DATA_DIR ?? '', 'tradebook.sqlite'), { readonly: true });
  const statements = new Map<string, Database.Statement>();
  return async (sql, params) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement.all(...params);
  };
}
