// SQLite's group commit (docs/decisions/0385-sqlite-group-commit.md): transactions under way together share
// one COMMIT, each in its own SAVEPOINT, each answered only once durable; one failing fails alone.
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../test/api-calls';
import { ownerWithClient, workedExample } from '../../test/quotation-factories';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/test-database';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { SQLITE_FILE_NAME } from './database';
import { ANSWERED_AT_ONCE, groupCommitStats, MAX_BATCH } from './group-commit';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

describe.skipIf(testDialect !== 'sqlite')('SQLite group commit', () => {
  let database: TestDatabase;
  /** A second connection to the same file: it sees only what was committed. */
  let reader: BetterSqlite.Database;
  const db = () => database.db as unknown as AnyDb;

  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`create table group_probe (id integer primary key, name text not null unique)`.execute(db());
    reader = new BetterSqlite(path.join(database.dataDir, SQLITE_FILE_NAME), { readonly: true });
  });
  afterAll(async () => {
    reader.close();
    await database.drop();
  });

  const committed = (name: string) =>
    reader.prepare('select count(*) as n from group_probe where name = ?').get(name) as { n: number };

  /** Inserts `name` (and `second`, when given) in one transaction; answers what a reader saw then. */
  async function insert(name: string, second?: string): Promise<number> {
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('group_probe').values({ name }).execute();
        if (second) await trx.insertInto('group_probe').values({ name: second }).execute();
      });
    return committed(name).n;
  }

  it('commits transactions under way together once, each answered only when durable', async () => {
    const before = groupCommitStats(db())!;
    const names = Array.from({ length: 20 }, (_, i) => `together ${i}`);
    const seen = await Promise.all(names.map((name) => insert(name)));
    // Each answer came after the COMMIT: another connection already saw its row.
    expect(seen).toEqual(names.map(() => 1));
    const after = groupCommitStats(db())!;
    expect(after.transactions - before.transactions).toBe(20);
    expect(after.commits - before.commits).toBeLessThan(5);
  });

  it('fails a transaction alone: its batch-mates are stored, it answers its own error and keeps nothing', async () => {
    await insert('taken');
    const before = groupCommitStats(db())!;
    const results = await Promise.allSettled([
      insert('mate 1'),
      insert('half done', 'taken'),
      insert('mate 2'),
      insert('mate 3'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE constraint failed/);
    // The failing transaction's first insert was rolled back with it; the others were committed together.
    expect(committed('half done').n).toBe(0);
    for (const name of ['mate 1', 'mate 2', 'mate 3']) expect(committed(name).n).toBe(1);
    expect(groupCommitStats(db())!.commits - before.commits).toBe(1);
  });

  it('keeps the journal of a SAVEPOINT that changes many pages in memory, not in a temporary file', async () => {
    // A request's SAVEPOINT journals every stored page it changes; past 64 KiB SQLite would spill that
    // journal to a deleted temporary file, opened anew for each batch
    // (docs/decisions/0436-sqlite-keeps-its-temporary-journals-in-memory.md). Linux names it in /proc.
    await sql`create table wide_probe (id integer primary key, body text not null)`.execute(db());
    const body = 'x'.repeat(1000);
    await db()
      .transaction()
      .execute(async (trx) => {
        for (let id = 1; id <= 200; id++) await trx.insertInto('wide_probe').values({ id, body }).execute();
      });
    const openTemporaryFiles = () =>
      fs
        .readdirSync('/proc/self/fd')
        .map((fd) => {
          try {
            return fs.readlinkSync(`/proc/self/fd/${fd}`);
          } catch {
            return '';
          }
        })
        .filter((target) => /etilqs_/.test(target));
    const duringTransaction = await db()
      .transaction()
      .execute(async (trx) => {
        // About 50 stored pages (200 KiB) changed in this request's SAVEPOINT.
        await trx
          .updateTable('wide_probe')
          .set({ body: 'y'.repeat(1000) })
          .execute();
        return openTemporaryFiles();
      });
    expect(duringTransaction).toEqual([]);
    expect(reader.prepare("select count(*) as n from wide_probe where body like 'y%'").get()).toEqual({
      n: 200,
    });
  });

  it('commits a lone transaction at once; a plain read meanwhile sees it and answers once it is durable', async () => {
    expect(await insert('alone')).toBe(1);
    const pending = insert('then read');
    const read = await db()
      .selectFrom('group_probe')
      .select('name')
      .where('name', '=', 'then read')
      .execute();
    expect(read).toEqual([{ name: 'then read' }]);
    expect(committed('then read').n).toBe(1);
    expect(await pending).toBe(1);
  });

  it('answers a read marked ANSWERED_AT_ONCE (the token check) without waiting for the open batch', async () => {
    const pending = insert('read at once');
    const { rows } = await sql<{ name: string }>`${sql.raw(ANSWERED_AT_ONCE)}select name from group_probe
      where name = ${'read at once'}`.execute(db());
    // It ran in the open batch (it sees the row) and answered before that batch's COMMIT.
    expect(rows).toEqual([{ name: 'read at once' }]);
    expect(committed('read at once').n).toBe(0);
    expect(await pending).toBe(1);
  });

  it('answers a transaction once MAX_BATCH requests joined it, however many plain statements keep coming', async () => {
    const plain = (i: number) =>
      db()
        .insertInto('group_probe')
        .values({ name: `plain ${i}` })
        .execute();
    const storedPlain = () =>
      (
        reader.prepare("select count(*) as n from group_probe where name like 'plain %'").get() as {
          n: number;
        }
      ).n;
    let seenWhenAnswered = -1;
    const first = insert('among plain ones').then(() => {
      seenWhenAnswered = storedPlain();
    });
    await Promise.all([first, ...Array.from({ length: 4 * MAX_BATCH }, (_, i) => plain(i))]);
    // Its COMMIT came before most of them ran, not after all of them.
    expect(seenWhenAnswered).toBeGreaterThan(0);
    expect(seenWhenAnswered).toBeLessThan(2 * MAX_BATCH);
    expect(storedPlain()).toBe(4 * MAX_BATCH);
  });

  it('commits before a statement SQLite refuses in a transaction, also after a read that joined the batch', async () => {
    const pending = insert('before pragma');
    const version = await db()
      .connection()
      .execute(async (conn) => {
        await conn.selectFrom('group_probe').select('id').where('name', '=', 'before pragma').execute();
        return sql<{ user_version: number }>`pragma user_version`.execute(conn);
      });
    expect(version.rows).toHaveLength(1);
    expect(await pending).toBe(1);
  });

  it('a failure thrown by the callback rolls back its own work only', async () => {
    const results = await Promise.allSettled([
      insert('before failure'),
      db()
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('group_probe').values({ name: 'thrown away' }).execute();
          throw new Error('refused');
        }),
      insert('after failure'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committed('thrown away').n).toBe(0);
    expect(committed('before failure').n + committed('after failure').n).toBe(2);
  });

  it('keeps a transaction that reads before it writes from failing when another process writes meanwhile', async () => {
    // Another process on the same file (the bench runs two servers on one file; a backup or admin script).
    const other = new BetterSqlite(path.join(database.dataDir, SQLITE_FILE_NAME));
    other.pragma('busy_timeout = 0');
    try {
      let otherWrite = 'not tried';
      await db()
        .transaction()
        .execute(async (trx) => {
          await trx.selectFrom('group_probe').select('id').where('name', '=', 'read first').execute();
          try {
            other.prepare("insert into group_probe (name) values ('other process')").run();
            otherWrite = 'stored';
          } catch (error) {
            otherWrite = (error as { code?: string }).code ?? 'failed';
          }
          await trx.insertInto('group_probe').values({ name: 'read first' }).execute();
        });
      // The batch held the write lock from its BEGIN: the other process waited (here: refused at once),
      // and this transaction's write, after its read, was stored.
      expect(otherWrite).toBe('SQLITE_BUSY');
      expect(committed('read first').n).toBe(1);
      other.prepare("insert into group_probe (name) values ('other process')").run();
      expect(committed('other process').n).toBe(1);
    } finally {
      other.close();
    }
  });
});

describe('concurrent creates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores 24 quotations created at once, with distinct numbers, sharing commits on SQLite', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const before = groupCommitStats(t.ctx.db);
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => postCall(t.app, auth, 'create_quotation', workedExample(client.id))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const numbers = answers.map(
      (a) => (a.json() as { response: { quotation_number: string } }).response.quotation_number,
    );
    expect(new Set(numbers).size).toBe(24);
    const stored = await (t.ctx.db as unknown as AnyDb)
      .selectFrom('documents')
      .select('number')
      .where('client_id', '=', client.id)
      .where('kind', '=', 'quotation')
      .execute();
    expect(stored.map((row) => row.number as string).sort()).toEqual([...numbers].sort());
    if (testDialect === 'sqlite') {
      const after = groupCommitStats(t.ctx.db)!;
      expect(after.commits - before!.commits).toBeLessThan(after.transactions - before!.transactions);
    }
  });
});
