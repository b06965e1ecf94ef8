import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
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
