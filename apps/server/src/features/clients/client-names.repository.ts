// The client of a row as SQL fragments another room's list composes (the documents lists show each row's
// client name and e-mail), so the list stays one statement while only this room names the clients table
// (docs/architecture.md rule 4, docs/decisions/0419). The client is `c` in both fragments; the join is
// scoped to the owner, so another user's client never shows.
import { sql, type Expression, type RawBuilder } from 'kysely';
import type { OwnerId } from '../../db/owner';

/** The client columns a list row shows, over `c`, as SQL text for a select list (a list built once as
 * sql.raw text puts it in as it is): client_business_name, client_full_name, client_email, client_notes. */
export const CLIENT_NAME_COLUMNS =
  'c.business_name as client_business_name, c.full_name as client_full_name, ' +
  'c.email as client_email, c.notes as client_notes';

/** `left join clients c on …`: the owner's client of `clientId` (e.g. sql.ref('d.client_id')); a left join,
 * so the outer rows' index leads the plan (the client always exists: a foreign key). */
export function leftJoinClientOf(clientId: Expression<unknown>, owner: OwnerId): RawBuilder<unknown> {
  return sql`left join clients c on c.id = ${clientId} and c.user_id = ${owner}`;
}
