import { type ImportResult, ImportResultSchema } from '@hrms/contracts/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { employeeKeys } from './employee-keys';

export interface ImportRequest {
  file: File;
  mode: 'dry-run' | 'commit';
  sendInvitations: boolean;
}

/** A dry run checks every row and changes nothing; a commit imports all rows or none. */
export async function importEmployees({ file, mode, sendInvitations }: ImportRequest): Promise<ImportResult> {
  const form = new FormData();
  // The fields go before the file, so a streaming parser has them when the file arrives.
  form.append('mode', mode);
  form.append('sendInvitations', String(sendInvitations));
  form.append('file', file, file.name);
  return ImportResultSchema.parse(await api.post<unknown>('/employees/upload-csv', form));
}

export function useImportEmployees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEmployees,
    onSuccess: (result) => {
      if (result.committed) return queryClient.invalidateQueries({ queryKey: employeeKeys.all });
    },
  });
}
