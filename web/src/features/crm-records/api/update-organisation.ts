import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyUpdateIn,
  CustomerUpdate,
  Kind,
  OrganisationOut,
  OtherUpdate,
  SupplierUpdate,
} from '@/lib/api/types';
import { http } from '@/lib/http';
import { KIND_INFO } from './kinds';
import type { OrganisationValues } from './organisation-form';

type Body = CustomerUpdate | SupplierUpdate | OtherUpdate | CompanyUpdateIn;

/** Each kind names its id its own way; companies come wrapped in `{company: …}`. */
export function updateBody(kind: Kind, id: number, values: OrganisationValues, version: number): Body {
  switch (kind) {
    case 'customer':
      return { ...values, version, customer_id: id } satisfies CustomerUpdate;
    case 'supplier':
      return { ...values, version, supplier_id: id } satisfies SupplierUpdate;
    case 'other':
      return { ...values, version, otherId: id } satisfies OtherUpdate;
    case 'company':
      return { company: { ...values, version, company_id: id } } satisfies CompanyUpdateIn;
  }
}

export type UpdateOrganisation = { kind: Kind; id: number; values: OrganisationValues; version: number };

/** `version` is the one the edit started from: a stale one answers 409. */
export function updateOrganisation({ kind, id, values, version }: UpdateOrganisation): Promise<OrganisationOut> {
  return http.post<OrganisationOut>(KIND_INFO[kind].update, updateBody(kind, id, values, version));
}

export function useUpdateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganisation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['crm'] }),
  });
}
