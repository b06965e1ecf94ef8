import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { createClient, fullNames, listClients } from '../../../test/catalogue-factories';
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

describe('delete_client', () => {
  it('deletes the client', async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, { full_name: 'Gone', email: 'gone@example.com' });
    const res = await post(auth, 'delete_client', { client_id: client.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, message: 'Delete Successful.' });
    expect(await listClients(t.app, auth)).toEqual([]);
    expect((await post(auth, 'delete_client', { client_id: client.id })).statusCode).toBe(404);
  });

  it("answers 404 for another user's client and deletes nothing", async () => {
    const owner = await signedInUser(t.app);
    const client = await createClient(t.app, owner.auth, { full_name: 'Stay', email: 'stay@example.com' });
    const other = await signedInUser(t.app);
    expect((await post(other.auth, 'delete_client', { client_id: client.id })).statusCode).toBe(404);
    expect(await listClients(t.app, owner.auth)).toHaveLength(1);
  });

  it('needs the client id', async () => {
    const { auth } = await signedInUser(t.app);
    const res = await post(auth, 'delete_client', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toEqual(['Client id is required.']);
  });

  // Quotations and invoices reference clients(id) without an ON DELETE action (migration 20261121T1100).
  // Until those tables exist, a stand-in table that references clients the same way shows the rule.
  it('answers 409 and deletes nothing while a document refers to the client', async () => {
    const { auth } = await signedInUser(t.app);
    const client = await createClient(t.app, auth, { full_name: 'Has Documents', email: 'docs@example.com' });
    await sql`create table test_client_documents (id integer primary key, client_id bigint not null references clients(id))`.execute(
      t.ctx.db,
    );
    try {
      await sql`insert into test_client_documents (id, client_id) values (1, ${client.id})`.execute(t.ctx.db);
      const res = await post(auth, 'delete_client', { client_id: client.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        status: 0,
        message: 'This client has quotations or invoices, so it cannot be deleted.',
      });
      expect(fullNames(await listClients(t.app, auth))).toEqual(['Has Documents']);

      await sql`delete from test_client_documents`.execute(t.ctx.db);
      expect((await post(auth, 'delete_client', { client_id: client.id })).statusCode).toBe(200);
    } finally {
      await sql`drop table test_client_documents`.execute(t.ctx.db);
    }
  });
});
