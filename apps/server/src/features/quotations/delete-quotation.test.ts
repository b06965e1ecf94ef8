import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createQuotation, ownerWithClient, post, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

type Auth = Record<string, string>;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (auth: Auth, path: string, payload: unknown = {}) => post(t.app, auth, path, payload);

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
