import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { GBP } from '../../../test/factories';
import { createQuotation, ownerWithClient, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);

describe('get_quotation_number', () => {
  it('answers the next number and the defaults of a new quotation without taking the number', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    await call(auth, 'terms_days/post', { invoice_days: 30, quotation_days: 14 });
    const first = await t.app.inject({ method: 'GET', url: '/api/v3/get_quotation_number', headers: auth });
    expect(first.statusCode).toBe(200);
    expect(first.json().response).toMatchObject({
      response: 'QUO-000001',
      quotation_number: 'QUO-000001',
      validity_term: 14,
      currency_id: GBP,
    });
    const again = await t.app.inject({ method: 'GET', url: '/api/v3/get_quotation_number', headers: auth });
    expect(again.json().response.response).toBe('QUO-000001');
    await createQuotation(t.app, auth, workedExample(client.id));
    const next = await t.app.inject({ method: 'GET', url: '/api/v3/get_quotation_number', headers: auth });
    expect(next.json().response.response).toBe('QUO-000002');
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/get_quotation_number' });
    expect(res.statusCode).toBe(401);
  });
});
