import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductRef } from '@/lib/api/types';
import { queryProducts } from './query-products';
import { productKeys } from './keys';

const SHOWN = 10;

/** Products matching `q` as references (what equivalents show), without `excludeId` (the product itself). */
export async function searchProducts(q: string, excludeId: number | null, signal?: AbortSignal): Promise<ProductRef[]> {
  const page = await queryProducts({ q, page: 1, items_per_page: SHOWN + 1 }, signal);
  return page.items
    .filter((product) => product.product_id !== excludeId)
    .slice(0, SHOWN)
    .map(({ product_id, code, name, supplier_name, list_price, selling_unit, status }) => ({
      product_id,
      code,
      name,
      supplier_name,
      list_price,
      selling_unit,
      status,
    }));
}

export function useProductSearch(q: string, excludeId: number | null, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: productKeys.search(q, excludeId),
      queryFn: ({ signal }) => searchProducts(q, excludeId, signal),
      staleTime: 30_000,
    }),
    enabled,
  });
}
