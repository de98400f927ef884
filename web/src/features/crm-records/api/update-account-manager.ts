import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountManagerUpdate, OrganisationOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { CRM_ROOTS, invalidateAll, queryKeys, refetchWhenStale } from '@/lib/query-keys';

/** Give a customer an account manager (a member of staff) or clear it (null), from the customer's `version` read
 * (changed since: 409, and the customer is refetched). */
export function updateAccountManager(body: AccountManagerUpdate): Promise<OrganisationOut> {
  return unwrap(api.PUT('/customers/accountManager/update', { body }));
}

export function useUpdateAccountManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountManager,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.customers.detail(saved.id), saved);
      return invalidateAll(queryClient, CRM_ROOTS);
    },
    onError: refetchWhenStale(queryClient, CRM_ROOTS),
  });
}
