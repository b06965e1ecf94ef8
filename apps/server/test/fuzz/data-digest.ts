// A digest of everything the app keeps: every row of every table (but the bookkeeping listed below),
// the stored files and the outbox. The fuzz test compares it before and after each request; a second
// digest covers only one user's rows, which no request of another user may ever change.
// Hashing every row after each of thousands of requests would cost more than the requests, so the rows
// are hashed again only when a change counter moved: on SQLite total_changes() (every row its one
// connection ever changed, rolled-back changes included); on PostgreSQL a counter that a row trigger on
// every table moves (this test database's own instrument: a rolled-back change leaves it as it was).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestApp } from '../test-app';

/** Tables whose rows change without any user data changing: migrations' own, SQLite's counters, the
 * full-text indexes (they follow their tables), rate-limit and sign-in throttle counters (a refused sign-in is counted on
 * purpose), the signing key, made the first time any link is signed or checked, and the counter below. */
const BOOKKEEPING =
  /^(kysely_migration.*|sqlite_sequence|.*_search(_.*)?|rate_limits|login_throttles|app_secrets|fuzz_changes)$/;

export interface Digest {
  /** Every row, file and e-mail. */
  all: string;
  /** The rows of one user (`users.id`, or `user_id` elsewhere). */
  ofUser: string;
  /** The change counter when the rows were hashed. */
  changes: number;
  rows: { all: string; ofUser: string };
}

interface Table {
  name: string;
  owner: 'id' | 'user_id' | null;
}

const tablesOf = new WeakMap<TestApp, Promise<Table[]>>();

async function tables(t: TestApp): Promise<Table[]> {
  let known = tablesOf.get(t);
  if (!known) {
    known = (async () => {
      const query =
        t.database.dialect === 'sqlite'
          ? sql<{ name: string; column: string }>`select m.name as name, p.name as column
              from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table'`
          : sql<{ name: string; column: string }>`select c.table_name as name, c.column_name as column
              from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
              where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`;
      const { rows } = await query.execute(t.ctx.db);
      const names = [...new Set(rows.map((row) => row.name))]
        .filter((name) => !BOOKKEEPING.test(name))
        .sort();
      return names.map((name): Table => {
        const columns = rows.filter((row) => row.name === name).map((row) => row.column);
        const owner = name === 'users' ? 'id' : columns.includes('user_id') ? 'user_id' : null;
        return { name, owner };
      });
    })();
    tablesOf.set(t, known);
  }
  return known;
}

async function sqliteRows(t: TestApp, userId: number): Promise<Digest['rows']> {
  const all = createHash('sha256');
  const ofUser = createHash('sha256');
  for (const table of await tables(t)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(
      t.ctx.db,
    );
    const texts = rows
      .map((row) => ({ row, text: JSON.stringify(row) }))
      .sort((a, b) => (a.text < b.text ? -1 : 1));
    all.update(`${table.name}\n${texts.map(({ text }) => text).join('\n')}\n`);
    const own = table.owner ? texts.filter(({ row }) => Number(row[table.owner as string]) === userId) : [];
    ofUser.update(`${table.name}\n${own.map(({ text }) => text).join('\n')}\n`);
  }
  return { all: all.digest('hex'), ofUser: ofUser.digest('hex') };
}

async function postgresRows(t: TestApp, userId: number): Promise<Digest['rows']> {
  // md5 of each table's rows as text, in a stable order: one round trip for the whole database.
  const parts = (await tables(t)).map((table) => {
    const name = sql.table(table.name);
    const ofUser = table.owner ? sql`where x.${sql.ref(table.owner)} = ${userId}` : sql`where false`;
    return sql`(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${name} x) || ':' ||
      (select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${name} x ${ofUser})`;
  });
  const { rows } = await sql<{ digest: string }>`select concat_ws(',', ${sql.join(parts)}) as digest`.execute(
    t.ctx.db,
  );
  const pairs = (rows[0]?.digest ?? '').split(',').map((pair) => pair.split(':'));
  return { all: pairs.map(([all]) => all).join(','), ofUser: pairs.map(([, own]) => own).join(',') };
}

/** PostgreSQL: a row trigger on every table moves fuzz_changes.n in the writing transaction. */
async function installChangeCounter(t: TestApp, names: string[]): Promise<void> {
  await sql`create table fuzz_changes (n bigint not null)`.execute(t.ctx.db);
  await sql`insert into fuzz_changes values (0)`.execute(t.ctx.db);
  await sql`create function fuzz_count_change() returns trigger language plpgsql as $$
    begin update fuzz_changes set n = n + 1; return null; end $$`.execute(t.ctx.db);
  for (const name of names) {
    await sql`create trigger fuzz_count_change after insert or update or delete on ${sql.table(name)}
      for each row execute function fuzz_count_change()`.execute(t.ctx.db);
  }
}

const counters = new WeakMap<TestApp, Promise<void>>();

async function changeCount(t: TestApp): Promise<number> {
  if (t.database.dialect === 'sqlite') {
    const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(t.ctx.db);
    return Number(rows[0]?.n);
  }
  let installed = counters.get(t);
  if (!installed)
    counters.set(
      t,
      (installed = tables(t).then((list) =>
        installChangeCounter(
          t,
          list.map((table) => table.name),
        ),
      )),
    );
  await installed;
  const { rows } = await sql<{ n: number }>`select n from fuzz_changes`.execute(t.ctx.db);
  return Number(rows[0]?.n);
}

export async function takeDigest(t: TestApp, userId: number, previous?: Digest): Promise<Digest> {
  const changes = await changeCount(t);
  const hash = t.database.dialect === 'sqlite' ? sqliteRows : postgresRows;
  const rows = previous && previous.changes === changes ? previous.rows : await hash(t, userId);
  const files = ['files', 'outbox'].map(
    (folder) => `${folder}\n${listFiles(path.join(t.database.dataDir, folder)).join('\n')}`,
  );
  const all = createHash('sha256').update(rows.all).update(files.join('\n')).digest('hex');
  return { all, ofUser: rows.ofUser, changes, rows };
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? listFiles(path.join(dir, entry.name)).map((name) => `${entry.name}/${name}`)
        : [entry.name],
    )
    .sort();
}
