import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IndexJobOut, ProcessIn } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** Admins: re-embed every record of the given kinds (all kinds when none are given) in the background. */
export function startRebuild(body: ProcessIn): Promise<IndexJobOut> {
  return unwrap(api.POST('/models/process', { body }));
}

/** The queued job seeds its own progress query, which then polls. */
export function useStartRebuild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRebuild,
    onSuccess: (job) => {
      queryClient.setQueryData(queryKeys.assistant.indexJob(job.job_id), job);
      return queryClient.invalidateQueries({ queryKey: queryKeys.assistant.indexStatus() });
    },
  });
}
