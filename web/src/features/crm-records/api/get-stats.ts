import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Kind, RecordStatsOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { KIND_INFO, organisationKey } from './kinds';

/** Counts of contacts, addresses, site addresses, notes and files, and the last activity. */
export function getStats(kind: Kind, id: number, signal?: AbortSignal): Promise<RecordStatsOut> {
  return http.get<RecordStatsOut>(`${KIND_INFO[kind].base}/stats/${id}`, { signal });
}

export const statsQueryOptions = (kind: Kind, id: number) =>
  queryOptions({
    queryKey: [...organisationKey(kind, id), 'stats'],
    queryFn: ({ signal }) => getStats(kind, id, signal),
  });

export function useStats(kind: Kind, id: number) {
  return useQuery(statsQueryOptions(kind, id));
}
