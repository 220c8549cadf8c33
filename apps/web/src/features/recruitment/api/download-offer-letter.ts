/** The offer letter as a PDF, saved under the name the server gives it. */
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

export async function downloadOfferLetter({
  applicationId,
  fallbackName,
}: {
  applicationId: string;
  fallbackName: string;
}): Promise<string> {
  const file = await apiFile(
    `/recruitment/applications/${encodeURIComponent(applicationId)}/offer/letter.pdf`,
  );
  const fileName = file.fileName ?? fallbackName;
  saveBlob(file.blob, fileName);
  return fileName;
}

export function useDownloadOfferLetter() {
  return useMutation({ mutationFn: downloadOfferLetter });
}
