import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

/** A new photo (PNG or JPEG, checked by the server from the content). */
export async function uploadEmployeePhoto({ id, file }: { id: string; file: File }): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  await api.post<unknown>(`/employees/${encodeURIComponent(id)}/photo`, form);
}

export function useUploadEmployeePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadEmployeePhoto,
    // The photo shows in lists and pickers too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
