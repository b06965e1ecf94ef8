// The statements of one invoice create (issue 30): its answer takes the client the create checked and
// reads no attachments of an invoice made without files, nor anything made from it, which a new invoice
// cannot have; the business's currency came with the session
// (docs/decisions/0432-a-create-answers-from-what-it-checked.md). The answers are those of
// create-invoice.test.ts; here the statements are counted, as the product compiles them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { invoiceExample } from '../../../test/invoice-factories';
import { ownerWithClient } from '../../../test/quotation-factories';
import { statementTables } from '../../../test/recorded-statements';
import { createTestDatabase } from '../../../test/test-database';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let auth: Auth;
let clientId: number;
const statements = statementTables();

beforeAll(async () => {
  const database = await createTestDatabase();
  t = await buildTestApp({ database, context: { db: database.db.withPlugin(statements.plugin) } });
  const owner = await ownerWithClient(t.app);
  auth = owner.auth;
  clientId = owner.client.id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('creating an invoice', () => {
  it('reads its client once and neither the currency, attachments nor documents made from it', async () => {
    statements.take();
    const res = await postCall(t.app, auth, 'create_invoice', invoiceExample(clientId));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().response as { client_id: number; images: unknown[] };
    expect(answer.client_id).toBe(clientId);
    const named = statements.take();
    expect(named.filter((names) => names.includes('clients'))).toHaveLength(1);
    expect(named.filter((names) => names.includes('users'))).toEqual([]);
    expect(named.filter((names) => names.includes('document_attachments'))).toEqual([]);
    // The insert (on PostgreSQL inside the statement that takes the number) and the answer's read of
    // the row; nothing made from it.
    const documents = named.filter((names) => names.includes('documents'));
    expect(documents).toHaveLength(2);
  });
});
