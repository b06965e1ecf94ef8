// Who has access to the business, and since when; invitations not yet accepted show as 'invited'.
import type { Accountant } from '@tradebook/domain/accountants/accountants.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { listUserContacts } from '../accounts/user-plans.repository';
import { listAccountantRows } from './accountants.repository';

export async function listAccountants(ctx: AppContext, owner: OwnerId): Promise<Accountant[]> {
  const rows = await listAccountantRows(ctx.db, owner);
  const ids = rows.flatMap((row) => (row.accountant_id === null ? [] : [Number(row.accountant_id)]));
  const accounts = new Map((await listUserContacts(ctx.db, ids)).map((user) => [Number(user.id), user]));
  return rows.map((row) => {
    const account = row.accountant_id === null ? undefined : accounts.get(Number(row.accountant_id));
    return {
      id: Number(row.id),
      email: account?.email ?? row.email_lower,
      fullname: account?.fullname ?? null,
      status: row.accepted_at ? 'active' : 'invited',
      invited_at: row.invited_at,
      since: row.accepted_at,
    };
  });
}
