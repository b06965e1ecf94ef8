// The token check reads the signed-in user's row with the session, in one statement, and the small calls
// answer from it (docs/decisions/0423-the-token-check-reads-the-signed-in-user.md). Counted as the product
// compiles its statements, on both databases; the answers themselves are those of get-profile.test.ts,
// expense-limit.test.ts and the contract tests. An expense page signs its receipts' links with the link
// epoch the token check read, rather than reading it for every link
// (docs/decisions/0452-a-list-page-signs-its-links-once.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall } from '../../../test/api-calls';
import { grantAccess } from '../../../test/accountants';
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

describe('the token check', () => {
  it('answers get_profile with no statement after it', async () => {
    const user = await signedInUser(t.app, { fullname: 'Sam Single' });
    statements.take();
    const res = await getCall(t.app, user.auth, 'get_profile');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({ fullname: 'Sam Single', email: user.email });
    expect(statements.take()).toHaveLength(1);
  });

  it("answers get_expense_count reading only this month's credits after it", async () => {
    const user = await signedInUser(t.app);
    statements.take();
    const res = await getCall(t.app, user.auth, 'get_expense_count');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({ expense_count: 0, limit_applies: false });
    const [, ...after] = statements.take();
    // The token check, then the month's credits: nothing after the token check reads the user again.
    expect(after).toHaveLength(1);
    expect(after.filter((tables) => tables.includes('users'))).toEqual([]);
  });

  it('answers a profile changed by the call before, not the one read by an earlier token check', async () => {
    const user = await signedInUser(t.app, { fullname: 'Before Change' });
    expect((await getCall(t.app, user.auth, 'get_profile')).json().response.fullname).toBe('Before Change');
    const changed = await postCall(t.app, user.auth, 'update_country', { countryname: 'FR' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await getCall(t.app, user.auth, 'get_profile')).json().response.country).toBe('France');
  });

  it("answers an accountant reading a business with the business's profile, not their own", async () => {
    const owner = await signedInUser(t.app, { fullname: 'Olive Owner' });
    const accountant = await signedInUser(t.app, { fullname: 'Ann Accountant' });
    const { auth } = await grantAccess(t, owner, accountant);
    const res = await getCall(t.app, auth, 'get_profile');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().response).toMatchObject({ fullname: 'Olive Owner', email: owner.email });
    const own = await getCall(t.app, accountant.auth, 'get_profile');
    expect(own.json().response).toMatchObject({ fullname: 'Ann Accountant', email: accountant.email });
  });

  it('refuses a revoked token with 401 before any call reads its user', async () => {
    const user = await signedInUser(t.app);
    const out = await postCall(t.app, user.auth, 'logout', {});
    expect(out.statusCode, out.body).toBe(200);
    statements.take();
    const res = await getCall(t.app, user.auth, 'get_profile');
    expect(res.statusCode).toBe(401);
    expect(statements.take()).toHaveLength(1);
  });
});

describe("an expense page's receipt links", () => {
  const open = async (url: string) =>
    (await t.app.inject({ method: 'GET', url: url.replace('http://tradebook.test', '') })).statusCode;

  it('are signed without reading the link epoch again, and open until revoked', async () => {
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
