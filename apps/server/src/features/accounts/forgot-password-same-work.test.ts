// forgot_password must not tell a stranger which addresses have accounts by how long it takes (issue 13:
// 7.8 ms for a registered address, 3.1 ms for an unknown one). A timing test would be flaky, so this
// proves the cause is gone: every database statement the call runs before it answers is recorded
// (a Kysely plugin on the app's real database) with the work it hands over held back, and the two
// addresses must give the same statements; the e-mail comes after, and only for the account.
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCall } from '../../../test/api-calls';
import { registerUser, uniqueEmail } from '../../../test/factories';
import { mailHeader } from '../../../test/mail';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';

const statements: RootOperationNode[] = [];
let t: TestApp;

beforeAll(async () => {
  const recorder: KyselyPlugin = {
    transformQuery: ({ node }) => {
      statements.push(node);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  const database = await createTestDatabase();
  t = await buildTestApp({ database: { ...database, db: database.db.withPlugin(recorder) } });
});

afterAll(async () => {
  await t.close();
});

/** The SQL (without its parameters) of every statement run while `call` was answered. */
async function sqlRunBy(call: () => Promise<unknown>): Promise<string[]> {
  statements.length = 0;
  await call();
  const executor = t.ctx.db.getExecutor();
  return statements.map((node) => executor.compileQuery(node, { queryId: '' }).sql);
}

describe('forgot_password', () => {
  it('runs the same statements before it answers for a registered and an unknown address', async () => {
    const user = await registerUser(t.app);
    const before = t.readOutbox().length;
    t.ctx.tasks.pause();
    try {
      let known = { statusCode: 0, body: '' };
      let unknown = { statusCode: 0, body: '' };
      const knownSql = await sqlRunBy(async () => {
        known = await postCall(t.app, {}, 'forgot_password', { email: user.email });
      });
      const unknownSql = await sqlRunBy(async () => {
        unknown = await postCall(t.app, {}, 'forgot_password', { email: uniqueEmail('stranger') });
      });

      expect(knownSql.length).toBeGreaterThan(0);
      expect(unknownSql).toEqual(knownSql);
      // Nothing about the account: no lookup of users, no reset link written, no e-mail yet.
      expect(knownSql.join('\n')).not.toMatch(/"users"|"password_resets"/);
      expect(t.readOutbox()).toHaveLength(before);
      expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    } finally {
      t.ctx.tasks.resume();
    }

    await t.settle();
    const outbox = t.readOutbox();
    expect(outbox).toHaveLength(before + 1);
    expect(mailHeader(outbox[before] ?? '', 'to')).toContain(user.email);
  });
});
