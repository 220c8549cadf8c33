import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadDocument } from '../../../api/upload-document';
import { documentKeys } from './document-keys';

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
