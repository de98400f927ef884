import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Kind, RecordStatsOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { BASES } from './kinds';

/** Counts of contacts, addresses, site addresses, notes and files, and the last activity. */
export function getStats(kind: Kind, id: number, signal?: AbortSignal): Promise<RecordStatsOut> {
  return unwrap(api.GET(`${BASES[kind]}/stats/{id}`, { params: { path: { id } }, signal }));
}

export const statsQueryOptions = (kind: Kind, id: number) =>
  queryOptions({
    queryKey: queryKeys.stats({ type: kind, id }),
    queryFn: ({ signal }) => getStats(kind, id, signal),
  });

export function useStats(kind: Kind, id: number) {
  return useQuery(statsQueryOptions(kind, id));
}
