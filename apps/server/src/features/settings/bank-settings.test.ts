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
    const res = await postForm(t.app, auth, 'bank/update', BANK);
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
    await postForm(t.app, auth, 'bank/update', BANK);
    // The web sends disabled inputs empty (or not at all); the server ignores them.
    await postForm(t.app, auth, 'bank/update', {
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
    await postForm(t.app, auth, 'bank/update', BANK);
    await postForm(t.app, auth, 'bank/update', { ...BANK, paypal_id: '' });
    expect((await get(auth, 'bank/get_details')).paypal_id).toBe('');
  });

  it('refuses a switch that is not 0 or 1, and overly long details', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await postForm(t.app, auth, 'bank/update', {
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
