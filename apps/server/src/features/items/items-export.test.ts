import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, type Auth } from '../../../test/api-calls';
import { createItem } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

const get = (auth: Auth, path: string) => getCall(t.app, auth, path);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('export_item_list', () => {
  it('answers the filtered list as a CSV file with formula cells neutralised', async () => {
    const { auth } = await signedInUser(t.app);
    await createItem(t.app, auth, {
      name: '=HYPERLINK("http://evil.test")',
      description: 'Has "quotes", commas',
      quantity: 1.5,
      unit_price: 2,
    });
    await createItem(t.app, auth, { name: 'Labour', unit_price: 40, type: 'services' });
    const res = await get(auth, 'export_item_list?type=parts');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="items.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Item No,Name,Description,Category,Type,Quantity,Unit Price,Amount,Created At');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^ITEM-000001,"'=HYPERLINK\(""http:\/\/evil.test""\)","Has ""quotes"", commas",N\/A,parts,1.5,2.00,3.00,/,
    );
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/export_item_list' })).statusCode).toBe(401);
  });
});
