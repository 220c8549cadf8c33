import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

/** The CSV with the import's columns in order and an example row. */
export async function downloadImportTemplate(): Promise<void> {
  const file = await apiFile('/employees/import-template');
  saveBlob(file.blob, file.fileName ?? 'employee-import-template.csv');
}

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate });
}
