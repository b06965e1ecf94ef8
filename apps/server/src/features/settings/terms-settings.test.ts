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

describe('payment terms (Control Panel)', () => {
  it('answers 28 and 28 until the user saves their own', async () => {
    const { auth } = await signedInUser(t.app);
    expect(await get(auth, 'get_terms_days')).toEqual({ invoice_days: 28, quotation_days: 28 });
  });

  it('saves both terms and answers them on the next read', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await postForm(t.app, auth, 'terms_days/post', { invoice_days: '14', quotation_days: '31' });
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
    await postForm(t.app, auth, 'terms_days/post', { invoice_days: 10, quotation_days: 20 });
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
      const res = await postForm(t.app, auth, 'terms_days/post', fields);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ status: 0, message: messages });
    }
    expect(await get(auth, 'get_terms_days')).toEqual({ invoice_days: 10, quotation_days: 20 });
  });

  it("keeps each user's terms apart", async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    await postForm(t.app, a.auth, 'terms_days/post', { invoice_days: 3, quotation_days: 4 });
    expect(await get(b.auth, 'get_terms_days')).toEqual({ invoice_days: 28, quotation_days: 28 });
  });
});
