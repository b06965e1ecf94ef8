import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

const get = (auth: Auth, path: string) => getCall(t.app, auth, path);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('export_client_list', () => {
  it('answers the clients as a CSV file with formula cells neutralised', async () => {
    const { auth } = await signedInUser(t.app);
    await createClient(t.app, auth, {
      full_name: '@SUM(A1:A9)',
      email: 'x@example.com',
      business_name: '+Trick',
      notes: '-1',
    });
    await createClient(t.app, auth, {
      full_name: 'Plain Person',
      email: 'plain@example.com',
      business_name: 'Plain, Ltd',
    });
    const res = await get(auth, 'export_client_list');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="clients.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Business Name,Full Name,Email,Phone,Mobile,Website,Postal Address,Street,State,Zip,Country,Notes',
      // Sent without a country, each client took the business's (ADR 0367).
      '"Plain, Ltd",Plain Person,plain@example.com,,,,,,,,United Kingdom,',
      "'+Trick,'@SUM(A1:A9),x@example.com,,,,,,,,United Kingdom,'-1",
    ]);
  });
});
