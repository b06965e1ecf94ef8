// A new client's country is the business's until changed, and a client's phones are read against the
// client's country (docs/decisions/0367): '12345' is refused for a British client, with the reason, and
// nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { createClient, listClients } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const ADVICE = 'Check the digits, or start with + and the country code.';

describe("a client's country", () => {
  it("is the business's when create_client is sent without one, and the one sent otherwise", async () => {
    const { auth } = await signedInUser(t.app);
    const plain = await createClient(t.app, auth, { full_name: 'Sam Lee', email: 'sam@example.com' });
    expect(plain.country).toBe('United Kingdom');
    const german = await createClient(t.app, auth, {
      full_name: 'Jonas Weber',
      email: 'jonas@example.de',
      country: 'DE',
    });
    expect(german.country).toBe('Germany');
  });
});

describe("a client's phones", () => {
  it("refuses a number that cannot be one in the client's country, saying why, storing nothing", async () => {
    const { auth } = await signedInUser(t.app);
    const res = await postCall(t.app, auth, 'create_client', {
      full_name: 'Sam Lee',
      email: 'sam@example.com',
      phone1: '12345',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual([`Too short for a phone number in United Kingdom. ${ADVICE}`]);
    expect(await listClients(t.app, auth)).toHaveLength(0);

    // Letters keep the spec's own message.
    const letters = await postCall(t.app, auth, 'create_client', {
      full_name: 'Sam Lee',
      email: 'sam@example.com',
      phone1: 'abc',
    });
    expect(letters.statusCode).toBe(422);
    expect(letters.json().message).toEqual(['Phone number must contain digits only.']);
  });

  it("reads a number as dialled in the client's country, and a + number as international", async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, {
      full_name: 'Jonas Weber',
      email: 'jonas@example.de',
      country: 'Germany',
      phone1: '030 1234567',
      phone2: '+44 7700 900123',
    });
    expect(client).toMatchObject({ phone1: '+49301234567', phone2: '+447700900123' });
  });

  it('refuses the same on update_client, leaving the client as it was', async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, {
      full_name: 'Priya Shah',
      email: 'priya@example.com',
      phone1: '0113 496 0000',
    });
    const res = await postCall(t.app, auth, 'update_client', {
      client_id: client.id,
      full_name: 'Priya Shah',
      email: 'priya@example.com',
      country: 'United Kingdom',
      phone1: '0113 496 0000',
      phone2: '1234567890123',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual([`Too long for a phone number in United Kingdom. ${ADVICE}`]);
    const [kept] = await listClients(t.app, auth);
    expect(kept).toMatchObject({ phone1: '+441134960000', phone2: '' });
  });
});
