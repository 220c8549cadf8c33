/** Settings → Data (admin): all company data as one ZIP, saved through the browser. */
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

export function useExportAllData() {
  return useMutation({
    mutationFn: async () => {
      const file = await apiFile('/settings/data-export');
      const fileName = file.fileName ?? 'hrms-data.zip';
      saveBlob(file.blob, fileName);
      return fileName;
    },
  });
}
