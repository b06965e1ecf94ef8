// The SQLite connection's rows (docs/decisions/0430-sqlite-rows-built-from-arrays.md): made from arrays,
// they are the objects better-sqlite3 itself makes, with every column, in order, of one shape; a kept
// statement is handed back, and one whose rows are still being read is not.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hiddenClassCount } from '../../test/hidden-class';
import { rowMaker, withStatementCache } from './sqlite-statements';

let folder = '';
let database: BetterSqlite.Database;

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-statements-'));
  database = new BetterSqlite(path.join(folder, 'rows.sqlite'));
  database.exec(`create table t (id integer primary key, name text, amount real, data blob, note text);
    insert into t values (1, 'one', 1.5, x'00ff', null), (2, 'two', 2, null, 'n'), (3, 'three', 3.25, null, '')`);
});
afterAll(() => {
  database.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('SQLite rows', () => {
  const statements = () => withStatementCache(database);

  it('are the rows better-sqlite3 makes: every column in order, nulls, numbers, blobs, a repeated name', () => {
    const text = `select t.id, t.name, t.amount, t.data, t.note, u.name as name, count(*) over () as total
      from t join t u on u.id = 4 - t.id order by t.id`;
    const ours = statements().prepare(text).all([]);
    const theirs = database.prepare(text).all();
    expect(ours).toEqual(theirs);
    expect(ours.map((row) => Object.keys(row as object))).toEqual(
      theirs.map((row) => Object.keys(row as object)),
    );
    // A later column of the same name takes the earlier one's place, as it does in better-sqlite3.
    expect(ours.map((row) => (row as { name: string }).name)).toEqual(['three', 'two', 'one']);
    expect(Buffer.isBuffer((ours[0] as { data: unknown }).data)).toBe(true);
  });

  it('binds parameters and answers statements that write, with and without returning', () => {
    const kept = statements();
    const inserted = kept
      .prepare('insert into t (id, name) values (?, ?) returning id, name')
      .all([10, 'ten']);
    expect(inserted).toEqual([{ id: 10, name: 'ten' }]);
    const run = kept.prepare('update t set note = ? where id = ?').run(['x', 10]);
    expect(Number(run.changes)).toBe(1);
    expect(kept.prepare('select note from t where id = ?').all([10])).toEqual([{ note: 'x' }]);
  });

  it("never takes a column named __proto__ for the prototype: such rows are better-sqlite3's own", () => {
    const text = `select 'x' as "__proto__", 1 as id`;
    const [row] = statements().prepare(text).all([]) as object[];
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(row).toEqual(database.prepare(text).get());
  });

  it('hands a kept statement back, and a fresh one while the kept one is still being read', () => {
    const kept = statements();
    const text = 'select id from t order by id';
    const first = kept.prepare(text);
    expect(kept.prepare(text)).toBe(first);
    const reading = first.iterate([])[Symbol.iterator]();
    expect(reading.next().value).toEqual({ id: 1 });
    const meanwhile = kept.prepare(text);
    expect(meanwhile).not.toBe(first);
    expect(meanwhile.all([]).length).toBeGreaterThanOrEqual(3);
    // Stopping early frees the statement: the next prepare may hand it back again.
    reading.return?.();
    const rows = [...kept.prepare(text).iterate([])];
    expect(rows.slice(0, 3)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('makes every row of a statement of one hidden class, whatever the values', () => {
    const rows = statements()
      .prepare(`select id, name, amount, data, note from t order by id`)
      .all([]) as object[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(hiddenClassCount(rows)).toBe(1);
  });
});

describe('the row maker', () => {
  it('reads every column name as a name, never as code', () => {
    const names = [
      'id',
      'a "quoted" name',
      'back\\slash',
      'line\nbreak',
      '"}; throw 1; ({"',
      'é £ \u2028',
      '',
    ];
    const make = rowMaker(names);
    const row = make(names.map((_, index) => index));
    expect(Object.keys(row)).toEqual(names);
    expect(Object.values(row)).toEqual(names.map((_, index) => index));
  });

  it('keeps a repeated name at its first place with its last value, as better-sqlite3 does', () => {
    const row = rowMaker(['name', 'id', 'name'])(['first', 1, 'last']);
    expect(Object.entries(row)).toEqual([
      ['name', 'last'],
      ['id', 1],
    ]);
  });

  it('refuses a column named __proto__, which a literal would take for the prototype', () => {
    expect(() => rowMaker(['id', '__proto__'])).toThrow(/__proto__/);
  });
});
