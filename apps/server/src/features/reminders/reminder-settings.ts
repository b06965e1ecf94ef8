// The owner's payment reminders (Settings, Reminders): the defaults until saved (ADR 0313).
import {
  DEFAULT_REMINDERS,
  type Reminder,
  type ReminderSettingsAnswer,
} from '@tradebook/domain/reminders/reminder-settings.schemas';
import type { AppContext } from '../../app-context';
import type { OwnerId } from '../../db/owner';
import { findReminderSettings, saveReminderSettings } from './reminders.repository';

export async function getReminders(ctx: Pick<AppContext, 'db'>, owner: OwnerId): Promise<Reminder[]> {
  const stored = await findReminderSettings(ctx.db, owner);
  return stored === undefined ? DEFAULT_REMINDERS : (JSON.parse(stored) as Reminder[]);
}

export async function getReminderSettings(ctx: AppContext, owner: OwnerId): Promise<ReminderSettingsAnswer> {
  return { reminders: await getReminders(ctx, owner) };
}

export async function updateReminderSettings(
  ctx: AppContext,
  owner: OwnerId,
  reminders: Reminder[],
): Promise<ReminderSettingsAnswer> {
  await saveReminderSettings(ctx.db, owner, JSON.stringify(reminders), ctx.now().toISOString());
  return getReminderSettings(ctx, owner);
}
