import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
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

describe('quotation/ListByquotationNumber', () => {
  it('answers the quotation by its number', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const created = await createQuotation(t.app, auth, workedExample(client.id));
    const res = await call(auth, 'quotation/ListByquotationNumber', { quotation_number: 'QUO-000001' });
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toMatchObject({
      id: created.id,
      total_amount_gross: 82.58,
      is_expired: false,
    });
  });

  it('says the number is required and answers 404 for a number the user does not have', async () => {
    const { auth } = await ownerWithClient(t.app);
    const missing = await call(auth, 'quotation/ListByquotationNumber', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toEqual(['Quotation Number is required.']);
    const unknown = await call(auth, 'quotation/ListByquotationNumber', { quotation_number: 'QUO-000077' });
    expect(unknown.statusCode).toBe(404);
  });
});
