/**
 * Employee documents (spec §7 "Documents"): everyone keeps their own; admin and hr
 * (`documents:manage`) see, review and remove everyone's; a manager sees their team's and changes
 * nothing. The file lives in storage under a generated key; the row says what it is.
 *
 * Rules (product-decisions.md "Documents and files"):
 * - The type is decided from the content, never the name or the declared type: PDF, PNG, JPEG,
 *   DOCX, XLSX or CSV; anything else is 415. The size limit is a setting (413 above it).
 * - Status: `pending` → `verified` or `rejected` (with comments) by admin or hr, and back to
 *   `pending` to look again. Nobody reviews their own document. The owner is notified.
 * - The owner may delete their own document while it is pending; admin and hr any.
 * - Someone the caller may not see is "not found", whatever the document.
 * - A manager does not see a report's ID proofs: they carry national ids, which only admin, hr and
 *   the person see (product-decisions.md "Roles and scope").
 */
import {
  type DeleteDocumentResponse,
  DOCUMENT_MAX_BYTES_CEILING,
  DOCUMENT_MAX_BYTES_DEFAULT,
  DOCUMENT_MAX_BYTES_FLOOR,
  DOCUMENT_MAX_BYTES_SETTING,
  DOCUMENT_STATUS_LABELS,
  DOCUMENT_TYPES,
  DOCUMENTS_LINK,
  DOCUMENTS_MODULE,
  DOCUMENTS_REVIEW_LINK,
  type Document,
  type DocumentCategory,
  type DocumentListResponse,
  type DocumentSearchResponse,
  type DocumentStatus,
  UploadDocumentFieldsSchema,
} from '@hrms/contracts/documents';
import { EMPLOYEE_UPDATE_EVENT } from '@hrms/contracts/employees';
import type { FieldIssue } from '@hrms/contracts/errors';
import { ServerEvent, type UpdatePayload } from '@hrms/contracts/realtime';
import { can, ROLES, type Role } from '@hrms/contracts/roles';
import { z } from 'zod';
import { type Database, withTransaction } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, fieldIssuesOf, validationFailed } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { cleanFileName, withExtension } from '../../lib/file-name';
import { detectFileKind } from '../../lib/file-type';
import type { ReceiveUpload } from '../../lib/multipart-upload';
import type { FileStorage } from '../../lib/storage';
import { userDisplayNames } from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import { type AccessService, employeeNotFound, type ScopedLevel } from '../access/access.service';
import type { AuditService } from '../audit/audit.service';
import type { AuditAction } from '../audit/audit-actions';
import type { ConfigurationService } from '../configuration/configuration.service';
import { SettingValue } from '../configuration/setting-value';
import type { Notice, NotificationsService } from '../notifications/notifications.service';
import type { OrganizationService } from '../organization/organization.service';
import {
  accountOf,
  type DocumentRecord,
  type DocumentRow,
  deleteDocument,
  documentCounts,
  findDocument,
  findDocumentsByIds,
  findOwner,
  insertDocument,
  type LatestDocument,
  latestOfCategories,
  listEmployeeDocuments,
  searchDocuments,
  updateDocument,
} from './documents.repository';

/** Who reviews documents, and whose review queues refresh when one arrives or changes. */
const REVIEWER_ROLES: readonly Role[] = ROLES.filter((role) => can(role, 'documents:manage'));

/** "PDF, PNG, JPEG, DOCX, XLSX or CSV". */
const ALLOWED_TYPES_TEXT = (() => {
  const names = DOCUMENT_TYPES.map((t) => t.kind.toUpperCase());
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
})();

/** Categories a manager does not see of a report's documents. */
const HIDDEN_FROM_TEAM: ReadonlySet<DocumentCategory> = new Set(['id_proof']);
const shownAt = (level: 'team' | 'self' | 'full', category: DocumentCategory) =>
  level !== 'team' || !HIDDEN_FROM_TEAM.has(category);

const documentNotFound = () => new AppError('NOT_FOUND', 'Document not found.');

type DocumentType = (typeof DOCUMENT_TYPES)[number];
const typeOfMime = (mimeType: string): DocumentType | undefined =>
  DOCUMENT_TYPES.find((t) => t.mimeType === mimeType);

