import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyArchive,
  CustomerArchive,
  Kind,
  OrganisationOut,
  OtherArchive,
  SupplierArchive,
} from '@/lib/api/types';
import { http } from '@/lib/http';
import { KIND_INFO } from './kinds';

type Body = CustomerArchive | SupplierArchive | OtherArchive | CompanyArchive;

function archiveBody(kind: Kind, id: number, archived: boolean): Body {
  switch (kind) {
    case 'customer':
      return { customer_id: id, archived } satisfies CustomerArchive;
    case 'supplier':
      return { supplier_id: id, archived } satisfies SupplierArchive;
    case 'other':
      return { otherId: id, archived } satisfies OtherArchive;
    case 'company':
      return { company_id: id, archived } satisfies CompanyArchive;
  }
}

export type ArchiveOrganisation = { kind: Kind; id: number; archived: boolean };

/** Archive, or with `archived: false` restore. */
export function archiveOrganisation({ kind, id, archived }: ArchiveOrganisation): Promise<OrganisationOut> {
  return http.put<OrganisationOut>(`${KIND_INFO[kind].base}/archive`, archiveBody(kind, id, archived));
}

export function useArchiveOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveOrganisation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['crm'] }),
  });
}
