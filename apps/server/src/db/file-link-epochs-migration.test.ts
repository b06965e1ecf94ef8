// The migration that gave the signed links' epoch to the files room (20261210T0100-file-link-epochs.ts,
// ADR 0409): each epoch already moved on is copied, so no link handed out breaks; a user who never
// revoked has no row and stays at epoch 0; a revoke moves a copied epoch on.
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { insertOldUser, migrationBefore } from '../../test/migration-steps';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { advanceLinkEpoch, findLinkEpoch } from '../files/link-epochs.repository';
import { migrateTo, migrateToLatest } from './migrate';
import { trustedOwnerId } from './owner';

const MIGRATION = '20261210T0100-file-link-epochs';

let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.drop();
});

describe(`migration ${MIGRATION}`, () => {
  it("copies each user's link epoch to the files room", async () => {
    database = await createTestDatabase({ migrate: false });
    const { db } = database;
    await migrateTo(db, migrationBefore(MIGRATION));
    // The users table as it stood before the migration, reached untyped as a migration reaches it.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const old = db as unknown as Kysely<any>;
    const at = '2026-10-01T09:00:00.000Z';
    const revoked = await insertOldUser(old, 'revoked.twice@example.com', at, { link_epoch: 2 });
    const never = await insertOldUser(old, 'never.revoked@example.com', at);
    await migrateToLatest(db);

    expect(await findLinkEpoch(db, revoked)).toBe(2);
    expect(await findLinkEpoch(db, never)).toBe(0);
    const rows = await db.selectFrom('file_link_epochs').selectAll().execute();
    expect(rows.map((row) => [Number(row.user_id), Number(row.epoch)])).toEqual([[revoked, 2]]);

    await advanceLinkEpoch(db, trustedOwnerId(revoked));
    await advanceLinkEpoch(db, trustedOwnerId(never));
    expect(await findLinkEpoch(db, revoked)).toBe(3);
    expect(await findLinkEpoch(db, never)).toBe(1);
  });
});
