import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OutboxOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** Admins: send a mail waiting for its next attempt, or failed, again now. */
export function retryOutboxMessage(id: number): Promise<OutboxOut> {
  return unwrap(api.PUT('/outbox/{id}/retry', { params: { path: { id } } }));
}

export function useRetryOutboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryOutboxMessage,
    onSuccess: (mail) => {
      queryClient.setQueryData(queryKeys.outbox.detail(mail.id), mail);
      return queryClient.invalidateQueries({ queryKey: queryKeys.outbox.lists() });
    },
  });
}
