import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountManagerUpdate, OrganisationOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { organisationKey } from './kinds';

/** Give a customer an account manager (a member of staff) or clear it (null). */
export function updateAccountManager(body: AccountManagerUpdate): Promise<OrganisationOut> {
  return http.put<OrganisationOut>('/customers/accountManager/update', body);
}

export function useUpdateAccountManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountManager,
    onSuccess: (saved) => {
      queryClient.setQueryData([...organisationKey('customer', saved.id), 'detail'], saved);
      return queryClient.invalidateQueries({ queryKey: ['crm'] });
    },
  });
}
