import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressArchive, AddressOut } from '@/lib/api/types';
import { http } from '@/lib/http';

/** Archive, or with `archived: false` restore. */
export function archiveAddress(body: AddressArchive): Promise<AddressOut> {
  return http.put<AddressOut>('/addresses/archive', body);
}

export function useArchiveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['crm'] }),
  });
}
