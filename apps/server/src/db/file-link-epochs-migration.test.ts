// The migration that gave the signed links' epoch to the files room (20261210T0100-file-link-epochs.ts,
// ADR 0409): each epoch already moved on is copied, so no link handed out breaks; a user who never
// revoked has no row and stays at epoch 0; a revoke moves a copied epoch on.
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { trustedOwnerId } from './owner';
import { migrateTo, migrateToLatest } from './migrate';
import { advanceLinkEpoch, findLinkEpoch } from '../files/link-epochs.repository';

const MIGRATION = '20261210T0100-file-link-epochs';

let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
});

/** The migration that ran just before this one. */
function previousMigration(): string {
  const names = fs
    .readdirSync(path.join(import.meta.dirname, 'migrations'))
    .map((file) => file.replace(/\.ts$/, ''))
    .filter((name) => name < MIGRATION)
    .sort();
  return names.at(-1)!;
}

describe('migration 20261210T0100-file-link-epochs', () => {
  it("copies each user's link epoch to the files room", async () => {
    database = await createTestDatabase({ migrate: false });
    await migrateTo(database.db, previousMigration());
    // The users table as it stood before the migration, reached untyped as a migration reaches it.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = database.db as unknown as Kysely<any>;
    const ids: Record<string, number> = {};
    for (const [email, epoch] of [
      ['revoked.twice@example.com', 2],
      ['never.revoked@example.com', 0],
    ] as const) {
      const createdAt = '2026-10-01T09:00:00.000Z';
      const row = await old
        .insertInto('users')
        .values({
          email,
          email_lower: email,
          password_hash: 'x',
          fullname: 'Old Account',
          country_id: 826,
          currency_id: 826,
          language: 'us',
          user_type: 'web',
          free_usage_until: '2026-10-31',
          link_epoch: epoch,
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[email] = Number(row.id);
    }
    await migrateToLatest(database.db);
    const revoked = ids['revoked.twice@example.com']!;
    const never = ids['never.revoked@example.com']!;
    expect(await findLinkEpoch(database.db, revoked)).toBe(2);
    expect(await findLinkEpoch(database.db, never)).toBe(0);
    const rows = await database.db.selectFrom('file_link_epochs').selectAll().execute();
    expect(rows.map((row) => [Number(row.user_id), Number(row.epoch)])).toEqual([[revoked, 2]]);

    await advanceLinkEpoch(database.db, trustedOwnerId(revoked));
    await advanceLinkEpoch(database.db, trustedOwnerId(never));
    expect(await findLinkEpoch(database.db, revoked)).toBe(3);
    expect(await findLinkEpoch(database.db, never)).toBe(1);
  });
});