/** What the audit trail keeps of a document. */
function snapshot(row: DocumentRow) {
  return {
    employeeId: row.employeeId,
    category: row.category,
    title: row.title,
    fileName: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    status: row.status,
    reviewComments: row.reviewComments,
  };
}

/** The audit action of a review that leaves the document in this status. */
const REVIEW_ACTIONS: Record<DocumentStatus, AuditAction> = {
  pending: 'document.reopen',
  verified: 'document.verify',
  rejected: 'document.reject',
};

const REVIEW_NOTICE: Record<DocumentStatus, { type: 'success' | 'warning' | 'info'; title: string }> = {
  verified: { type: 'success', title: 'Document verified' },
  rejected: { type: 'warning', title: 'Document rejected' },
  pending: { type: 'info', title: 'Document back in review' },
};

export interface DocumentRef {
  id: string;
  employeeId: string;
  category: DocumentCategory;
  name: string;
  mimeType: string;
}

export interface DownloadedDocument {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

export interface DocumentsServiceDeps {
  db: Database;
  clock: Clock;
  storage: FileStorage;
  realtime: RealtimeService;
  audit: AuditService;
  notifications: NotificationsService;
  configuration: ConfigurationService;
  /** Whose documents the caller may see: the same scope as the person's record. */
  access: AccessService;
  organization: Pick<OrganizationService, 'timezone'>;
  /** Tells of documents added, reviewed and removed (onboarding follows). */
  events: EventBus;
  log: { error(details: object, message: string): void };
}

export class DocumentsService {
  private readonly uploadLimit: SettingValue<number>;

  constructor(private readonly deps: DocumentsServiceDeps) {
    this.uploadLimit = new SettingValue(deps, {
      key: DOCUMENT_MAX_BYTES_SETTING,
      category: 'documents',
      description: 'The largest file anyone may upload, in bytes (a document, a photo, an attachment).',
      schema: z
        .number({ message: 'Must be a number of bytes' })
        .int({ message: 'Use whole bytes' })
        .min(DOCUMENT_MAX_BYTES_FLOOR, {
          message: `Must be at least ${DOCUMENT_MAX_BYTES_FLOOR} bytes (100 KB)`,
        })
        .max(DOCUMENT_MAX_BYTES_CEILING, {
          message: `Must be at most ${DOCUMENT_MAX_BYTES_CEILING} bytes (100 MB)`,
        }),
      defaultValue: DOCUMENT_MAX_BYTES_DEFAULT,
      auditAction: 'settings.documents.update',
    });
  }

  /** The actor's reach over this person's documents: the check each method on a record starts with. */
  private async reach(actor: Actor, employeeId: string): Promise<ScopedLevel> {
    const levels = await this.deps.access.require({ actor, permission: 'documents:self', ids: [employeeId] });
    return levels.get(employeeId)!;
  }

  /**
   * The person themself, or admin and hr, add a document; a manager may look at the team's but not
   * add to them. Permission and scope are checked before the upload is read.
   */
  async upload(actor: Actor, employeeId: string, receive: ReceiveUpload): Promise<Document> {
    const level = await this.reach(actor, employeeId);
    if (level !== 'self' && level !== 'full') {
      throw new AppError('FORBIDDEN', 'Only the employee or HR can add documents to this record.');
    }
    const { db, clock, storage, audit } = this.deps;
    const { fields, file } = await receive(await this.maxUploadBytes());

    const parsed = UploadDocumentFieldsSchema.safeParse(fields);
    const issues: FieldIssue[] = parsed.success ? [] : fieldIssuesOf(parsed.error);
    if (!file) issues.push({ field: 'body.file', message: 'Choose a file to upload' });
    else if (file.bytes.length === 0) issues.push({ field: 'body.file', message: 'The file is empty' });
    if (issues.length > 0 || !parsed.success || !file) throw validationFailed(issues);

    const kind = detectFileKind(file.bytes);
    const type = DOCUMENT_TYPES.find((t) => t.kind === kind);
    if (!type) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `This type of file cannot be uploaded. Upload a ${ALLOWED_TYPES_TEXT} file.`,
      );
    }
    const fileName = cleanFileName(file.fileName, `document.${type.extension}`);
    const title = parsed.data.title ?? titleOf(fileName);

