// Reads that requests arriving together make share one statement on PostgreSQL, and each request still
// gets its own answer (docs/decisions/0441-reads-that-arrive-together-share-a-statement.md): the token
// check, a new document's defaults and the month's expense count, on both databases.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCall, postCall } from '../../test/api-calls';
import { createExpense } from '../../test/expense-factories';
import { signedInUser } from '../../test/factories';
import { createQuotation, ownerWithClient, workedExample } from '../../test/quotation-factories';
import { statementTables } from '../../test/recorded-statements';
import { buildTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const statements = statementTables();

beforeAll(async () => {
  t = await buildTestApp({ plugins: [statements.plugin] });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The statements of `calls` started together: fewer than the calls, which share them. */
function expectShared(count: number, calls: number) {
  expect(count).toBeLessThan(calls);
}

describe('reads that arrive together', () => {
  it('answer each token check with its own user, refusing the ended, expired and unknown sessions', async () => {
    const users = await Promise.all(
      [1, 2, 3].map(async (n) => ({
        ...(await signedInUser(t.app, { fullname: `Owner ${n}` })),
        fullname: `Owner ${n}`,
      })),
    );
    const ended = await signedInUser(t.app);
    expect((await postCall(t.app, ended.auth, 'logout', {})).statusCode).toBe(200);
    const expired = await signedInUser(t.app);
    await t.ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1_000).toISOString() })
      .where('token_hash', '=', hashOf(expired.token))
      .execute();
    const tokens = [
      ...users.map((user): { token: string; fullname?: string } => user),
      { token: ended.token },
      { token: expired.token },
      { token: 'never-issued-token-of-forty-characters-xx' },
    ];
    // Each token several times, interleaved, all started in the same turn.
    const calls = Array.from({ length: 30 }, (_, n) => tokens[n % tokens.length]!);

    statements.take();
    const answers = await Promise.all(calls.map(({ token }) => getCall(t.app, bearer(token), 'get_profile')));
    // get_profile answers from its token check: no other statement.
    const checks = statements.take();

    answers.forEach((res, n) => {
      const expected = calls[n]!.fullname;
      if (expected === undefined) {
        expect(res.statusCode, res.body).toBe(401);
      } else {
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().response.fullname).toBe(expected);
      }
    });
    expectShared(checks.length, calls.length);
  });

  it('answer each number call with its own owner’s next number and terms, of whichever kind', async () => {
    const owners = await Promise.all([0, 1, 2].map(() => ownerWithClient(t.app)));
    for (const [n, owner] of owners.entries()) {
      const terms = await postCall(t.app, owner.auth, 'terms_days/post', {
        invoice_days: 20 + n,
        quotation_days: 10 + n,
      });
      expect(terms.statusCode, terms.body).toBe(200);
      for (let made = 0; made < n; made += 1) {
        await createQuotation(t.app, owner.auth, workedExample(owner.client.id));
      }
    }
    const calls = owners.flatMap((owner, n) => [
      { owner, n, path: 'get_quotation_number' },
      { owner, n, path: 'get_invoice_number' },
      { owner, n, path: 'get_quotation_number' },
    ]);

    statements.take();
    const answers = await Promise.all(calls.map(({ owner, path }) => getCall(t.app, owner.auth, path)));
    const taken = statements.take();

    answers.forEach((res, index) => {
      const { n, path } = calls[index]!;
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json().response;
      if (path === 'get_quotation_number') {
        expect(answer).toMatchObject({ quotation_number: `QUO-00000${n + 1}`, validity_term: 10 + n });
      } else {
        expect(answer).toMatchObject({ invoice_number: 'INV-000001', validity_term: 20 + n });
      }
    });
    // A token check and a defaults read per call when each reads alone.
    expectShared(taken.length, calls.length * 2);
  });

  it("answer each expense count with its own owner's month", async () => {
    const owners = await Promise.all([0, 1, 2].map(() => signedInUser(t.app)));
    for (const [n, owner] of owners.entries()) {
      for (let made = 0; made < n; made += 1) await createExpense(t.app, owner.auth);
    }
    const calls = [...owners.entries(), ...owners.entries()];

    statements.take();
    const answers = await Promise.all(
      calls.map(([, owner]) => getCall(t.app, owner.auth, 'get_expense_count')),
    );
    const taken = statements.take();

    answers.forEach((res, index) => {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().response.expense_count).toBe(calls[index]![0]);
    });
    expectShared(taken.length, calls.length * 2);
  });
});
