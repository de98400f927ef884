import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, UserOut } from '@/lib/api/types';
import { http } from '@/lib/http';
import { updateSessionProfile } from '@/lib/session';

export function updateProfile(user: ProfileUpdate): Promise<UserOut> {
  return http.post<UserOut>('/users/profile/edit', { user });
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
      queryClient.setQueryData(['users', 'profile', user.userId], user);
      return queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
