// The businesses an accountant serves, for their business switcher: the id to send as X-Business-Id.
import type { ServedBusiness } from '@tradebook/domain/accountants/accountants.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { listUserContacts } from '../accounts/user-plans.repository';
import { listServedRows } from './accountants.repository';

export async function listServedBusinesses(ctx: AppContext, accountant: OwnerId): Promise<ServedBusiness[]> {
  const rows = await listServedRows(ctx.db, accountant);
  const owners = new Map(
    (
      await listUserContacts(
        ctx.db,
        rows.map((row) => Number(row.user_id)),
      )
    ).map((user) => [Number(user.id), user]),
  );
  return rows.map((row) => {
    const owner = owners.get(Number(row.user_id));
    return {
      business_id: Number(row.user_id),
      name: owner?.company_name || owner?.fullname || '',
      owner_email: owner?.email ?? '',
      since: row.accepted_at ?? '',
    };
  });
}
