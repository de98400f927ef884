import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserOut, UserUpdate } from '@/lib/api/types';
import { z } from 'zod';
import { ROLES } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { personFields } from '@/lib/validation';

export const editUserSchema = z.object({
  ...personFields,
  role: z.enum(ROLES),
  active: z.boolean(),
});
export type EditUserValues = z.infer<typeof editUserSchema>;

export const toEditValues = (user: UserOut): EditUserValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone,
  role: user.role,
  active: user.active,
});

/** `version` is the one the edit started from: a stale one answers 409. */
export function updateUser(user: UserUpdate): Promise<UserOut> {
  return unwrap(api.POST('/users/edit', { body: { user } }));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
