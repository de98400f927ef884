import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressOut, AddressUpdate } from '@/lib/api/types';
import { http } from '@/lib/http';

/** `version` is the one the edit started from: a stale one answers 409. */
export function updateAddress(body: AddressUpdate): Promise<AddressOut> {
  return http.post<AddressOut>('/addresses/update', body);
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['crm'] }),
  });
}
