import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { invalidateSchedules } from './roots';
import type { ScheduleSendIn, SendPreviewOut, SentOut } from './types';

/** The mail sending would send (recipients, subject, body, problems), without sending it (null: not asked yet). */
export function usePreviewScheduleMail(body: ScheduleSendIn | null) {
  return useQuery({
    queryKey: [...queryKeys.schedules.all, 'send-preview', body] as const,
    queryFn: (): Promise<SendPreviewOut> => unwrap(api.PUT('/quotes/send/schedule/preview', { body: body as ScheduleSendIn })),
    enabled: body !== null,
    gcTime: 0,
    retry: false,
  });
}

/** Mail the schedule or one call-off with its public link to the site contact, the works or the haulier. */
export function useSendSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleSendIn): Promise<SentOut> => unwrap(api.PUT('/quotes/send/schedule', { body })),
    onSuccess: () => invalidateSchedules(queryClient),
  });
}
