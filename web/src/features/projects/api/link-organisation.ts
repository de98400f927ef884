/**
 * Architects (organisations of kind other) and suppliers linked to a project: the same four calls, each kind
 * with its own paths and id field.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArchitectLink, ProjectDetailOut, SupplierLink } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export type LinkKind = 'architect' | 'supplier';

type Link = { kind: LinkKind; projectId: number; organisationId: number };

const architect = ({ projectId, organisationId }: Link): ArchitectLink => ({
  project_id: projectId,
  architect_id: organisationId,
});
const supplier = ({ projectId, organisationId }: Link): SupplierLink => ({
  project_id: projectId,
  supplier_id: organisationId,
});

/** Link the organisation; it is a 409 to link one twice. */
export function addLink(link: Link): Promise<ProjectDetailOut> {
  return link.kind === 'architect'
    ? unwrap(api.POST('/projects/architect/add', { body: architect(link) }))
    : unwrap(api.POST('/projects/supplier/add', { body: supplier(link) }));
}

export function removeLink(link: Link): Promise<ProjectDetailOut> {
  return link.kind === 'architect'
    ? unwrap(api.POST('/projects/architect/remove', { body: architect(link) }))
    : unwrap(api.POST('/projects/supplier/remove', { body: supplier(link) }));
}

/** Links change the project's figures and activity, and what the lists show: refresh every project query. */
function useLinkMutation(call: (link: Link) => Promise<ProjectDetailOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
  });
}

export const useAddLink = () => useLinkMutation(addLink);
export const useRemoveLink = () => useLinkMutation(removeLink);
