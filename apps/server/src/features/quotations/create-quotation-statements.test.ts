// The statements of one create (issue 30, docs/decisions/0415-a-creates-statements-counted.md): the
// answer's PDF link is signed with the key the app read once, also when the answer is read inside the
// create's transaction (SQLite), where the database handle is that transaction; the lines of the new
// document are inserted without a read first; its answer reads nothing a new quotation cannot have, nor
// what the create has just read (docs/decisions/0432-a-create-answers-from-what-it-checked.md). Here the
// statements are counted, as the product compiles them; the answers are those of create-quotation.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall, type Auth } from '../../../test/api-calls';
import { ownerWithClient, workedExample } from '../../../test/quotation-factories';
import { statementTables } from '../../../test/recorded-statements';
import { createTestDatabase, testDialect } from '../../../test/test-database';
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

async function create() {
  statements.take();
  const res = await postCall(t.app, auth, 'create_quotation', workedExample(clientId));
  expect(res.statusCode, res.body).toBe(200);
  return { answer: res.json().response as { pdfLink: string }, tables: statements.take() };
}

describe('creating a quotation', () => {
  it('reads its client once and neither the business currency nor attachments again', async () => {
    const { tables: named } = await create();
    // The client as the create checked it is the answer's (docs/decisions/0432); the currency came
    // with the session (0423); a quotation made without files has no attachments to read.
    expect(named.filter((names) => names.includes('clients'))).toHaveLength(1);
    expect(named.filter((names) => names.includes('users'))).toEqual([]);
    expect(named.filter((names) => names.includes('document_attachments'))).toEqual([]);
  });

  it('signs its PDF link without reading the signing key again after the first', async () => {
    await create();
    const second = await create();
    const third = await create();
    expect(second.answer.pdfLink).toMatch(/sig=/);
    expect(second.tables.filter((named) => named.includes('app_secrets'))).toEqual([]);
    expect(third.tables.filter((named) => named.includes('app_secrets'))).toEqual([]);
  });

  it('inserts its lines without reading the lines a new document cannot have yet', async () => {
    const { tables: named } = await create();
    // The insert, and the answer's read of the lines stored.
    expect(named.filter((names) => names.includes('document_lines'))).toHaveLength(2);
  });

  it('takes its number in one statement, which on PostgreSQL also stores the quotation and its lines', async () => {
    const { tables: named } = await create();
    const numbering = named.filter((names) => names.includes('number_sequences'));
    expect(numbering).toHaveLength(1);
    // PostgreSQL: one round trip while the counter row is locked, before the COMMIT
    // (docs/decisions/0422-a-create-locks-its-number-for-one-statement.md); SQLite has no data-modifying
    // `with` and, one writer, inserts them one after the other.
    if (testDialect === 'postgres') {
      expect(numbering[0]).toEqual(
        expect.arrayContaining(['number_sequences', 'documents', 'document_lines']),
      );
    } else {
      expect(numbering[0]).toEqual(['number_sequences']);
    }
  });

  it('reads neither an invoice made from it nor a client decision, which a new quotation cannot have', async () => {
    const { answer, tables: named } = await create();
    expect(answer).toMatchObject({ client_decision: null });
    // The insert and the answer's read of the row, nothing made from it or said about it.
    expect(named.filter((names) => names.includes('documents'))).toHaveLength(2);
    expect(named.filter((names) => names.includes('document_events'))).toEqual([]);
  });
});
