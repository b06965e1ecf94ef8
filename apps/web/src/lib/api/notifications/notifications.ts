// The top bar's notifications (issue 15): GET get_notification_count for the badge (asked again every
// minute and when the window regains focus), GET get_notifications for the list, and
// POST notifications/mark_read once the list has been shown.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentEvent, UnreadCount } from '@tradebook/domain/document-events/document-event.schemas';
import { apiGet, apiPage, apiPost } from '../../api-client';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
const COUNT_KEY = [...NOTIFICATIONS_KEY, 'count'];
const LIST_KEY = [...NOTIFICATIONS_KEY, 'list'];
/** How often the badge asks again while the app is open. */
export const COUNT_INTERVAL_MS = 60_000;

export function useNotificationCount() {
  return useQuery({
    queryKey: COUNT_KEY,
    queryFn: async () => (await apiGet<UnreadCount>('get_notification_count')).response.unread_count,
    refetchInterval: COUNT_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });
}

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: async () => (await apiPage<DocumentEvent>('GET', 'get_notifications?limit=20')).rows,
    enabled,
    staleTime: 0,
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (upToId: number) =>
      (await apiPost<UnreadCount>('notifications/mark_read', { up_to_id: upToId })).response.unread_count,
    onSuccess: (count) => queryClient.setQueryData(COUNT_KEY, count),
  });
}
