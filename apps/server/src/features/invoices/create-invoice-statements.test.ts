// The statements of one invoice create (issue 30): its answer takes the client the create checked (read
// by the statement that stores it on PostgreSQL; the tax settings came with the session: ADR 0440), and the row and lines its inserts returned; it reads no
// attachments of an invoice made without files, nor anything made from it, which a new invoice cannot
// have; the business's currency came with the session
// (docs/decisions/0432-a-create-answers-from-what-it-checked.md,
// docs/decisions/0434-a-create-reads-its-client-and-taxes-at-once.md). The answers are those of
// create-invoice.test.ts; here the statements are counted, as the product compiles them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { invoiceExample } from '../../../test/invoice-factories';
import { ownerWithClient } from '../../../test/quotation-factories';
import {
  compiledStatements,
  expectReferencesReadOnce,
  statementsNaming,
} from '../../../test/recorded-statements';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let auth: Auth;
let clientId: number;
const statements = compiledStatements();

beforeAll(async () => {
  t = await buildTestApp({ plugins: [statements.plugin] });
  const owner = await ownerWithClient(t.app);
  auth = owner.auth;
  clientId = owner.client.id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('creating an invoice', () => {
  it('reads its client once, and neither itself, the currency, attachments nor documents made from it', async () => {
    statements.take();
    const res = await postCall(t.app, auth, 'create_invoice', invoiceExample(clientId));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().response as { client_id: number; images: unknown[] };
    expect(answer.client_id).toBe(clientId);
    const compiled = statements.take();
    const naming = (table: string) => statementsNaming(compiled, table);
    // The client once (on PostgreSQL in the statement that stores the invoice); the user, the link epoch
    // and the tax settings only in the token check (docs/decisions/0440).
    expectReferencesReadOnce(naming);
    // The insert alone (on PostgreSQL inside the statement that takes the number): the answer's row and
    // lines are those it returned, and nothing is made from a new invoice.
    const documents = naming('documents');
    expect(documents).toHaveLength(1);
    expect(documents[0]?.sql).toMatch(/^(with|insert)\b/i);
    expect(naming('document_lines')).toHaveLength(1);
    // Made without a payment, it has none to read.
    expect(naming('payments')).toEqual([]);
  });
});
