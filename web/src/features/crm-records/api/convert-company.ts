import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyConvert, OrganisationOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { CRM_ROOTS, invalidateAll } from '@/lib/query-keys';

/** A company becomes a customer or a supplier (same id), keeping its contacts, addresses, notes and files. */
export function convertCompany(body: CompanyConvert): Promise<OrganisationOut> {
  return unwrap(api.PUT('/companys/convert', { body }));
}

export function useConvertCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertCompany,
    onSuccess: () => invalidateAll(queryClient, CRM_ROOTS),
  });
}
