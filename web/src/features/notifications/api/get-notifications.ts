import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { isApiError } from '@/lib/http';
import { queryKeys } from '@/lib/query-keys';
import { showSnackbar } from '@/lib/snackbar';

export const GET_NOTIFICATIONS_FAILED = 'Failed to get notifications.';

export function getNotifications(userId: number, signal?: AbortSignal): Promise<NotificationOut[]> {
  return unwrap(api.GET('/notifications/{userId}', { params: { path: { userId } }, signal }));
}

/** Every failed fetch raises the error snackbar (an expired session goes to /login instead). */
async function fetchOrReport(userId: number, signal: AbortSignal): Promise<NotificationOut[]> {
  try {
    return await getNotifications(userId, signal);
  } catch (error) {
    if (!signal.aborted && !(isApiError(error) && error.status === 401)) {
      showSnackbar(GET_NOTIFICATIONS_FAILED, 'error');
    }
    throw error;
  }
}

export const notificationsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: queryKeys.notifications.list(userId),
    queryFn: ({ signal }) => fetchOrReport(userId, signal),
    staleTime: 0,
    retry: false,
  });

export function useNotifications(userId: number | null) {
  return useQuery({ ...notificationsQueryOptions(userId ?? 0), enabled: userId !== null });
}
