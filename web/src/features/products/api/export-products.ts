import { useMutation } from '@tanstack/react-query';
import type { ProductQuery } from '@/lib/api/types';
import { isoDay } from '@/lib/format';
import { http } from '@/lib/http';

/** The list's search, filters and sort as the export's (and the GET lists') query parameters. */
export function exportParams(query: ProductQuery) {
  return {
    q: query.q,
    supplier_id: query.supplier_ids,
    category: query.categories,
    colour: query.colours,
    selling_unit: query.selling_units,
    status: query.status,
    min_list_price: query.min_list_price,
    max_list_price: query.max_list_price,
    max_lead_time_days: query.max_lead_time_days,
    sort: query.sort,
  };
}

/** Save every product the list matches (not one page) as CSV, under the name the server gave it; answers that name. */
export function exportProducts(query: ProductQuery, signal?: AbortSignal): Promise<string> {
  return http.download('/products/export', { query: exportParams(query), signal, filename: `products-${isoDay()}.csv` });
}

export function useExportProducts() {
  return useMutation({ mutationFn: (query: ProductQuery) => exportProducts(query) });
}
