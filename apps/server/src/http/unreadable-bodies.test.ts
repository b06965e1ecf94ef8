// Bodies an attacker (or a broken client) sends instead of a form: a garbled multipart body is a 400 and
// a JSON body that is not an object is a 422, on every kind of call that takes a form, and neither
// changes anything stored (issue 13).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../../test/api-calls';
import { createItem } from '../../test/catalogue-factories';
import { createExpense } from '../../test/expense-factories';
import { signedInUser } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/test-app';

const UNREADABLE = { status: 0, message: 'The request could not be read.' };
const NOT_AN_OBJECT = { status: 0, message: ['The request body must be a JSON object of fields.'] };

/** Every table a form call could write to, as it stands. */
const WATCHED_TABLES = [
  'users',
  'sessions',
  'password_resets',
  'rate_limits',
  'items',
  'item_categories',
  'clients',
  'expenses',
  'expense_receipts',
  'tax_settings',
  'bank_settings',
  'terms_settings',
] as const;

let t: TestApp;
let auth: Record<string, string>;
let user: { email: string; password: string };

async function snapshot(): Promise<string> {
  const tables: Record<string, unknown[]> = {};
  for (const table of WATCHED_TABLES) {
    const rows = await t.ctx.db.selectFrom(table).selectAll().execute();
    tables[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(tables);
}

beforeAll(async () => {
  t = await buildTestApp();
  const signedIn = await signedInUser(t.app);
  auth = signedIn.auth;
  user = signedIn;
  // Something saved in each place the calls below could overwrite.
  const tax = { tax1_name: 'VAT', tax1_rate: '20', is_tax1_enable: '1', tax_number: 'GB123' };
  expect((await postForm(t.app, auth, 'tax/update', tax)).statusCode).toBe(200);
  const bank = { is_banking_info_available: '1', accountant_name: 'Alex Baker', account_number: '12345678' };
  expect((await postForm(t.app, auth, 'bank/update', bank)).statusCode).toBe(200);
  await createItem(t.app, auth, { name: 'Copper pipe', item_no: 'CP-1', unit_price: 12.5, quantity: 1 });
  await createExpense(t.app, auth);
});

afterAll(async () => {
  await t.close();
});

const FORM_CALLS = ['login', 'register_user', 'tax/update', 'bank/update', 'create_item', 'create_expense'];

const GARBLED_MULTIPART: Array<[string, string, string]> = [
  ['no boundary', 'multipart/form-data', 'garbage'],
  ['a boundary that never appears', 'multipart/form-data; boundary=xyz', 'garbage garbage'],
  [
    'a part cut short',
    'multipart/form-data; boundary=xyz',
    '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nsomeone@example.com',
  ],
  [
    'a file cut short',
    'multipart/form-data; boundary=xyz',
    '--xyz\r\nContent-Disposition: form-data; name="image[]"; filename="a.jpg"\r\n' +
      'Content-Type: image/jpeg\r\n\r\n\xff\xd8\xff',
  ],
];

describe('a garbled multipart body', () => {
  it.each(FORM_CALLS.flatMap((call) => GARBLED_MULTIPART.map((body) => [call, ...body] as const)))(
    'on %s (%s) answers 400 with the envelope and changes nothing',
    async (call, _case, contentType, payload) => {
      const before = await snapshot();

      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v3/${call}`,
        headers: { ...auth, 'content-type': contentType },
        payload,
      });

      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(UNREADABLE);
      expect(await snapshot()).toBe(before);
    },
  );

  it('still lets a well-formed form sign in', async () => {
    const res = await postForm(t.app, {}, 'login', { email: user.email, password: user.password });

    expect(res.statusCode).toBe(200);
  });
});

const NOT_OBJECTS: Array<[string, string]> = [
  ['a list', '[{"tax1_rate": 0}]'],
  ['text', '"reset everything"'],
  ['a number', '42'],
  ['null', 'null'],
  ['false', 'false'],
];

describe('a JSON body that is not an object', () => {
  it.each(FORM_CALLS.flatMap((call) => NOT_OBJECTS.map((body) => [call, ...body] as const)))(
    'on %s (%s) answers 422 with a clear message and changes nothing',
    async (call, _case, payload) => {
      const before = await snapshot();

      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v3/${call}`,
        headers: { ...auth, 'content-type': 'application/json' },
        payload,
      });

      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject(NOT_AN_OBJECT);
      expect(await snapshot()).toBe(before);
    },
  );

  it('keeps the saved tax and bank details after a list was sent to each', async () => {
    for (const call of ['tax/update', 'bank/update']) {
      await t.app.inject({
        method: 'POST',
        url: `/api/v3/${call}`,
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '[]',
      });
    }

    const tax = (await t.app.inject({ method: 'GET', url: '/api/v3/tax/get_details', headers: auth })).json();
    expect(tax.response).toMatchObject({ tax1_name: 'VAT', tax1_rate: 20, is_tax1_enable: 1 });
    const bank = (
      await t.app.inject({ method: 'GET', url: '/api/v3/bank/get_details', headers: auth })
    ).json();
    expect(bank.response).toMatchObject({ accountant_name: 'Alex Baker', account_number: '12345678' });
  });

  it('still reads a missing body as no fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/create_item', headers: auth });

    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(['Item name is required.']);
  });
});
