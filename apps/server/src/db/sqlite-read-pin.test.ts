// The read lock SQLite's reads share (docs/decisions/0439-sqlite-reads-share-a-held-read-lock.md): a read
// outside a transaction holds it, anything that writes lets it go first, it never keeps the connection
// from seeing what was committed since, and it never keeps a checkpoint from emptying the WAL for longer
// than it stays idle.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { Kysely, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GroupCommitSqliteDialect } from './group-commit';
import { SqliteReadPin } from './sqlite-read-pin';
import { withStatementCache } from './sqlite-statements';

interface ProbeDatabase {
  probe: { id: Generated<number>; name: string };
}

let folder = '';
let file = '';
let pin: SqliteReadPin;
let db: Kysely<ProbeDatabase>;
/** Another connection to the same file, as a second process or an administrator's tool would be. */
let other: BetterSqlite.Database;

const IDLE_MS = 40;

beforeEach(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-read-pin-'));
  file = path.join(folder, 'pin.sqlite');
  const database = new BetterSqlite(file);
  database.pragma('journal_mode = WAL');
  pin = new SqliteReadPin(file, { idleMs: IDLE_MS, maxAgeMs: 60_000 });
  db = new Kysely<ProbeDatabase>({
    dialect: new GroupCommitSqliteDialect(database, withStatementCache(database), pin),
  });
  await sql`create table probe (id integer primary key, name text not null)`.execute(db);
  other = new BetterSqlite(file);
  other.pragma('busy_timeout = 0');
});

afterEach(async () => {
  other.close();
  await db.destroy();
  fs.rmSync(folder, { recursive: true, force: true });
});

const names = async () =>
  (await db.selectFrom('probe').select('name').orderBy('id').execute()).map((r) => r.name);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Another connection's TRUNCATE checkpoint, without waiting: busy 1 when a reader keeps it from emptying
 * the WAL. */
const truncate = () =>
  (other.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number; log: number; checkpointed: number }>)[0];

describe('the SQLite read pin', () => {
  it('is held by a read outside a transaction, once, and let go by a write, a transaction and a pragma', async () => {
    await names();
    expect(pin.held).toBe(true);
    await names();
    await names();
    expect(pin.stats.holds).toBe(1);

    await db.insertInto('probe').values({ name: 'plain insert' }).execute();
    expect(pin.held).toBe(false);
    await names();
    expect(pin.held).toBe(true);

    await db.transaction().execute(async (trx) => {
      expect(pin.held).toBe(false);
      await trx.insertInto('probe').values({ name: 'in a transaction' }).execute();
      // A read inside the transaction reads in it: the pin stays let go.
      await trx.selectFrom('probe').selectAll().execute();
      expect(pin.held).toBe(false);
    });
    await names();
    expect(pin.held).toBe(true);

    await sql`pragma wal_checkpoint(PASSIVE)`.execute(db);
    expect(pin.held).toBe(false);
    expect(await names()).toEqual(['plain insert', 'in a transaction']);
  });

  it('never hides what was committed since it was taken, by this connection or another', async () => {
    await db.insertInto('probe').values({ name: 'first' }).execute();
    expect(await names()).toEqual(['first']);
    expect(pin.held).toBe(true);
    other.prepare('insert into probe (name) values (?)').run('from another connection');
    expect(await names()).toEqual(['first', 'from another connection']);
    await db.insertInto('probe').values({ name: 'third' }).execute();
    expect(await names()).toEqual(['first', 'from another connection', 'third']);
  });

  it('keeps another connection from emptying the WAL only until it is idle', async () => {
    await names();
    // Written after the pin's snapshot: a TRUNCATE checkpoint must wait for the pin to let go.
    other.prepare('insert into probe (name) values (?)').run('after the pin');
    expect(pin.held).toBe(true);
    expect(truncate()?.busy).toBe(1);
    await sleep(IDLE_MS * 4);
    expect(pin.held).toBe(false);
    expect(truncate()).toEqual({ busy: 0, log: 0, checkpointed: 0 });
    expect(await names()).toEqual(['after the pin']);
  });

  it('lets this connection empty the WAL: its own checkpoint finds no reader of its process', async () => {
    for (let i = 0; i < 20; i += 1) {
      await db
        .insertInto('probe')
        .values({ name: `row ${i}` })
        .execute();
      await names();
    }
    expect(pin.held).toBe(true);
    const { rows } = await sql<{ busy: number; log: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    expect(rows[0]).toMatchObject({ busy: 0, log: 0 });
    expect(fs.statSync(`${file}-wal`).size).toBe(0);
  });

  it('is taken afresh once older than its longest hold', async () => {
    const young = new SqliteReadPin(file, { maxAgeMs: 0, idleMs: 60_000 });
    try {
      young.hold();
      young.hold();
      expect(young.stats).toEqual({ holds: 2, releases: 1 });
      expect(young.held).toBe(true);
    } finally {
      young.close();
    }
    expect(young.held).toBe(false);
    // Closed, it holds nothing again.
    young.hold();
    expect(young.held).toBe(false);
  });

  it('is let go when the database is closed', async () => {
    await names();
    expect(pin.held).toBe(true);
    await db.destroy();
    expect(pin.held).toBe(false);
    expect(truncate()?.busy).toBe(0);
    const again = new BetterSqlite(file);
    db = new Kysely<ProbeDatabase>({
      dialect: new GroupCommitSqliteDialect(again, withStatementCache(again)),
    });
  });
});
