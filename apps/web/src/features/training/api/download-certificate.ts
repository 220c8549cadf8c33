/** The certificate of a completed course as a PDF, saved under the name the server gives it. */
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

export interface CertificateRequest {
  enrolmentId: string;
  /** The name to save under when the server names none. */
  fallbackName: string;
}

export async function downloadCertificate({
  enrolmentId,
  fallbackName,
}: CertificateRequest): Promise<string> {
  const file = await apiFile(`/training/enrolments/${encodeURIComponent(enrolmentId)}/certificate`);
  const fileName = file.fileName ?? fallbackName;
  saveBlob(file.blob, fileName);
  return fileName;
}

export function useDownloadCertificate() {
  return useMutation({ mutationFn: downloadCertificate });
}
