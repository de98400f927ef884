import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyConvert, OrganisationOut } from '@/lib/api/types';
import { http } from '@/lib/http';

/** A company becomes a customer or a supplier (same id), keeping its contacts, addresses, notes and files. */
export function convertCompany(body: CompanyConvert): Promise<OrganisationOut> {
  return http.put<OrganisationOut>('/companys/convert', body);
}

export function useConvertCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['crm'] }),
  });
}
