import type { DocumentCategory, DocumentStatus } from '@hrms/contracts/documents';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { anyOf } from '../../db/chunked';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import { employeeDocuments } from '../../db/schema/documents';
import { employees } from '../../db/schema/organization';
import { users } from '../../db/schema/users';

export type DocumentRow = typeof employeeDocuments.$inferSelect;
export type NewDocument = typeof employeeDocuments.$inferInsert;

/** A document with the person it belongs to. */
export interface DocumentRecord extends DocumentRow {
  owner: { id: string; firstName: string; lastName: string; employeeCode: string };
}

const recordColumns = {
  document: employeeDocuments,
  owner: {
    id: employees.id,
    firstName: employees.firstName,
    lastName: employees.lastName,
    employeeCode: employees.employeeCode,
  },
};

function toRecord(row: { document: DocumentRow; owner: DocumentRecord['owner'] }): DocumentRecord {
  return { ...row.document, owner: row.owner };
}

export async function insertDocument(db: Database, values: NewDocument): Promise<DocumentRow> {
  const [row] = await db.insert(employeeDocuments).values(values).returning();
  return row!;
}

export async function findDocument(
  db: Database,
  employeeId: string,
  documentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<DocumentRecord | undefined> {
  const query = db
    .select(recordColumns)
    .from(employeeDocuments)
    .innerJoin(employees, eq(employees.id, employeeDocuments.employeeId))
    .where(and(eq(employeeDocuments.id, documentId), eq(employeeDocuments.employeeId, employeeId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: employeeDocuments }) : await query;
  return row ? toRecord(row) : undefined;
}

/** Documents by id, whoever they belong to: the caller decides what the rows may be used for. */
export async function findDocumentsByIds(db: Database, ids: readonly string[]): Promise<DocumentRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(employeeDocuments).where(anyOf(employeeDocuments.id, ids));
}

export async function updateDocument(
  db: Database,
  id: string,
  values: Partial<NewDocument>,
): Promise<DocumentRow> {
  const [row] = await db
    .update(employeeDocuments)
    .set(values)
    .where(eq(employeeDocuments.id, id))
    .returning();
  return row!;
}

export async function deleteDocument(db: Database, id: string): Promise<void> {
  await db.delete(employeeDocuments).where(eq(employeeDocuments.id, id));
}

/** One person's documents, newest first. */
export async function listEmployeeDocuments(
  db: Database,
  employeeId: string,
  filters: { category?: DocumentCategory | undefined; status?: DocumentStatus | undefined },
): Promise<DocumentRecord[]> {
  const rows = await db
    .select(recordColumns)
    .from(employeeDocuments)
    .innerJoin(employees, eq(employees.id, employeeDocuments.employeeId))
    .where(
      and(
        eq(employeeDocuments.employeeId, employeeId),
        filters.category ? eq(employeeDocuments.category, filters.category) : undefined,
        filters.status ? eq(employeeDocuments.status, filters.status) : undefined,
      ),
    )
    .orderBy(desc(employeeDocuments.createdAt), desc(employeeDocuments.id));
  return rows.map(toRecord);
}

export interface DocumentSearch {
  page: number;
  limit: number;
  search?: string | undefined;
  category?: DocumentCategory | undefined;
  status?: DocumentStatus | undefined;
  employeeId?: string | undefined;
  /** Calendar dates, read in `timezone`. */
  uploadedFrom?: string | undefined;
  uploadedTo?: string | undefined;
  timezone: string;
  sort: 'createdAt' | 'employee' | 'category' | 'status';
  order: 'asc' | 'desc';
}

function searchWhere(query: DocumentSearch): SQL | undefined {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  return and(
    pattern
      ? or(
          ilike(employeeDocuments.title, pattern),
          ilike(employeeDocuments.fileName, pattern),
          ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, pattern),
          ilike(employees.employeeCode, pattern),
        )
      : undefined,
    query.category ? eq(employeeDocuments.category, query.category) : undefined,
    query.status ? eq(employeeDocuments.status, query.status) : undefined,
    query.employeeId ? eq(employeeDocuments.employeeId, query.employeeId) : undefined,
    // Whole days in the company's time zone, as bounds on the column so its index serves them.
    query.uploadedFrom
      ? gte(
          employeeDocuments.createdAt,
          sql`((${query.uploadedFrom}::date)::timestamp at time zone ${query.timezone})`,
        )
      : undefined,
    query.uploadedTo
      ? lt(
          employeeDocuments.createdAt,
          sql`((${query.uploadedTo}::date + 1)::timestamp at time zone ${query.timezone})`,
        )
      : undefined,
  );
}

