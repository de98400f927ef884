import type { QueryClient } from '@tanstack/react-query';
import { invalidateAll, queryKeys } from '@/lib/query-keys';

/**
 * What a call-off change refreshes: every schedule view (the board, the list, the order's schedule), the orders (an
 * order becomes delivered with its last plot) and Home's day (deliveries due and without proof).
 */
export const SCHEDULE_ROOTS = [queryKeys.schedules.all, queryKeys.orders.all, queryKeys.users.myDays()] as const;

export function invalidateSchedules(queryClient: QueryClient): Promise<void> {
  return invalidateAll(queryClient, SCHEDULE_ROOTS);
}
