// One address per client, and mail headers built only by the mail library (issue 13, 'Low'): an e-mail
// holding commas, semicolons or line breaks is refused on create and update alike, the account e-mail
// too, and a client row that still holds a list (saved before edit client checked it) is mailed to no
// one: the e-mail call answers the client e-mail's message and the outbox stays empty.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { registerUser, signedInUser, uniqueEmail } from '../../../test/factories';
import { createQuotation, workedExample } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (auth: Auth, path: string, payload: object) => postCall(t.app, auth, path, payload);
const INVALID = { status: 0, message: ['Please enter a valid email address.'] };

const LISTS = [
  'jo@example.com,sam@example.com',
  'jo@example.com;sam@example.com',
  'jo@example.com\r\nBcc: sam@example.com',
  'jo@example.com\nsam@example.com',
];

describe('one address per client', () => {
  it('refuses a list or a header in the e-mail on create_client and update_client, and keeps the saved one', async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, { full_name: 'Jo', email: 'jo@example.com' });
    for (const email of LISTS) {
      const created = await post(auth, 'create_client', { full_name: 'Sam', email });
      expect(created.statusCode, email).toBe(422);
      expect(created.json()).toMatchObject(INVALID);
      const updated = await post(auth, 'update_client', { client_id: client.id, full_name: 'Jo', email });
      expect(updated.statusCode, email).toBe(422);
      expect(updated.json()).toMatchObject(INVALID);
    }
    const detail = await post(auth, 'getClientDetailByClientId', { clientId: client.id });
    expect(detail.json().response.email).toBe('jo@example.com');
  });

  it('refuses an account e-mail holding a comma or a semicolon on register_user', async () => {
    for (const email of ['jo,sam@example.com', 'jo;sam@example.com', `"jo"${uniqueEmail()}`]) {
      await expect(registerUser(t.app, { email })).rejects.toThrow(/register failed: 422/);
    }
  });

  it('mails no one when a stored client e-mail holds two addresses, and says which field to correct', async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, { full_name: 'Jo', email: 'jo@example.com' });
    const quotation = await createQuotation(t.app, auth, workedExample(client.id));
    // As a client saved before edit client checked the e-mail's form holds it.
    await t.ctx.db
      .updateTable('clients')
      .set({ email: 'jo@example.com, attacker@example.net' })
      .where('id', '=', client.id)
      .execute();
    const before = t.readOutbox().length;

    const res = await post(auth, 'quotation/emailSent', { quotation_number: quotation.quotation_number });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject(INVALID);
    expect(t.readOutbox()).toHaveLength(before);
    const read = await post(auth, 'quotation/ListByquotationNumber', {
      quotation_number: quotation.quotation_number,
    });
    expect(read.json().response.quotation_status).toBe('draft');
  });
});
