import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IndexStatusOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

/** Admins: the embedding model, per kind the records, their documents and the stale ones, and the last job. */
export function getIndexStatus(signal?: AbortSignal): Promise<IndexStatusOut> {
  return unwrap(api.GET('/models/status', { signal }));
}

export const indexStatusQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.assistant.indexStatus(), queryFn: ({ signal }) => getIndexStatus(signal) });

export function useIndexStatus() {
  return useQuery(indexStatusQueryOptions());
}
