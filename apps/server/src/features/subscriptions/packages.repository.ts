import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PackagesTable } from './subscriptions.table';

/** The packages on sale, shortest first: a handful of rows, managed with the admin tool. */
export function activePackages(db: Kysely<Database>) {
  return db
    .selectFrom('packages')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('days')
    .orderBy('id')
    .execute();
}

export function findActivePackage(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('packages')
    .selectAll()
    .where('id', '=', id)
    .where('active', '=', 1)
    .executeTakeFirst();
}

export function allPackages(db: Kysely<Database>) {
  return db.selectFrom('packages').selectAll().orderBy('id').execute();
}

export async function insertPackage(db: Kysely<Database>, row: Insertable<PackagesTable>): Promise<number> {
  const inserted = await db.insertInto('packages').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export type PackageRow = Awaited<ReturnType<typeof allPackages>>[number];
