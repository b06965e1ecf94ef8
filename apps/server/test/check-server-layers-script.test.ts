// scripts/check-server-layers.mjs (npm run check): another room's table named in SQL text counts as in a
// Kysely call (docs/decisions/0419): after from, join, update or into in a `sql` template (nested ones
// too) or a sql.raw string, or by sql.table; a column, a comment, another string or a fragment composed
// from the owning room's repository does not. Each case is a scratch source folder, so the test does not
// depend on the state of this one. Runs with the server's tests because it needs only Node.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../scripts/check-server-layers.mjs',
);
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tradebook-layers-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const table = (name: string) =>
  `declare module '../../db/schema' {\n  interface Database {\n    ${name}: { id: number };\n  }\n}\n`;
const KYSELY = "import { sql } from 'kysely';\n";

/** Runs the check over a source folder with the items and invoices rooms and `files` of the invoices
 * room; the problems it prints, each as "file:line: what". */
function check(files: Record<string, string>) {
  const src = fs.mkdtempSync(path.join(scratch, 'src-'));
  const all: Record<string, string> = {
    'db/schema.ts': 'export interface Database {}\n',
    'features/items/items.table.ts': table('items'),
    'features/items/item-names.repository.ts': `${KYSELY}export const joinItemOf = (id: unknown) => sql\`join items i on i.id = \${id}\`;\n`,
    'features/invoices/invoices.table.ts': table('invoices'),
    ...Object.fromEntries(Object.entries(files).map(([name, text]) => [`features/invoices/${name}`, text])),
  };
  for (const [name, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(src, name)), { recursive: true });
    fs.writeFileSync(path.join(src, name), text);
  }
  const run = spawnSync(process.execPath, [script, '--src', src], { encoding: 'utf8' });
  const problems = `${run.stdout}${run.stderr}`
    .split('\n')
    .filter((line) => line.includes(': '))
    .map((line) => line.slice(line.indexOf('features/')));
  return { status: run.status, problems };
}

describe('scripts/check-server-layers.mjs: SQL text', () => {
  it("names each sql template and sql.raw string that reads another feature's table", () => {
    const { status, problems } = check({
      'a.repository.ts': `${KYSELY}export const a = sql<{ n: number }>\`select 1 from invoices v\n  JOIN "items" i on i.id = v.item_id\`;\n`,
      'b.repository.ts': `${KYSELY}export const b = (id: number) => sql\`update items set n = 1 where id = \${id}\`;\n`,
      'c.repository.ts': `${KYSELY}export const c = sql\`insert into items (id) values (1)\`;\n`,
      'd.repository.ts': `${KYSELY}const cols = ['id'];\nexport const d = sql.raw(\n  cols.map((c) => \`v.\${c}\`).join(', ') + ', (select n from ' + 'items x) as n',\n);\n`,
      'e.repository.ts': `${KYSELY}export const e = sql\`select \${sql\`(select 1 from items)\`} from invoices\`;\n`,
      'f.repository.ts': `${KYSELY}export const f = sql\`select * from \${sql.table('items')}\`;\n`,
    });
    expect(status).toBe(1);
    expect(problems).toEqual([
      "features/invoices/a.repository.ts:2: sql`…` 'join items' in features/invoices: the table belongs to features/items; compose a fragment its repository exports",
      "features/invoices/b.repository.ts:2: sql`…` 'update items' in features/invoices: the table belongs to features/items; compose a fragment its repository exports",
      "features/invoices/c.repository.ts:2: sql`…` 'into items' in features/invoices: the table belongs to features/items; compose a fragment its repository exports",
      "features/invoices/d.repository.ts:3: sql.raw(…) 'from items' in features/invoices: the table belongs to features/items; compose a fragment its repository exports",
      "features/invoices/e.repository.ts:2: sql`…` 'from items' in features/invoices: the table belongs to features/items; compose a fragment its repository exports",
      "features/invoices/f.repository.ts:2: sql.table('items') in features/invoices: the table belongs to features/items; compose a fragment its repository exports",
    ]);
  });

  it("passes a fragment composed from the owner's repository, columns, comments and other strings", () => {
    const { status, problems } = check({
      'g.repository.ts':
        `${KYSELY}import { joinItemOf } from '../items/item-names.repository';\n` +
        '// join items here would read their table: compose joinItemOf instead\n' +
        "export const g = sql`select i.items_count, v.date_from items from invoices v ${joinItemOf(sql.ref('v.item_id'))}`;\n" +
        "export const h = (t: string) => sql`select 1 from ${sql.table(t)} where n = 'from'`;\n" +
        "export const message = 'a payment from items';\nexport const plain = `join items`;\n" +
        '/* update items set n = 1 */\n',
    });
    expect(problems).toEqual([]);
    expect(status).toBe(0);
  });
});
