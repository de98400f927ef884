import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kind, OrganisationOut } from '@/lib/api/types';
import { CRM_ROOTS, invalidateAll } from '@/lib/query-keys';
import { addOrganisation } from './organisation-calls';
import type { OrganisationValues } from './organisation-form';

export type CreateOrganisation = { kind: Kind; values: OrganisationValues; accountManagerId: number | null };

export function createOrganisation({ kind, values, accountManagerId }: CreateOrganisation): Promise<OrganisationOut> {
  return addOrganisation(kind, { ...values, account_manager_id: accountManagerId });
}

export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganisation,
    onSuccess: () => invalidateAll(queryClient, CRM_ROOTS),
  });
}
