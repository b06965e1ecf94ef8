// The business's currency as a fragment another room's statement composes: a number call made for a
// business by someone else (an accountant,
// docs/decisions/0379-one-check-for-every-call.md) has no signed-in row of the business to
// take it from, and reads it in its one statement (docs/decisions/0429-a-number-call-in-one-statement.md,
// docs/decisions/0419-raw-sql-reads-of-another-room.md).
import { sql, type RawBuilder } from 'kysely';
import type { OwnerRef } from '../../db/owner';

/** The owner's currency id as a scalar subquery (the user always exists: every owner id is one). */
export function businessCurrencyOf(owner: OwnerRef): RawBuilder<number> {
  return sql`(select currency_id from users where id = ${owner})`;
}
