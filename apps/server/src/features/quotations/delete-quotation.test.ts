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

describe('delete_quotation', () => {
  it('deletes the quotation; the client can then be deleted too', async () => {
    const { auth, client } = await ownerWithClient(t.app);
    const created = await createQuotation(t.app, auth, workedExample(client.id));
    const blocked = await call(auth, 'delete_client', { client_id: client.id });
    expect(blocked.statusCode).toBe(409);
    const wrongClient = await call(auth, 'delete_quotation', {
      quotation_id: created.id,
      client_id: client.id + 1000,
    });
    expect(wrongClient.statusCode).toBe(404);
    const res = await call(auth, 'delete_quotation', { quotation_id: created.id, client_id: client.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Delete Successful.' });
    expect(
      (await call(auth, 'quotation/ListByquotationNumber', { quotation_number: created.quotation_number }))
        .statusCode,
    ).toBe(404);
    expect((await call(auth, 'delete_client', { client_id: client.id })).statusCode).toBe(200);
  });
});
