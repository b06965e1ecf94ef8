// Which reminder of an invoice goes out today (docs/decisions/0313-payment-reminders.md). A reminder is
// due on its day (the due date plus its offset). One whose day was missed (the server was down) still
// goes within CATCH_UP_DAYS, once; past that it is not sent, so switching reminders on never mails every
// client of an old unpaid invoice. When several are due at once only the latest goes: a client is never
// sent 'due soon' and 'overdue' on the same morning, and the earlier one is passed over for good.
import { addDays } from '../documents/dates';
import { reminderOffset, type Reminder } from './reminder-settings.schemas';

export const CATCH_UP_DAYS = 7;

/** The position (1 to 3) of the reminder to send today, or undefined. `sent` holds the positions
 * already sent for this invoice. */
export function reminderToSend(
  reminders: Reminder[],
  dueDate: string,
  today: string,
  sent: ReadonlySet<number>,
): number | undefined {
  let chosen: { position: number; day: string } | undefined;
  let latestSentDay: string | undefined;
  reminders.forEach((reminder, index) => {
    const position = index + 1;
    const day = addDays(dueDate, reminderOffset(reminder));
    if (sent.has(position)) {
      if (latestSentDay === undefined || day > latestSentDay) latestSentDay = day;
      return;
    }
    if (!reminder.enabled || day > today || day < addDays(today, -CATCH_UP_DAYS)) return;
    if (!chosen || day > chosen.day) chosen = { position, day };
  });
  if (!chosen) return undefined;
  // A later reminder already went: an earlier one is no longer news.
  if (latestSentDay !== undefined && latestSentDay >= chosen.day) return undefined;
  return chosen.position;
}
