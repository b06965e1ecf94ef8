// GET get_reminder_settings and POST reminder_settings/post (ADR 0313).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Reminder, ReminderSettingsAnswer } from '@tradebook/domain/reminders/reminder-settings.schemas';
import { apiGet, apiPost } from '../../../lib/api-client';

export const REMINDERS_QUERY_KEY = ['settings', 'reminders'] as const;

export function useReminderSettings() {
  return useQuery({
    queryKey: REMINDERS_QUERY_KEY,
    queryFn: async () =>
      (await apiGet<ReminderSettingsAnswer>('get_reminder_settings')).response as ReminderSettingsAnswer,
  });
}

export function useSaveReminderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reminders: Reminder[]) =>
      (await apiPost<ReminderSettingsAnswer>('reminder_settings/post', { reminders }))
        .response as ReminderSettingsAnswer,
    onSuccess: (saved) => queryClient.setQueryData(REMINDERS_QUERY_KEY, saved),
  });
}