/** Across everyone: filtered, sorted by an allow-listed column, newest as the tiebreaker, paginated. */
export async function searchDocuments(
  db: Database,
  query: DocumentSearch,
): Promise<{ rows: DocumentRecord[]; total: number }> {
  const where = searchWhere(query);
  const direction = query.order === 'asc' ? asc : desc;
  const sortColumns = {
    createdAt: [direction(employeeDocuments.createdAt)],
    employee: [
      direction(employees.firstName),
      direction(employees.lastName),
      desc(employeeDocuments.createdAt),
    ],
    category: [direction(employeeDocuments.category), desc(employeeDocuments.createdAt)],
    status: [direction(employeeDocuments.status), desc(employeeDocuments.createdAt)],
  }[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select(recordColumns)
      .from(employeeDocuments)
      .innerJoin(employees, eq(employees.id, employeeDocuments.employeeId))
      .where(where)
      .orderBy(...sortColumns, direction(employeeDocuments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: count() })
      .from(employeeDocuments)
      .innerJoin(employees, eq(employees.id, employeeDocuments.employeeId))
      .where(where),
  ]);
  return { rows: rows.map(toRecord), total: total?.n ?? 0 };
}

/** The account of an employee, if they have one: who is told about their documents. */
export async function accountOf(db: Database, employeeId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.employeeId, employeeId))
    .limit(1);
  return row?.id ?? null;
}

/** The person a new document belongs to. */
export async function findOwner(
  db: Database,
  employeeId: string,
): Promise<DocumentRecord['owner'] | undefined> {
  const [row] = await db
    .select(recordColumns.owner)
    .from(employees)
    .where(eq(employees.id, employeeId))
    .limit(1);
  return row;
}

/** How many documents this person has, by review status. */
/** A person's latest upload of a category, in brief. */
export interface LatestDocument {
  employeeId: string;
  category: DocumentCategory;
  id: string;
  title: string;
  status: DocumentStatus;
}

/** The latest upload of each category of each of these people that has one. */
export async function latestOfCategories(
  db: Database,
  employeeIds: readonly string[],
  categories: readonly DocumentCategory[],
): Promise<LatestDocument[]> {
  if (employeeIds.length === 0 || categories.length === 0) return [];
  return db
    .selectDistinctOn([employeeDocuments.employeeId, employeeDocuments.category], {
      employeeId: employeeDocuments.employeeId,
      category: employeeDocuments.category,
      id: employeeDocuments.id,
      title: employeeDocuments.title,
      status: employeeDocuments.status,
    })
    .from(employeeDocuments)
    .where(
      and(
        anyOf(employeeDocuments.employeeId, employeeIds),
        inArray(employeeDocuments.category, [...new Set(categories)]),
      ),
    )
    .orderBy(
      employeeDocuments.employeeId,
      employeeDocuments.category,
      desc(employeeDocuments.createdAt),
      desc(employeeDocuments.id),
    );
}

export async function documentCounts(
  db: Database,
  employeeId: string,
): Promise<{ total: number; pending: number; verified: number; rejected: number }> {
  const [row] = await db
    .select({
      total: count(),
      pending: sql<number>`count(*) filter (where ${employeeDocuments.status} = 'pending')::int`,
      verified: sql<number>`count(*) filter (where ${employeeDocuments.status} = 'verified')::int`,
      rejected: sql<number>`count(*) filter (where ${employeeDocuments.status} = 'rejected')::int`,
    })
    .from(employeeDocuments)
    .where(eq(employeeDocuments.employeeId, employeeId));
  return {
    total: Number(row?.total ?? 0),
    pending: Number(row?.pending ?? 0),
    verified: Number(row?.verified ?? 0),
    rejected: Number(row?.rejected ?? 0),
  };
}
