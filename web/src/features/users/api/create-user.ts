import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserCreate, UserOut } from '@/lib/api/types';
import { z } from 'zod';
import { ROLES } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { LIMITS, maxMessage, minMessage, personFields } from '@/lib/validation';

export const createUserSchema = z.object({
  ...personFields,
  role: z.enum(ROLES),
  /** Blank: the user is mailed an invitation link instead. */
  password: z
    .string()
    .max(LIMITS.passwordMax, maxMessage(LIMITS.passwordMax))
    .refine((value) => value === '' || value.length >= LIMITS.passwordMin, minMessage(LIMITS.passwordMin)),
});
export type CreateUserValues = z.infer<typeof createUserSchema>;

export function toUserCreate({ password, ...values }: CreateUserValues): UserCreate {
  return password ? { ...values, password } : values;
}

/** Without a password the new user is mailed an invitation to choose one. */
export function createUser(user: UserCreate): Promise<UserOut> {
  return unwrap(api.POST('/users/add', { body: { user } }));
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
