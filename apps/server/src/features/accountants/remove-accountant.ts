// Removing an accountant ends their access at once: the next call naming the business answers 404.
import type { AppContext } from '../../app-context';
import { notFound } from '../../app-error';
import type { OwnerId } from '../../db/owner';
import { deleteAccountant } from './accountants.repository';

export async function removeAccountant(ctx: AppContext, owner: OwnerId, id: number): Promise<void> {
  if (!(await deleteAccountant(ctx.db, owner, id))) throw notFound();
}
