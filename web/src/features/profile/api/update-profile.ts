import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, UserOut } from '@/lib/api/types';
import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';
import { updateSessionProfile } from '@/lib/session';

export function updateProfile(user: ProfileUpdate): Promise<UserOut> {
  return unwrap(api.POST('/users/profile/edit', { body: { user } }));
}

/** Saves the own profile and replaces the names, email and phone kept in the session. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      updateSessionProfile({
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone,
      });
      queryClient.setQueryData(queryKeys.users.me(user.userId), user);
      return queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
    },
  });
}
