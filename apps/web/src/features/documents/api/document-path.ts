export interface DocumentRef {
  employeeId: string;
  documentId: string;
}

export function documentPath({ employeeId, documentId }: DocumentRef): string {
  return `/employees/${encodeURIComponent(employeeId)}/documents/${encodeURIComponent(documentId)}`;
}
