// The clients room's join fragment for another room's list (client-names.repository.ts, ADR 0419): a
// document row composed with it shows its client's business name, full name, e-mail and notes in one
// statement, and a client of another user never shows, on both databases.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../../test/catalogue-factories';
import { ownerIdOf } from '../../../test/catalogue-seed';
import { createInvoice, invoiceExample } from '../../../test/invoice-factories';
import { ACME_CLIENT, ownerWithClient } from '../../../test/quotation-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { trustedOwnerId } from '../../db/owner';
import { CLIENT_NAME_COLUMNS, leftJoinClientOf } from './client-names.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

interface NameRow {
  client_business_name: string | null;
  client_full_name: string | null;
  client_email: string | null;
  client_notes: string | null;
}

describe('client-names.repository', () => {
  it("gives each document row its client's names, e-mail and notes, and no other user's client", async () => {
    const owner = await ownerWithClient(t.app);
    const ownerId = trustedOwnerId(await ownerIdOf(t.app, owner.auth));
    const second = await createClient(t.app, owner.auth, {
      full_name: 'Ana Ruiz',
      email: 'ana@example.es',
      business_name: '',
      notes: 'Pays by transfer',
    });
    await createInvoice(t.app, owner.auth, invoiceExample(owner.client.id));
    await createInvoice(t.app, owner.auth, invoiceExample(second.id));
    const other = await ownerWithClient(t.app);

    const { rows } = await sql<NameRow & { number: string }>`select d.number, ${sql.raw(CLIENT_NAME_COLUMNS)}
      from documents d ${leftJoinClientOf(sql.ref('d.client_id'), ownerId)}
      where d.user_id = ${ownerId} order by d.id`.execute(t.ctx.db);
    expect(rows).toEqual([
      {
        number: 'INV-000001',
        client_business_name: ACME_CLIENT.business_name,
        client_full_name: ACME_CLIENT.full_name,
        client_email: ACME_CLIENT.email,
        client_notes: '',
      },
      {
        number: 'INV-000002',
        client_business_name: '',
        client_full_name: 'Ana Ruiz',
        client_email: 'ana@example.es',
        client_notes: 'Pays by transfer',
      },
    ]);

    // A row that pointed at another user's client joins nothing: the join is scoped to the owner.
    const { rows: foreign } = await sql<NameRow>`select ${sql.raw(CLIENT_NAME_COLUMNS)}
      from (select cast(${other.client.id} as integer) as client_id) x
      ${leftJoinClientOf(sql.ref('x.client_id'), ownerId)}`.execute(t.ctx.db);
    expect(foreign).toEqual([
      { client_business_name: null, client_full_name: null, client_email: null, client_notes: null },
    ]);
  });
});
