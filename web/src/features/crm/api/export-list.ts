import { useMutation } from '@tanstack/react-query';
import { isoDay } from '@/lib/format';
import { http } from '@/lib/http';
import type { CrmTab } from '../tabs';

/** The list as currently filtered: the same search, sort and archived switch as the screen. */
export type ExportParams = { q?: string; sort?: string; archived?: boolean };

/** Save the whole filtered list as CSV (every page) under the name the server gave it; answers that name. */
export function exportList(tab: CrmTab, params: ExportParams, signal?: AbortSignal): Promise<string> {
  return http.download(`/crm/export/${tab}`, { query: params, signal, filename: `${tab}-${isoDay()}.csv` });
}

export function useExportList() {
  return useMutation({
    mutationFn: ({ tab, params }: { tab: CrmTab; params: ExportParams }) => exportList(tab, params),
  });
}