    const storageKey = await storage.put('document', file.bytes);
    let outcome: { record: DocumentRecord; stored: Notice[] };
    try {
      outcome = await withTransaction(db, async (tx) => {
        const owner = await findOwner(tx, employeeId);
        if (!owner) throw employeeNotFound();
        const now = clock.now();
        const row = await insertDocument(tx, {
          employeeId,
          category: parsed.data.category,
          title,
          fileName,
          mimeType: type.mimeType,
          sizeBytes: file.bytes.length,
          storageKey,
          status: 'pending',
          uploadedByUserId: actor.userId,
          createdAt: now,
          updatedAt: now,
        });
        await audit.record(tx, actor, {
          action: 'document.upload',
          entityType: 'employee_document',
          entityId: row.id,
          before: null,
          after: snapshot(row),
        });
        const record = { ...row, owner };
        await this.deps.events.emit(tx, 'document.changed', { employeeId, category: row.category });
        return { record, stored: await this.storeUploadNotice(tx, actor, record) };
      });
    } catch (error) {
      await this.discard(storageKey);
      throw error;
    }
    const { record, stored } = outcome;
    this.deps.notifications.deliver(stored);
    await this.tellChange(record, 'create');
    const [document] = await this.toDocuments([record]);
    return document!;
  }

  /** The person's documents, newest first: for them, their managers, admin and hr. */
  async list(
    actor: Actor,
    employeeId: string,
    filters: { category?: DocumentCategory | undefined; status?: DocumentStatus | undefined },
  ): Promise<DocumentListResponse> {
    const level = await this.reach(actor, employeeId);
    const [rows, maxUploadBytes] = await Promise.all([
      listEmployeeDocuments(this.deps.db, employeeId, filters),
      this.maxUploadBytes(),
    ]);
    return {
      items: await this.toDocuments(rows.filter((row) => shownAt(level, row.category))),
      maxUploadBytes,
    };
  }

  async download(actor: Actor, employeeId: string, documentId: string): Promise<DownloadedDocument> {
    const level = await this.reach(actor, employeeId);
    const record = await findDocument(this.deps.db, employeeId, documentId);
    if (!record || !shownAt(level, record.category)) throw documentNotFound();
    const bytes = await this.deps.storage.get(record.storageKey);
    const type = typeOfMime(record.mimeType);
    const extensions: string[] = type ? [type.extension, ...(type.kind === 'jpeg' ? ['jpeg'] : [])] : [];
    return {
      fileName: extensions.length > 0 ? withExtension(record.fileName, extensions) : record.fileName,
      mimeType: record.mimeType,
      bytes,
    };
  }

  /** The owner removes their own while it is pending; admin and hr remove any. The file goes after the commit. */
  async remove(actor: Actor, employeeId: string, documentId: string): Promise<DeleteDocumentResponse> {
    const level = await this.reach(actor, employeeId);
    const manages = level === 'full' && can(actor.role, 'documents:manage');
    if (!manages && level !== 'self') {
      throw new AppError('FORBIDDEN', 'Only the employee or HR can remove documents from this record.');
    }
    const { db, audit } = this.deps;
    const record = await withTransaction(db, async (tx) => {
      const record = await findDocument(tx, employeeId, documentId, { forUpdate: true });
      if (!record) throw documentNotFound();
      if (!manages && record.status !== 'pending') {
        throw new AppError(
          'CONFLICT',
          `This document is ${DOCUMENT_STATUS_LABELS[record.status].toLowerCase()}; ask HR to remove it.`,
        );
      }
      await deleteDocument(tx, record.id);
      await audit.record(tx, actor, {
        action: 'document.delete',
        entityType: 'employee_document',
        entityId: record.id,
        before: snapshot(record),
        after: null,
      });
      await this.deps.events.emit(tx, 'document.changed', { employeeId, category: record.category });
      return record;
    });
    await this.discard(record.storageKey);
    await this.tellChange(record, 'delete');
    return { id: record.id, deleted: true };
  }

  /**
   * admin and hr verify or reject a pending document (a rejection says why), or send a reviewed one
   * back to pending. The reviewer and the time are kept; the owner is told the outcome.
   */
  async updateStatus(
    actor: Actor,
    employeeId: string,
    documentId: string,
    body: { status: DocumentStatus; comments: string | null },
  ): Promise<Document> {
    await this.deps.access.require({ actor, permission: 'documents:manage', ids: [employeeId] });
    if (actor.employeeId === employeeId) {
      throw new AppError('FORBIDDEN', 'You cannot review your own document; ask a colleague in HR.');
    }
    const { db, clock, audit, notifications } = this.deps;
    const { record, stored } = await withTransaction(db, async (tx) => {
      const before = await findDocument(tx, employeeId, documentId, { forUpdate: true });
      if (!before) throw documentNotFound();
      checkTransition(before.status, body.status);
      const now = clock.now();
      const row = await updateDocument(tx, before.id, {
        status: body.status,
        reviewComments: body.comments,
        reviewedByUserId: actor.userId,
        reviewedAt: now,
        updatedAt: now,
      });
      await audit.record(tx, actor, {
        action: REVIEW_ACTIONS[body.status],
        entityType: 'employee_document',
        entityId: row.id,
        before: snapshot(before),
        after: snapshot(row),
        reason: body.comments,
      });
      const ownerUserId = await accountOf(tx, employeeId);
      const notice = REVIEW_NOTICE[body.status];
      const stored = await notifications.store(tx, ownerUserId ? [ownerUserId] : [], {
        event: 'documents',
        type: notice.type,
        title: notice.title,
        message: reviewMessage(row.title, body.status, body.comments),
        module: DOCUMENTS_MODULE,
        link: DOCUMENTS_LINK,
      });
      if (body.status === 'verified' && before.status !== 'verified') {
        await this.deps.events.emit(tx, 'document.verified', { actor, employeeId, category: row.category });
      }
      await this.deps.events.emit(tx, 'document.changed', { employeeId, category: row.category });
      return { record: { ...row, owner: before.owner }, stored };
    });
    notifications.deliver(stored);
    await this.tellChange(record, 'update');
    const [document] = await this.toDocuments([record]);
    return document!;
  }

  /** admin and hr: everyone's documents, to find one or work through the review queue. */
  async search(
    actor: Actor,
    query: {
      page: number;
      limit: number;
      search?: string | undefined;
      category?: DocumentCategory | undefined;
      status?: DocumentStatus | undefined;
      employeeId?: string | undefined;
      uploadedFrom?: string | undefined;
      uploadedTo?: string | undefined;
      sort: 'createdAt' | 'employee' | 'category' | 'status';
      order: 'asc' | 'desc';
    },
  ): Promise<DocumentSearchResponse> {
    requirePermission(actor, 'documents:manage');
    const timezone = await this.deps.organization.timezone();
    const { rows, total } = await searchDocuments(this.deps.db, { ...query, timezone });
    return { items: await this.toDocuments(rows), total, page: query.page, limit: query.limit };
  }

  /**
   * How many documents a person has, by status: for figures about the person that the caller has
   * already been allowed to see (the employee dashboard). No scope check of its own.
   */
  countsFor(employeeId: string): ReturnType<typeof documentCounts> {
    return documentCounts(this.deps.db, employeeId);
  }

  /**
   * The latest upload of each of these categories of each of these people (onboarding shows whether
   * the document a task collects has come): for records the caller has already been allowed to see.
   * No scope check of its own.
   */
  latestOfCategories(
    employeeIds: readonly string[],
    categories: readonly DocumentCategory[],
  ): Promise<LatestDocument[]> {
    return latestOfCategories(this.deps.db, employeeIds, categories);
  }

  /** The upload limit in force: the setting when it is a sensible number of bytes, else the default. */
  /**
   * What other modules show of documents they refer to (a leave request's certificate): whose it
   * is, its name and type. The caller has checked that its reader may see the record referring.
   */
  async describe(ids: readonly string[], db: Database = this.deps.db): Promise<Map<string, DocumentRef>> {
    const rows = await findDocumentsByIds(db, ids);
    return new Map(
      rows.map((r) => [
        r.id,
        { id: r.id, employeeId: r.employeeId, category: r.category, name: r.fileName, mimeType: r.mimeType },
      ]),
    );
  }

  maxUploadBytes(): Promise<number> {
    return this.uploadLimit.current();
  }

  /** A stored file nobody points at any more; a failure leaves an orphan, never a broken record. */
  private async discard(storageKey: string): Promise<void> {
    try {
      await this.deps.storage.delete(storageKey);
    } catch (error) {
      this.deps.log.error({ err: error, storageKey }, 'could not remove a document file');
    }
  }

  /**
   * Review queues (admin, hr), the owner's open pages and those of their managers up the line
   * refresh; a manager hears nothing of an ID proof, which they do not see.
   */
  private async tellChange(record: DocumentRecord, type: UpdatePayload['type']): Promise<void> {
    const { realtime, clock, db, access } = this.deps;
    const users = shownAt('team', record.category)
      ? await access.followersOf([record.employeeId])
      : [await accountOf(db, record.employeeId)].filter((id): id is string => id !== null);
    const timestamp = clock.now().toISOString();
    const target = { roles: REVIEWER_ROLES, users };
    realtime.emitTo(target, EMPLOYEE_UPDATE_EVENT, {
      id: record.employeeId,
      type,
      timestamp,
    } satisfies UpdatePayload);
    realtime.emitTo(target, ServerEvent.dashboardUpdate, { module: DOCUMENTS_MODULE, timestamp });
  }

  /**
   * Who is told of a new document: the reviewers (admin and hr) when it waits for review, and the
   * owner when someone else added it to their record. Never the person who uploaded it.
   */
  private async storeUploadNotice(tx: Database, actor: Actor, record: DocumentRecord) {
    const { access, notifications } = this.deps;
    const ownerUserId = await accountOf(tx, record.employeeId);
    if (ownerUserId && ownerUserId !== actor.userId) {
      return notifications.store(tx, [ownerUserId], {
        type: 'info',
        event: 'documents',
        title: 'Document added',
        message: `"${record.title}" was added to your documents.`,
        module: DOCUMENTS_MODULE,
        link: DOCUMENTS_LINK,
      });
    }
    const reviewers = (await access.holdersOf('documents:manage', tx)).filter((id) => id !== actor.userId);
    return notifications.store(tx, reviewers, {
      event: 'approvalWaiting',
      type: 'info',
      title: 'Document uploaded',
      message: `${ownerName(record)} uploaded "${record.title}"; it waits for review.`,
      module: DOCUMENTS_MODULE,
      link: DOCUMENTS_REVIEW_LINK,
    });
  }

  private async toDocuments(records: DocumentRecord[]): Promise<Document[]> {
    const names = await userDisplayNames(
      this.deps.db,
      records.flatMap((r) => [r.uploadedByUserId, r.reviewedByUserId]).filter((id): id is string => !!id),
    );
    const userRef = (id: string | null) => (id ? { id, name: names.get(id) ?? 'Unknown user' } : null);
    return records.map((r) => ({
      id: r.id,
      employeeId: r.employeeId,
      employee: { id: r.owner.id, name: ownerName(r), employeeCode: r.owner.employeeCode },
      category: r.category,
      title: r.title,
      fileName: r.fileName,
      mimeType: r.mimeType,
      sizeBytes: r.sizeBytes,
      status: r.status,
      reviewComments: r.reviewComments,
      reviewedBy: userRef(r.reviewedByUserId),
      reviewedAt: r.reviewedAt?.toISOString() ?? null,
      uploadedBy: userRef(r.uploadedByUserId),
      createdAt: r.createdAt.toISOString(),
    }));
  }
}

