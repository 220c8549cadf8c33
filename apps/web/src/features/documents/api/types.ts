import type { DocumentCategory, DocumentStatus } from '@hrms/contracts/documents';

export interface EmployeeDocumentsFilter {
  category?: DocumentCategory | undefined;
  status?: DocumentStatus | undefined;
}

/** `GET /documents/search` as the review queue asks it (the contract's input type leaves numbers unknown). */
export interface SearchDocumentsParams {
  page: number;
  limit: number;
  search?: string | undefined;
  category?: DocumentCategory | undefined;
  status?: DocumentStatus | undefined;
  employeeId?: string | undefined;
  /** `YYYY-MM-DD`, inclusive. */
  uploadedFrom?: string | undefined;
  uploadedTo?: string | undefined;
  sort?: 'createdAt' | 'employee' | 'category' | 'status' | undefined;
  order?: 'asc' | 'desc' | undefined;
}
