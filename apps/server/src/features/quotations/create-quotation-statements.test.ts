// The statements of one create (issue 30, docs/decisions/0415-a-creates-statements-counted.md): the
// answer's PDF link is signed with the key the app read once, also when the answer is read inside the
// create's transaction (SQLite), where the database handle is that transaction; the tax settings come
// with the session and, on PostgreSQL, the client is checked and read by the statement that stores the
// quotation (docs/decisions/0440-a-create-checks-its-client-in-its-insert.md);
// the lines of the new document are inserted without a read first; its answer reads nothing a new
// quotation cannot have, nor what the create has just read or stored
// (docs/decisions/0432-a-create-answers-from-what-it-checked.md, 0434). Here the statements are counted,
// as the product compiles them; the answers are those of create-quotation.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { ownerWithClient, workedExample } from '../../../test/quotation-factories';
import {
  compiledStatements,
  expectReferencesReadOnce,
  statementsNaming,
} from '../../../test/recorded-statements';
import { testDialect } from '../../../test/test-database';
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

async function create() {
  statements.take();
  const res = await postCall(t.app, auth, 'create_quotation', workedExample(clientId));
  expect(res.statusCode, res.body).toBe(200);
  const compiled = statements.take();
  return {
    answer: res.json().response as { pdfLink: string },
    naming: (table: string) => statementsNaming(compiled, table),
  };
}

describe('creating a quotation', () => {
  it('reads its client once, and neither the tax settings, the business currency, the link epoch nor attachments again', async () => {
    const { naming } = await create();
    // The client as the create checked it is the answer's (docs/decisions/0432), on PostgreSQL checked
    // and read by the statement that stores the quotation (0440); the currency and the tax settings came
    // with the session (0423, 0440), whose token check is the one statement naming users; a quotation
    // made without files has no attachments to read.
    expectReferencesReadOnce(naming);
  });

  it('signs its PDF link without reading the signing key again after the first', async () => {
    await create();
    const second = await create();
    const third = await create();
    expect(second.answer.pdfLink).toMatch(/sig=/);
    expect(second.naming('app_secrets')).toEqual([]);
    expect(third.naming('app_secrets')).toEqual([]);
  });

  it('inserts its lines and answers them as stored, reading none', async () => {
    const { naming } = await create();
    // The insert alone: the lines a new document cannot have are not read first, and the answer's are
    // those the insert returned (0434).
    const lines = naming('document_lines');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.sql).toMatch(/^(with|insert)\b/i);
  });

  it('takes its number in one statement, which on PostgreSQL also stores the quotation and its lines', async () => {
    const { naming } = await create();
    const numbering = naming('number_sequences');
    expect(numbering).toHaveLength(1);
    // PostgreSQL: one round trip while the counter row is locked, before the COMMIT
    // (docs/decisions/0422-a-create-locks-its-number-for-one-statement.md); SQLite has no data-modifying
    // `with` and, one writer, inserts them one after the other.
    if (testDialect === 'postgres') {
      expect(naming('documents')).toEqual(numbering);
      expect(naming('document_lines')).toEqual(numbering);
    } else {
      expect(naming('documents')).not.toEqual(numbering);
    }
  });

  it('reads neither itself, nor an invoice made from it, nor a client decision, which a new quotation cannot have', async () => {
    const { answer, naming } = await create();
    expect(answer).toMatchObject({ client_decision: null });
    // The insert alone: the answer's row is the one it returned (0434), and nothing is made from a new
    // quotation nor said about it.
    const documents = naming('documents');
    expect(documents).toHaveLength(1);
    expect(documents[0]?.sql).toMatch(/^(with|insert)\b/i);
    expect(naming('document_events')).toEqual([]);
  });
});
