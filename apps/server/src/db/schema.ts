// The database as Kysely sees it: one interface per table, declared by the feature that owns the table
// (features/<area>/<area>.table.ts) and combined here.
import type { AccountsTables } from '../features/accounts/accounts.table';

export type Database = AccountsTables;
