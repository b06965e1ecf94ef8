import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { ACME_CLIENT, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('quotation numbers', () => {
  it('gives 50 quotations created at once the numbers QUO-000001 to QUO-000050, each once', async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, ACME_CLIENT);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postCall(t.app, auth, 'create_quotation', workedExample(client.id))),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const numbers = answers.map((res) => res.json().response.quotation_number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `QUO-${String(i + 1).padStart(6, '0')}`));
    // Of one date, the list's oldest first is the order they were stored in: that of their numbers.
    const listed = await postCall(t.app, auth, 'get_quotation_list_by_user', { limit: 50, order: 'asc' });
    expect(listed.json().response.map((row: { quotation_number: string }) => row.quotation_number)).toEqual(
      numbers,
    );
  });

  it('numbers each user on their own', async () => {
    const first = await signedInUser(t.app);
    const second = await signedInUser(t.app);
    const firstClient = await createClient(t.app, first.auth, ACME_CLIENT);
    const secondClient = await createClient(t.app, second.auth, ACME_CLIENT);
    const a = await postCall(t.app, first.auth, 'create_quotation', workedExample(firstClient.id));
    const b = await postCall(t.app, second.auth, 'create_quotation', workedExample(secondClient.id));
    const c = await postCall(t.app, first.auth, 'create_quotation', workedExample(firstClient.id));
    expect([a, b, c].map((res) => res.json().response.quotation_number)).toEqual([
      'QUO-000001',
      'QUO-000001',
      'QUO-000002',
    ]);
  });

  it('does not use up a number when a save is refused', async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, ACME_CLIENT);
    const refused = await postCall(t.app, auth, 'create_quotation', workedExample(client.id + 100000));
    expect(refused.statusCode).toBe(404);
    const saved = await postCall(t.app, auth, 'create_quotation', workedExample(client.id));
    expect(saved.json().response.quotation_number).toBe('QUO-000001');
  });
});
