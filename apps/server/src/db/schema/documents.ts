/** Employee documents: the file lives in storage under a generated key; this row says what it is. */
import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES } from '@hrms/contracts/documents';
import { index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns';
import { employees } from './organization';
import { users } from './users';

export const documentCategory = pgEnum('document_category', DOCUMENT_CATEGORIES);
export const documentStatus = pgEnum('document_status', DOCUMENT_STATUSES);

export const employeeDocuments = pgTable(
  'employee_documents',
  {
    id: id(),
    /** Restrict: a person with documents has history and is deactivated, not deleted. */
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    category: documentCategory('category').notNull(),
    title: text('title').notNull(),
    /** The uploaded name, cleaned, for display and the download's suggested name only. */
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    status: documentStatus('status').notNull().default('pending'),
    reviewComments: text('review_comments'),
    reviewedByUserId: uuid('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: instant('reviewed_at'),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('employee_documents_employee_id_idx').on(t.employeeId, t.createdAt),
    index('employee_documents_status_idx').on(t.status, t.createdAt),
    index('employee_documents_created_at_idx').on(t.createdAt, t.id),
  ],
);
