// The client's link a reminder carries (PUBLIC_URL/d/<token>, issue 15). The client link is built by
// issue 15's `issueClientLink`; until it is wired here, reminders carry no link and their e-mail leaves
// the line out. Wiring it is this one function: answer the link for the invoice.
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';

export async function reminderClientLink(
  _ctx: AppContext,
  _owner: OwnerId,
  _invoiceId: number,
): Promise<string | undefined> {
  return undefined;
}
