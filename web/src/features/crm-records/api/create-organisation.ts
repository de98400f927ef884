import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyIn, Kind, OrganisationIn, OrganisationOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { KIND_INFO } from './kinds';
import type { OrganisationValues } from './organisation-form';

export type CreateOrganisation = { kind: Kind; values: OrganisationValues; accountManagerId: number | null };

/** Through the kind's own add call; companies come wrapped in `{company: …}`. */
export function createOrganisation({ kind, values, accountManagerId }: CreateOrganisation): Promise<OrganisationOut> {
  const organisation: OrganisationIn = { ...values, account_manager_id: accountManagerId };
  const body: OrganisationIn | CompanyIn = kind === 'company' ? { company: organisation } : organisation;
  return http.post<OrganisationOut>(`${KIND_INFO[kind].base}/add`, body);
}

export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganisation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['crm'] }),
  });
}
