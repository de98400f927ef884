import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { IndexJobOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { brickmateKeys } from './keys';

/** How often a running rebuild is read again. */
export const JOB_POLL_MS = 1000;

export const isFinished = (job: Pick<IndexJobOut, 'status'>) => job.status === 'done' || job.status === 'failed';

/** Admins: one rebuild job's progress. */
export function getIndexJob(jobId: number, signal?: AbortSignal): Promise<IndexJobOut> {
  return http.get<IndexJobOut>(`/models/jobs/${jobId}`, { signal });
}

/** Read every second until the job is done or has failed. */
export const indexJobQueryOptions = (jobId: number | null) =>
  queryOptions({
    queryKey: brickmateKeys.job(jobId ?? 0),
    queryFn: jobId === null ? skipToken : ({ signal }) => getIndexJob(jobId, signal),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data) ? false : JOB_POLL_MS),
  });

export function useIndexJob(jobId: number | null) {
  return useQuery(indexJobQueryOptions(jobId));
}
