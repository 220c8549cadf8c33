/**
 * The employee list's state lives in the address bar, so back, forward and a shared link show the
 * same list. This module reads it leniently (anything unknown or malformed falls back to the
 * default, never to an error) and writes it back with defaults left out.
 */
import { IdSchema } from '@hrms/contracts/common';
import {
  EMPLOYEE_SORT_FIELDS,
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPES,
  type EmployeeStatus,
  type EmploymentType,
} from '@hrms/contracts/employees';

export type EmployeeSortField = (typeof EMPLOYEE_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;

export interface EmployeeFilters {
  search: string;
  departmentIds: string[];
  officeId: string | null;
  statuses: EmployeeStatus[];
  employmentType: EmploymentType | null;
  managerId: string | null;
  /** `YYYY-MM-DD`, inclusive. */
  joinedFrom: string | null;
  joinedTo: string | null;
}

export interface EmployeeListQuery extends EmployeeFilters {
  sort: EmployeeSortField;
  order: SortOrder;
  page: number;
  limit: PageSize;
}

export const EMPTY_FILTERS: EmployeeFilters = {
  search: '',
  departmentIds: [],
  officeId: null,
  statuses: [],
  employmentType: null,
  managerId: null,
  joinedFrom: null,
  joinedTo: null,
};

export const DEFAULT_LIST_QUERY: EmployeeListQuery = {
  ...EMPTY_FILTERS,
  sort: 'name',
  order: 'asc',
  page: 1,
  limit: DEFAULT_PAGE_SIZE,
};

/** The names in the address bar; the same as the API's where there is one. */
const P = {
  search: 'search',
  department: 'departmentId',
  office: 'officeId',
  status: 'status',
  type: 'employmentType',
  manager: 'managerId',
  from: 'joinedFrom',
  to: 'joinedTo',
  sort: 'sort',
  order: 'order',
  page: 'page',
  limit: 'limit',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isId(value: string): boolean {
  return IdSchema.safeParse(value).success;
}

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

/** Repeated (`a&b`) or comma-separated values, de-duplicated in order. */
function many(params: URLSearchParams, name: string): string[] {
  const out: string[] = [];
  for (const raw of params.getAll(name)) {
    for (const part of raw.split(',')) {
      const value = part.trim();
      if (value && !out.includes(value)) out.push(value);
    }
  }
  return out;
}

function date(value: string | null): string | null {
  if (!value || !DATE.test(value)) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value ? null : value;
}

export function parseListQuery(params: URLSearchParams): EmployeeListQuery {
  const page = Number(params.get(P.page));
  const limit = Number(params.get(P.limit));
  let joinedFrom = date(params.get(P.from));
  let joinedTo = date(params.get(P.to));
  // A range typed backwards is read the way it was meant rather than refused by the server.
  if (joinedFrom && joinedTo && joinedFrom > joinedTo) [joinedFrom, joinedTo] = [joinedTo, joinedFrom];
  const manager = params.get(P.manager);
  const office = params.get(P.office);
  return {
    search: (params.get(P.search) ?? '').trim().slice(0, 100),
    departmentIds: many(params, P.department).filter(isId),
    officeId: office && isId(office) ? office : null,
    statuses: many(params, P.status).filter((s): s is EmployeeStatus =>
      (EMPLOYEE_STATUSES as readonly string[]).includes(s),
    ),
    employmentType: oneOf(EMPLOYMENT_TYPES, params.get(P.type)),
    managerId: manager && isId(manager) ? manager : null,
    joinedFrom,
    joinedTo,
    sort: oneOf(EMPLOYEE_SORT_FIELDS, params.get(P.sort)) ?? DEFAULT_LIST_QUERY.sort,
    order: params.get(P.order) === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? (limit as PageSize) : DEFAULT_PAGE_SIZE,
  };
}

function appendFilters(out: URLSearchParams, filters: EmployeeFilters): void {
  if (filters.search) out.set(P.search, filters.search);
  for (const id of filters.departmentIds) out.append(P.department, id);
  if (filters.officeId) out.set(P.office, filters.officeId);
  for (const status of filters.statuses) out.append(P.status, status);
  if (filters.employmentType) out.set(P.type, filters.employmentType);
  if (filters.managerId) out.set(P.manager, filters.managerId);
  if (filters.joinedFrom) out.set(P.from, filters.joinedFrom);
  if (filters.joinedTo) out.set(P.to, filters.joinedTo);
}

/** The address bar's query string for `query`, defaults left out so links stay short. */
export function writeListQuery(query: EmployeeListQuery): URLSearchParams {
  const out = new URLSearchParams();
  appendFilters(out, query);
  if (query.sort !== DEFAULT_LIST_QUERY.sort || query.order !== DEFAULT_LIST_QUERY.order) {
    out.set(P.sort, query.sort);
    out.set(P.order, query.order);
  }
  if (query.page !== 1) out.set(P.page, String(query.page));
  if (query.limit !== DEFAULT_PAGE_SIZE) out.set(P.limit, String(query.limit));
  return out;
}

/** `GET /employees`: lists as repeated parameters, which the contract reads as arrays. */
export function listApiParams(query: EmployeeListQuery): URLSearchParams {
  const out = new URLSearchParams();
  appendFilters(out, query);
  out.set(P.sort, query.sort);
  out.set(P.order, query.order);
  out.set(P.page, String(query.page));
  out.set(P.limit, String(query.limit));
  return out;
}

/** `GET /employees/export`: the list's filters and sort, a format and the columns in order. */
export function exportApiParams(
  query: EmployeeListQuery,
  format: 'csv' | 'xlsx',
  columns: readonly string[],
): URLSearchParams {
  const out = new URLSearchParams();
  appendFilters(out, query);
  out.set(P.sort, query.sort);
  out.set(P.order, query.order);
  out.set('format', format);
  if (columns.length > 0) out.set('columns', columns.join(','));
  return out;
}

/** How many filters narrow the list (the search counts as one). */
export function activeFilterCount(filters: EmployeeFilters): number {
  return (
    (filters.search ? 1 : 0) +
    filters.departmentIds.length +
    (filters.officeId ? 1 : 0) +
    filters.statuses.length +
    (filters.employmentType ? 1 : 0) +
    (filters.managerId ? 1 : 0) +
    (filters.joinedFrom || filters.joinedTo ? 1 : 0)
  );
}

/** The filters alone, as one string: a change to it means a different set of people. */
export function filterSignature(filters: EmployeeFilters): string {
  const out = new URLSearchParams();
  appendFilters(out, filters);
  return out.toString();
}
