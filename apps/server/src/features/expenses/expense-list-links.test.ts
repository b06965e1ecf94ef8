// A list page signs a link for each receipt it shows with the link epoch the token check read, rather than
// reading it again for every link (docs/decisions/0452-a-list-page-signs-its-links-once.md). Counted as
// the product compiles its statements, on both databases; the links open, and after revoke_links the
// page's new links open while the old ones answer 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { createExpense, expensePage, receiptPhoto } from '../../../test/expense-factories';
import { signedInUser } from '../../../test/factories';
import { statementTables } from '../../../test/recorded-statements';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
const statements = statementTables();

beforeAll(async () => {
  t = await buildTestApp({ plugins: [statements.plugin] });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const open = async (url: string) =>
  (await t.app.inject({ method: 'GET', url: url.replace('http://tradebook.test', '') })).statusCode;

describe('an expense page with receipts', () => {
  it('signs its links without reading the link epoch again; they open until revoked', async () => {
    const { auth } = await signedInUser(t.app);
    const photo = await receiptPhoto(120, 90);
    for (const vendor of ['Corner Cafe', 'Builders Yard', 'Fuel Stop'])
      await createExpense(t.app, auth, { vendor }, [photo]);

    statements.take();
    const page = await expensePage(t.app, auth);
    const links = (page.response.data as Array<{ url: string[] }>).flatMap((row) => row.url);
    expect(links).toHaveLength(3);
    const read = statements.take();
    expect(read.filter((tables) => tables.includes('file_link_epochs') && tables.length === 1)).toEqual([]);
    for (const link of links) expect(await open(link), link).toBe(200);

    expect((await postCall(t.app, auth, 'revoke_links')).statusCode).toBe(200);
    for (const link of links) expect(await open(link), link).toBe(404);
    const again = await expensePage(t.app, auth);
    const fresh = (again.response.data as Array<{ url: string[] }>).flatMap((row) => row.url);
    expect(fresh).toHaveLength(3);
    for (const link of fresh) expect(await open(link), link).toBe(200);
  });
});
