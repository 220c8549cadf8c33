import type { LeaveRequest } from '@hrms/contracts/leave';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

type Attachment = NonNullable<LeaveRequest['attachment']>;

/** The certificate sent with a request, saved under its name. */
export async function downloadCertificate(attachment: Attachment): Promise<void> {
  const file = await apiFile(attachment.downloadPath);
  saveBlob(file.blob, file.fileName ?? attachment.name);
}

export function useDownloadCertificate() {
  return useMutation({ mutationFn: downloadCertificate });
}
