/**
 * Employee documents (spec §7: `/employees/{id}/documents…` and `/documents/search`). Everyone
 * keeps their own; admin and hr (`documents:manage`) see, review and remove everyone's; a manager
 * sees their team's. Types are checked from the content, not the name (product-decisions.md
 * "Documents and files").
 */
import { z } from 'zod';
import { CalendarDateSchema, IdSchema, InstantSchema, paginated } from './common';
import { multiLine, singleLine } from './text';

export const DOCUMENTS_MODULE = 'documents';
/** Where a person manages their documents; notifications about a document open it. */
export const DOCUMENTS_LINK = '/document-management';
/** The review queue of admin and hr: where a notice of a new upload leads. */
export const DOCUMENTS_REVIEW_LINK = '/document-management?tab=review';

export const DOCUMENT_CATEGORIES = [
  'id_proof',
  'address_proof',
  'education',
  'contract',
  'medical',
  'other',
] as const;
export const DocumentCategorySchema = z.enum(DOCUMENT_CATEGORIES);
export type DocumentCategory = z.infer<typeof DocumentCategorySchema>;
export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  id_proof: 'ID proof',
  address_proof: 'Address proof',
  education: 'Education',
  contract: 'Contract',
  medical: 'Medical certificate',
  other: 'Other',
};

export const DOCUMENT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export const DocumentStatusSchema = z.enum(DOCUMENT_STATUSES);
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>;
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  pending: 'Pending review',
  verified: 'Verified',
  rejected: 'Rejected',
};

/** What may be uploaded, recognised from the file's first bytes. */
export const DOCUMENT_TYPES = [
  { kind: 'pdf', mimeType: 'application/pdf', extension: 'pdf', label: 'PDF' },
  { kind: 'png', mimeType: 'image/png', extension: 'png', label: 'PNG' },
  { kind: 'jpeg', mimeType: 'image/jpeg', extension: 'jpg', label: 'JPEG' },
  {
    kind: 'docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    label: 'Word (DOCX)',
  },
  {
    kind: 'xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    label: 'Excel (XLSX)',
  },
  { kind: 'csv', mimeType: 'text/csv', extension: 'csv', label: 'CSV' },
] as const;
export type DocumentKind = (typeof DOCUMENT_TYPES)[number]['kind'];
/** What a certificate sent with a leave request may be: a PDF or a photo of one. */
export const PROOF_TYPES = DOCUMENT_TYPES.filter((t) => ['pdf', 'png', 'jpeg'].includes(t.kind));
export const PROOF_ACCEPT = '.pdf,.png,.jpg,.jpeg';
/** Where a document is downloaded, under `/api`. */
export const documentDownloadPath = (employeeId: string, documentId: string): string =>
  `/employees/${encodeURIComponent(employeeId)}/documents/${encodeURIComponent(documentId)}/download`;
/** For the file picker's `accept`; the server decides from the content. */
export const DOCUMENT_ACCEPT = `${DOCUMENT_TYPES.map((t) => `.${t.extension}`).join(',')},.jpeg`;
/** Default upper size (a *setting*: `documents.maxUploadBytes`). */
export const DOCUMENT_MAX_BYTES_DEFAULT = 10 * 1024 * 1024;
/** The configuration key of the upper size, in bytes. */
export const DOCUMENT_MAX_BYTES_SETTING = 'documents.maxUploadBytes';
/** The most the setting may be: uploads are held in memory while they are checked. */
/** The smallest upload limit the setting takes. */
export const DOCUMENT_MAX_BYTES_FLOOR = 100 * 1024;
export const DOCUMENT_MAX_BYTES_CEILING = 100 * 1024 * 1024;

export const DocumentSchema = z.object({
  id: IdSchema,
  employeeId: IdSchema,
  employee: z.object({ id: IdSchema, name: z.string(), employeeCode: z.string() }),
  category: DocumentCategorySchema,
  title: z.string(),
  /** The name as uploaded, cleaned for display; never used to store or serve the file. */
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  status: DocumentStatusSchema,
  reviewComments: z.string().nullable(),
  reviewedBy: z.object({ id: IdSchema, name: z.string() }).nullable(),
  reviewedAt: InstantSchema.nullable(),
  uploadedBy: z.object({ id: IdSchema, name: z.string() }).nullable(),
  createdAt: InstantSchema,
});
export type Document = z.infer<typeof DocumentSchema>;

/**
 * `POST /employees/{id}/documents` is multipart: a `file` part and the fields `category` and,
 * optionally, `title` (defaults to the file name). This schema checks the fields.
 */
export const UploadDocumentFieldsSchema = z.strictObject({
  category: z.enum(DOCUMENT_CATEGORIES, { message: 'Choose a category' }),
  title: singleLine(z.string().trim().max(200, { message: 'Title must be at most 200 characters' }))
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type UploadDocumentFields = z.infer<typeof UploadDocumentFieldsSchema>;

export const EmployeeDocumentParamsSchema = z.strictObject({ id: IdSchema, docId: IdSchema });

export const ListEmployeeDocumentsQuerySchema = z.strictObject({
  category: DocumentCategorySchema.optional(),
  status: DocumentStatusSchema.optional(),
});
export const DocumentListResponseSchema = z.object({
  items: z.array(DocumentSchema),
  /** The largest upload the server takes now (the setting), so a form can say so before sending. */
  maxUploadBytes: z.number().int().positive(),
});
export type DocumentListResponse = z.infer<typeof DocumentListResponseSchema>;

/** `PATCH …/status`: verify or reject (a rejection needs comments), or send back to pending. */
export const UpdateDocumentStatusBodySchema = z
  .strictObject({
    status: DocumentStatusSchema,
    comments: multiLine(z.string().trim().max(1000, { message: 'Comments must be at most 1,000 characters' }))
      .nullable()
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .refine((b) => b.status !== 'rejected' || !!b.comments, {
    message: 'Say why the document is rejected',
    path: ['comments'],
  });
export type UpdateDocumentStatusBody = z.input<typeof UpdateDocumentStatusBodySchema>;

/** `GET /documents/search`: across employees, for admin and hr. */
export const SearchDocumentsQuerySchema = z
  .strictObject({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    /** Matches the title, the file name, or the employee's name or code. */
    search: singleLine(z.string().trim().max(100)).optional(),
    category: DocumentCategorySchema.optional(),
    status: DocumentStatusSchema.optional(),
    employeeId: IdSchema.optional(),
    uploadedFrom: CalendarDateSchema.optional(),
    uploadedTo: CalendarDateSchema.optional(),
    sort: z.enum(['createdAt', 'employee', 'category', 'status']).default('createdAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .refine((q) => !q.uploadedFrom || !q.uploadedTo || q.uploadedFrom <= q.uploadedTo, {
    message: 'The start date must be on or before the end date',
    path: ['uploadedTo'],
  });
export type SearchDocumentsQuery = z.input<typeof SearchDocumentsQuerySchema>;
export const DocumentSearchResponseSchema = paginated(DocumentSchema);
export type DocumentSearchResponse = z.infer<typeof DocumentSearchResponseSchema>;

export const DeleteDocumentResponseSchema = z.object({ id: IdSchema, deleted: z.literal(true) });
export type DeleteDocumentResponse = z.infer<typeof DeleteDocumentResponseSchema>;
