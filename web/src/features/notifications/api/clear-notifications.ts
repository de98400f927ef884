import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, done } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { showSnackbar } from '@/lib/snackbar';

export const CLEAR_NOTIFICATIONS_FAILED = 'Failed to clear notifications.';

export function clearNotifications(userId: number): Promise<void> {
  return done(api.DELETE('/notifications/user/{userId}', { params: { path: { userId } } }));
}

export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearNotifications,
    onSuccess: () => showSnackbar('All notifications cleared.', 'primary'),
    onError: () => showSnackbar(CLEAR_NOTIFICATIONS_FAILED, 'error'),
    // The Home screen's day view lists notifications too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users.myDays() }),
      ]),
  });
}
