/**
 * Architects (organisations of kind other) and suppliers linked to a project: the same four calls, each kind
 * with its own paths and id field.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArchitectLink, ProjectDetailOut, SupplierLink } from '@/lib/api/types';
import { http } from '@/lib/http';
import { projectsKey } from './keys';

export type LinkKind = 'architect' | 'supplier';

type Link = { kind: LinkKind; projectId: number; organisationId: number };

function body({ kind, projectId, organisationId }: Link): ArchitectLink | SupplierLink {
  return kind === 'architect'
    ? ({ project_id: projectId, architect_id: organisationId } satisfies ArchitectLink)
    : ({ project_id: projectId, supplier_id: organisationId } satisfies SupplierLink);
}

/** Link the organisation; it is a 409 to link one twice. */
export function addLink(link: Link): Promise<ProjectDetailOut> {
  return http.post<ProjectDetailOut>(`/projects/${link.kind}/add`, body(link));
}

export function removeLink(link: Link): Promise<ProjectDetailOut> {
  return http.post<ProjectDetailOut>(`/projects/${link.kind}/remove`, body(link));
}

/** Links change the project's figures and activity, and what the lists show: refresh every project query. */
function useLinkMutation(call: (link: Link) => Promise<ProjectDetailOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsKey }),
  });
}

export const useAddLink = () => useLinkMutation(addLink);
export const useRemoveLink = () => useLinkMutation(removeLink);
