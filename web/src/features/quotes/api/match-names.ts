import { useMutation } from '@tanstack/react-query';
import type { NameLineOut, NameQuery } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';

/** For each line of a pasted list, the quantity and unit it states and the closest catalogue products. */
export function matchNames(body: NameQuery, signal?: AbortSignal): Promise<NameLineOut[]> {
  return unwrap(api.PUT('/products/name/query', { body, signal }));
}

export function useMatchNames() {
  return useMutation({ mutationFn: (lines: string[]) => matchNames({ productArray: lines, limit: 3, supplier_ids: [] }) });
}
