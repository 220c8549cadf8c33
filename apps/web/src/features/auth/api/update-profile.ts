import { type AuthUser, AuthUserSchema, type UpdateProfileBody } from '@hrms/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../components/auth-provider';

/** Saves the person's own contact details; resolves to the updated user when the server sends it back. */
export async function updateProfile(body: UpdateProfileBody): Promise<AuthUser | null> {
  const data = await api.patch<unknown>('/auth/profile', body);
  const parsed = AuthUserSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export function useUpdateProfile() {
  const { updateUser, refreshProfile } = useAuth();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      if (user) updateUser(user);
      else await refreshProfile();
    },
  });
}
