import { useMutation } from '@tanstack/react-query';
import { isoDay } from '@/lib/format';
import { attachmentName, send } from './send';
import type { CrmTab } from '../tabs';

/** The list as currently filtered: the same search, sort and archived switch as the screen. */
export type ExportParams = { q?: string; sort?: string; archived?: boolean };
export type ExportedFile = { blob: Blob; filename: string };

/** The whole filtered list as CSV (every page), with the name the server gave it. */
export async function exportList(tab: CrmTab, params: ExportParams, signal?: AbortSignal): Promise<ExportedFile> {
  const response = await send(`/crm/export/${tab}`, { query: params, signal });
  return { blob: await response.blob(), filename: attachmentName(response, `${tab}-${isoDay()}.csv`) };
}

export function useExportList() {
  return useMutation({
    mutationFn: ({ tab, params }: { tab: CrmTab; params: ExportParams }) => exportList(tab, params),
  });
}
