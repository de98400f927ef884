/** Products suggested for a project: add one (again: its quantity and note are replaced) or remove it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDetailOut, SuggestedProductIn, SuggestedProductRemove } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

export function suggestProduct(body: SuggestedProductIn): Promise<ProjectDetailOut> {
  return unwrap(api.PUT('/projects/suggestedProduct/add', { body }));
}

export function removeSuggestedProduct(body: SuggestedProductRemove): Promise<ProjectDetailOut> {
  return unwrap(api.PUT('/projects/suggestedProduct/remove', { body }));
}

function useSuggestionMutation<T>(call: (body: T) => Promise<ProjectDetailOut>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.projects.all }),
  });
}

export const useSuggestProduct = () => useSuggestionMutation(suggestProduct);
export const useRemoveSuggestedProduct = () => useSuggestionMutation(removeSuggestedProduct);
