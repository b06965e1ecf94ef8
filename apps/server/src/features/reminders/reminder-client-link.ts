// The client's link a reminder carries (PUBLIC_URL/d/<token>, issue 15): the invoice's own link, the one
// its e-mails carry (client-links/issue-client-link.ts), so the client finds the same page.
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { issueClientLink } from '../client-links/issue-client-link';

export async function reminderClientLink(
  ctx: AppContext,
  owner: OwnerId,
  invoiceId: number,
): Promise<string> {
  return (await issueClientLink(ctx, owner, { id: invoiceId })).url;
}
