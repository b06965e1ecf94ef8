import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResponse, postForm, type Auth } from '../../../test/api-calls';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

const get = (auth: Auth, path: string) => getResponse(t.app, auth, path);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
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
    const res = await postForm(t.app, auth, 'tax/update', TAX);
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
    await postForm(t.app, auth, 'tax/update', TAX);
    const res = await postForm(t.app, auth, 'tax/update', { ...TAX, tax2_rate: '0', is_tax2_enable: '0' });
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
    await postForm(t.app, auth, 'tax/update', { ...TAX, tax1_rate: '15', is_tax1_enable: '0' });
    expect(await get(auth, 'tax/get_details')).toMatchObject({ tax1_rate: 0, is_tax1_enable: 0 });
  });

  it('names a line left blank Tax-1 or Tax-2', async () => {
    const { auth } = await signedInUser(t.app);
    await postForm(t.app, auth, 'tax/update', { ...TAX, tax1_name: ' ', tax2_name: '' });
    expect(await get(auth, 'tax/get_details')).toMatchObject({ tax1_name: 'Tax-1', tax2_name: 'Tax-2' });
  });

  it('accepts the bounds 0 and 100', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await postForm(t.app, auth, 'tax/update', { ...TAX, tax1_rate: '0', tax2_rate: '100' });
    expect(res.statusCode).toBe(200);
    expect(await get(auth, 'tax/get_details')).toMatchObject({ tax1_rate: 0, tax2_rate: 100 });
  });

  it('refuses a rate below 0 or above 100, or with more than 3 decimals, and keeps the saved rates', async () => {
    const { auth } = await signedInUser(t.app);
    await postForm(t.app, auth, 'tax/update', TAX);
    const cases: [Record<string, string>, string[]][] = [
      [{ tax1_rate: '-0.001' }, ['Tax rate must be between 0 and 100.']],
      [{ tax2_rate: '100.001' }, ['Tax rate must be between 0 and 100.']],
      [{ tax1_rate: '150', tax2_rate: '-5' }, ['Tax rate must be between 0 and 100.']],
      [{ tax1_rate: '7.1234' }, ['Tax rate can have at most 3 decimals.']],
      [{ tax2_rate: 'twenty' }, ['Tax rate must be a number.']],
      [{ is_tax1_enable: 'yes' }, ['A tax switch must be 0 (off) or 1 (on).']],
    ];
    for (const [fields, messages] of cases) {
      const res = await postForm(t.app, auth, 'tax/update', { ...TAX, ...fields });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ status: 0, message: messages });
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
