import type { Kysely } from 'kysely';

// Failed sign-ins counted per e-mail address and client IP together (features/accounts/login-throttle.ts):
// a pair that keeps failing waits longer before each new attempt, while the same address from another
// IP, its owner, still signs in.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_throttles').execute();
}
