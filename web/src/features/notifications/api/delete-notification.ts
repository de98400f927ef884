import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, done } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { showSnackbar } from '@/lib/snackbar';

export const DELETE_NOTIFICATION_FAILED = 'Failed to delete notification.';

export function deleteNotification(notificationId: number): Promise<void> {
  return done(api.DELETE('/notifications/{id}', { params: { path: { id: notificationId } } }));
}

/** Outcome callbacks live on the mutation, not on mutate(): following a link may unmount the menu. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onError: () => showSnackbar(DELETE_NOTIFICATION_FAILED, 'error'),
    // The Home screen's day view lists notifications too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users.myDays() }),
      ]),
  });
}
