import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createClient } from '../../../test/catalogue-factories';
import { signedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;

const post = (auth: Auth, path: string, payload: object = {}) => postCall(t.app, auth, path, payload);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("a client's document language", () => {
  it("is the business's when left out, is saved when chosen and kept by an edit that leaves it out", async () => {
    const { auth } = await signedInUser(t.app);
    const english = await createClient(t.app, auth, { full_name: 'Sam Lee', email: 'sam@example.com' });
    expect((english as unknown as { language: string }).language).toBe('us');

    const created = await post(auth, 'create_client', {
      full_name: 'Greta Vogel',
      email: 'greta@vogel.de',
      language: 'DE',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().response.id as number;
    expect(created.json().response.language).toBe('de');

    const edited = await post(auth, 'update_client', {
      client_id: id,
      full_name: 'Greta V.',
      email: 'greta@vogel.de',
    });
    expect(edited.json().response.language).toBe('de');
    const french = await post(auth, 'update_client', {
      client_id: id,
      full_name: 'Greta V.',
      email: 'greta@vogel.de',
      language: 'fr',
    });
    expect(french.json().response.language).toBe('fr');
    const read = await post(auth, 'getClientDetailByClientId', { clientId: id });
    expect(read.json().response.language).toBe('fr');
  });

  it('refuses a language not on the list and changes nothing', async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, {
      full_name: 'Ana',
      email: 'ana@example.com',
      language: 'es',
    });
    const res = await post(auth, 'update_client', {
      client_id: client.id,
      full_name: 'Ana Ruiz',
      email: 'ana@example.com',
      language: 'klingon',
    });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('Please choose a language from the list.');
    const read = await post(auth, 'getClientDetailByClientId', { clientId: client.id });
    expect(read.json().response).toMatchObject({ full_name: 'Ana', language: 'es' });
  });
});
