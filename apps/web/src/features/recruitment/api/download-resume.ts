/** The candidate's résumé, saved under the name the server gives it. */
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

export async function downloadResume({
  applicationId,
  fallbackName,
}: {
  applicationId: string;
  /** The name to save under when the server names none. */
  fallbackName: string;
}): Promise<string> {
  const file = await apiFile(`/recruitment/applications/${encodeURIComponent(applicationId)}/resume`);
  const fileName = file.fileName ?? fallbackName;
  saveBlob(file.blob, fileName);
  return fileName;
}

export function useDownloadResume() {
  return useMutation({ mutationFn: downloadResume });
}
