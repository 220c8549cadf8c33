/** A slip as a PDF, saved under the name the server gives it (`salary-slip-2026-10-ACME-0018.pdf`). */
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

export interface SlipPdfRequest {
  id: string;
  /** The name to save under when the server names none. */
  fallbackName: string;
}

export async function downloadSalarySlipPdf({ id, fallbackName }: SlipPdfRequest): Promise<string> {
  const file = await apiFile(`/payroll/salary-slips/${encodeURIComponent(id)}/pdf`);
  const fileName = file.fileName ?? fallbackName;
  saveBlob(file.blob, fileName);
  return fileName;
}

export function useDownloadSalarySlipPdf() {
  return useMutation({ mutationFn: downloadSalarySlipPdf });
}
