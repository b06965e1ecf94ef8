import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { signedInUser } from '../../../test/factories';
import { multipart } from '../../../test/forms';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Auth = Record<string, string>;

async function get(auth: Auth, path: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v3/${path}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().response;
}

/** Posts as the web does: a multipart form. */
async function postForm(auth: Auth, path: string, fields: Record<string, string | number>) {
  const body = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/v3/${path}`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

describe('payment terms (Control Panel)', () => {
  it('answers 28 and 28 until the user saves their own', async () => {
    const { auth } = await signedInUser(t.app);
    expect(await get(auth, 'get_terms_days')).toEqual({ invoice_days: 28, quotation_days: 28 });
  });

  it('saves both terms and answers them on the next read', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await postForm(auth, 'terms_days/post', { invoice_days: '14', quotation_days: '31' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 1,
      message: 'Save data Successful.',
      response: { invoice_days: 14, quotation_days: 31 },
    });
    expect(await get(auth, 'get_terms_days')).toEqual({ invoice_days: 14, quotation_days: 31 });
    await t.app.inject({
      method: 'POST',
      url: '/api/v3/terms_days/post',
      headers: auth,
      payload: { invoice_days: 1, quotation_days: 7 },
    });
    expect(await get(auth, 'get_terms_days')).toEqual({ invoice_days: 1, quotation_days: 7 });
  });

  it('refuses terms outside 1 to 31 days, or not whole days, and keeps the saved ones', async () => {
    const { auth } = await signedInUser(t.app);
    await postForm(auth, 'terms_days/post', { invoice_days: 10, quotation_days: 20 });
    const cases: [Record<string, string | number>, string[]][] = [
      [
        { invoice_days: 0, quotation_days: 32 },
        ['Invoice terms must be between 1 and 31 days.', 'Quotation terms must be between 1 and 31 days.'],
      ],
      [{ invoice_days: 32, quotation_days: 31 }, ['Invoice terms must be between 1 and 31 days.']],
      [{ invoice_days: 1, quotation_days: 0 }, ['Quotation terms must be between 1 and 31 days.']],
      [
        { invoice_days: '-1', quotation_days: '7.5' },
        ['Invoice terms must be between 1 and 31 days.', 'Quotation terms must be between 1 and 31 days.'],
      ],
      [{ invoice_days: 'ten', quotation_days: 5 }, ['Invoice terms must be between 1 and 31 days.']],
      [
        { invoice_days: '', quotation_days: '' },
        ['Invoice terms are required.', 'Quotation terms are required.'],
      ],
      [{ quotation_days: 5 }, ['Invoice terms are required.']],
    ];
    for (const [fields, messages] of cases) {
      const res = await postForm(auth, 'terms_days/post', fields);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ status: 0, message: messages });
    }
    expect(await get(auth, 'get_terms_days')).toEqual({ invoice_days: 10, quotation_days: 20 });
  });

  it("keeps each user's terms apart", async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    await postForm(a.auth, 'terms_days/post', { invoice_days: 3, quotation_days: 4 });
    expect(await get(b.auth, 'get_terms_days')).toEqual({ invoice_days: 28, quotation_days: 28 });
  });
});

const TAX = {
  tax1_name: 'VAT',
  tax1_rate: '20',
  is_tax1_enable: '1',
  tax2_name: 'Levy',
  tax2_rate: '7.125',
  is_tax2_enable: '1',
  registration_number: '12345678',
  tax_number: 'GB123456789',
};

describe('tax and registration', () => {
  it('answers Tax-1 and Tax-2, switched off at rate 0, until saved', async () => {
    const { auth } = await signedInUser(t.app);
    expect(await get(auth, 'tax/get_details')).toEqual({
      tax1_name: 'Tax-1',
      tax1_rate: 0,
      is_tax1_enable: 0,
      tax2_name: 'Tax-2',
      tax2_rate: 0,
      is_tax2_enable: 0,
      registration_number: '',
      tax_number: '',
    });
  });

  it('saves both lines with rates of up to 3 decimals, answered as numbers', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await postForm(auth, 'tax/update', TAX);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Save data Successful.');
    expect(await get(auth, 'tax/get_details')).toEqual({
      tax1_name: 'VAT',
      tax1_rate: 20,
      is_tax1_enable: 1,
      tax2_name: 'Levy',
      tax2_rate: 7.125,
      is_tax2_enable: 1,
      registration_number: '12345678',
      tax_number: 'GB123456789',
    });
    const rows = await t.ctx.db
      .selectFrom('tax_settings')
      .select(['tax1_rate_milli', 'tax2_rate_milli'])
      .execute();
    expect(rows.map((row) => [Number(row.tax1_rate_milli), Number(row.tax2_rate_milli)])).toContainEqual([
      20_000, 7_125,
    ]);
  });

  it('stores rate 0 and flag 0 for a line switched off, and keeps its name', async () => {
    const { auth } = await signedInUser(t.app);
    await postForm(auth, 'tax/update', TAX);
    const res = await postForm(auth, 'tax/update', { ...TAX, tax2_rate: '0', is_tax2_enable: '0' });
    expect(res.statusCode).toBe(200);
    expect(await get(auth, 'tax/get_details')).toMatchObject({
      tax1_rate: 20,
      is_tax1_enable: 1,
      tax2_name: 'Levy',
      tax2_rate: 0,
      is_tax2_enable: 0,
    });
    const { id } = await get(auth, 'get_profile');
    const row = await t.ctx.db
      .selectFrom('tax_settings')
      .selectAll()
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect([Number(row.tax2_rate_milli), Number(row.is_tax2_enable)]).toEqual([0, 0]);
    // A client that sends a rate with the switch off still gets rate 0: off means no tax.
    await postForm(auth, 'tax/update', { ...TAX, tax1_rate: '15', is_tax1_enable: '0' });
    expect(await get(auth, 'tax/get_details')).toMatchObject({ tax1_rate: 0, is_tax1_enable: 0 });
  });

  it('names a line left blank Tax-1 or Tax-2', async () => {
    const { auth } = await signedInUser(t.app);
    await postForm(auth, 'tax/update', { ...TAX, tax1_name: ' ', tax2_name: '' });
    expect(await get(auth, 'tax/get_details')).toMatchObject({ tax1_name: 'Tax-1', tax2_name: 'Tax-2' });
  });

  it('accepts the bounds 0 and 100', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await postForm(auth, 'tax/update', { ...TAX, tax1_rate: '0', tax2_rate: '100' });
    expect(res.statusCode).toBe(200);
    expect(await get(auth, 'tax/get_details')).toMatchObject({ tax1_rate: 0, tax2_rate: 100 });
  });

  it('refuses a rate below 0 or above 100, or with more than 3 decimals, and keeps the saved rates', async () => {
    const { auth } = await signedInUser(t.app);
    await postForm(auth, 'tax/update', TAX);
    const cases: [Record<string, string>, string[]][] = [
      [{ tax1_rate: '-0.001' }, ['Tax rate must be between 0 and 100.']],
      [{ tax2_rate: '100.001' }, ['Tax rate must be between 0 and 100.']],
      [{ tax1_rate: '150', tax2_rate: '-5' }, ['Tax rate must be between 0 and 100.']],
      [{ tax1_rate: '7.1234' }, ['Tax rate can have at most 3 decimals.']],
      [{ tax2_rate: 'twenty' }, ['Tax rate must be a number.']],
      [{ is_tax1_enable: 'yes' }, ['A tax switch must be 0 (off) or 1 (on).']],
    ];
    for (const [fields, messages] of cases) {
      const res = await postForm(auth, 'tax/update', { ...TAX, ...fields });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ status: 0, message: messages });
    }
    expect(await get(auth, 'tax/get_details')).toMatchObject({ tax1_rate: 20, tax2_rate: 7.125 });
  });

  it('takes JSON numbers as well as form text', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/tax/update',
      headers: auth,
      payload: { ...TAX, tax1_rate: 12.5, is_tax1_enable: 1, tax2_rate: 0.1, is_tax2_enable: true },
    });
    expect(res.statusCode).toBe(200);
    expect(await get(auth, 'tax/get_details')).toMatchObject({
      tax1_rate: 12.5,
      tax2_rate: 0.1,
      is_tax2_enable: 1,
    });
  });
});

const BANK = {
  is_banking_info_available: '1',
  accountant_name: 'Baker Plumbing Ltd',
  branch_code: '12-34-56',
  account_number: '12345678',
  is_international_banking_info_enable: '1',
  swift_code: 'BUKBGB22',
  iban_number: 'GB33BUKB20201555555555',
  is_paypal_info_enable: '1',
  paypal_id: 'paypal.me/bakerplumbing',
};

describe('banking, IBAN and payment gateway', () => {
  it('answers every section switched off and empty until saved', async () => {
    const { auth } = await signedInUser(t.app);
    expect(await get(auth, 'bank/get_details')).toEqual({
      is_banking_info_available: 0,
      accountant_name: '',
      branch_code: '',
      account_number: '',
      is_international_banking_info_enable: 0,
      swift_code: '',
      iban_number: '',
      is_paypal_info_enable: 0,
      paypal_id: '',
    });
  });

  it('saves the three sections', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await postForm(auth, 'bank/update', BANK);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Save data Successful.');
    expect(await get(auth, 'bank/get_details')).toEqual({
      ...BANK,
      is_banking_info_available: 1,
      is_international_banking_info_enable: 1,
      is_paypal_info_enable: 1,
    });
  });

  it('keeps what a switched-off section held, so switching it back on brings it back', async () => {
    const { auth } = await signedInUser(t.app);
    await postForm(auth, 'bank/update', BANK);
    // The web sends disabled inputs empty (or not at all); the server ignores them.
    await postForm(auth, 'bank/update', {
      ...BANK,
      is_international_banking_info_enable: '0',
      swift_code: '',
      iban_number: '',
      is_paypal_info_enable: '0',
      paypal_id: '',
    });
    expect(await get(auth, 'bank/get_details')).toMatchObject({
      is_international_banking_info_enable: 0,
      swift_code: 'BUKBGB22',
      iban_number: 'GB33BUKB20201555555555',
      is_paypal_info_enable: 0,
      paypal_id: 'paypal.me/bakerplumbing',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v3/bank/update',
      headers: auth,
      payload: {
        is_banking_info_available: 1,
        is_international_banking_info_enable: 1,
        is_paypal_info_enable: 1,
      },
    });
    expect(await get(auth, 'bank/get_details')).toEqual({
      ...BANK,
      is_banking_info_available: 1,
      is_international_banking_info_enable: 1,
      is_paypal_info_enable: 1,
    });
  });

  it('lets an enabled section clear a field', async () => {
    const { auth } = await signedInUser(t.app);
    await postForm(auth, 'bank/update', BANK);
    await postForm(auth, 'bank/update', { ...BANK, paypal_id: '' });
    expect((await get(auth, 'bank/get_details')).paypal_id).toBe('');
  });

  it('refuses a switch that is not 0 or 1, and overly long details', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await postForm(auth, 'bank/update', {
      ...BANK,
      is_paypal_info_enable: '2',
      iban_number: 'X'.repeat(51),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual([
      'IBAN must be at most 50 characters.',
      'A section switch must be 0 (off) or 1 (on).',
    ]);
  });
});

describe('every settings call', () => {
  it('needs a token and refuses GET on the saving calls', async () => {
    for (const path of ['get_terms_days', 'tax/get_details', 'bank/get_details']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/v3/${path}` })).statusCode).toBe(401);
    }
    for (const path of ['terms_days/post', 'tax/update', 'bank/update']) {
      expect((await t.app.inject({ method: 'POST', url: `/api/v3/${path}`, payload: {} })).statusCode).toBe(
        401,
      );
    }
    const { auth } = await signedInUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/tax/update', headers: auth })).statusCode).toBe(
      405,
    );
  });
});
