import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { IndexJobOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** How often a running rebuild is read again. */
export const JOB_POLL_MS = 1000;

export const isFinished = (job: Pick<IndexJobOut, 'status'>) => job.status === 'done' || job.status === 'failed';

/** Admins: one rebuild job's progress. */
export function getIndexJob(jobId: number, signal?: AbortSignal): Promise<IndexJobOut> {
  return unwrap(api.GET('/models/jobs/{id}', { params: { path: { id: jobId } }, signal }));
}

/** Read every second until the job is done or has failed. */
export const indexJobQueryOptions = (jobId: number | null) =>
  queryOptions({
    queryKey: queryKeys.assistant.indexJob(jobId ?? 0),
    queryFn: jobId === null ? skipToken : ({ signal }) => getIndexJob(jobId, signal),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data) ? false : JOB_POLL_MS),
  });

export function useIndexJob(jobId: number | null) {
  return useQuery(indexJobQueryOptions(jobId));
}
