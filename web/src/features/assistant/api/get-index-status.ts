import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IndexStatusOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { brickmateKeys } from './keys';

/** Admins: the embedding model, per kind the records, their documents and the stale ones, and the last job. */
export function getIndexStatus(signal?: AbortSignal): Promise<IndexStatusOut> {
  return http.get<IndexStatusOut>('/models/status', { signal });
}

export const indexStatusQueryOptions = () =>
  queryOptions({ queryKey: brickmateKeys.status(), queryFn: ({ signal }) => getIndexStatus(signal) });

export function useIndexStatus() {
  return useQuery(indexStatusQueryOptions());
}
