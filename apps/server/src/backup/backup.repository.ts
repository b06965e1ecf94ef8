// What a backup asks the live database: the migration it is at, and whether a target is empty.
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';

/** The name of the last migration applied (Kysely's own table). */
export async function latestMigration(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(
    db,
  );
  const name = rows[0]?.name;
  if (!name) throw new Error('The database has no migrations applied.');
  return name;
}

/** How many tables the database holds (0: an empty database a restore may fill). */
export async function countTables(db: Kysely<Database>, dialect: Dialect): Promise<number> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ count: number }>`select count(*) as count from sqlite_master
          where type = 'table' and name not like 'sqlite_%'`.execute(db)
      : await sql<{ count: number }>`select count(*)::int as count from information_schema.tables
          where table_schema not in ('pg_catalog', 'information_schema')`.execute(db);
  return Number(rows[0]?.count ?? 0);
}