const ownerName = (record: DocumentRecord) => `${record.owner.firstName} ${record.owner.lastName}`.trim();

/** `passport_scan.pdf` → `passport_scan`, as the upload form suggests. */
function titleOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, 200);
}

/** A pending document is reviewed; a reviewed one may only go back to pending. */
function checkTransition(from: DocumentStatus, to: DocumentStatus): void {
  if (from === to) {
    throw new AppError('CONFLICT', `This document is already ${DOCUMENT_STATUS_LABELS[from].toLowerCase()}.`);
  }
  if (from !== 'pending' && to !== 'pending') {
    throw new AppError(
      'CONFLICT',
      `This document is ${DOCUMENT_STATUS_LABELS[from].toLowerCase()}; send it back to review first.`,
    );
  }
}

function reviewMessage(title: string, status: DocumentStatus, comments: string | null): string {
  const said = comments ? `: ${comments}` : '.';
  switch (status) {
    case 'verified':
      return `Your document "${title}" was verified${said}`;
    case 'rejected':
      return `Your document "${title}" was rejected${said}`;
    case 'pending':
      return `Your document "${title}" is being reviewed again${said}`;
    default: {
      const unhandled: never = status;
      throw new Error(`Unknown status ${String(unhandled)}`);
    }
  }
}
