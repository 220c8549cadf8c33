import { type AuthUser, AuthUserSchema, type UpdateProfileBody } from '@hrms/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** Saves the person's own contact details; resolves to the updated user when the server sends it back. */
export async function updateProfile(body: UpdateProfileBody): Promise<AuthUser | null> {
  const data = await api.patch<unknown>('/auth/profile', body);
  const parsed = AuthUserSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      if (user) queryClient.setQueryData(authKeys.profile(), user);
      else await queryClient.invalidateQueries({ queryKey: authKeys.profile() });
    },
  });
}
