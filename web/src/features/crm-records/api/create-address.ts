import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressIn, AddressOut } from '@/lib/api/types';
import { http } from '@/lib/http';

/** UK postcodes are checked and written the standard way by the server (`ls11 5rt` → `LS11 5RT`). */
export function createAddress(body: AddressIn): Promise<AddressOut> {
  return http.post<AddressOut>('/addresses/add', body);
}

export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['crm'] }),
  });
}
