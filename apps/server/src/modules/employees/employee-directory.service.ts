/**
 * The directory (spec §7 `GET /employees`, `GET /employees/export`): a page of people and its total,
 * as much of each as the caller may see (decision record 008): everyone with account details for
 * admin and hr, the team for a manager, colleagues' cards for anyone else.
 */
import type {
  EmployeeListResponse,
  ExportEmployeesQuerySchema,
  ListEmployeesFilter,
} from '@hrms/contracts/employees';
import { employeeScope } from '@hrms/contracts/roles';
import type { z } from 'zod';
import { type Actor, requirePermission } from '../../lib/access';
import { validationFailed } from '../../lib/app-error';
import type { DirectoryTotals } from './directory-totals';
import {
  allEmployees,
  collectsSearch,
  countEmployees,
  type EmployeeFilter,
  listEmployeePage,
  type Ordering,
  type Scope,
  type SortField,
} from './employee-directory.repository';
import { toListItem } from './employee-views';
import type { EmployeesServiceDeps } from './employees-deps';
import { type ExportFile, exportColumns, exportFile } from './employees-export';

export type ExportEmployeesFilter = z.output<typeof ExportEmployeesQuerySchema>;

/** What a colleague's card shows; sorting by anything else would reveal what the card hides. */
const CARD_SORTS: ReadonlySet<SortField> = new Set(['name', 'workEmail', 'department', 'designation']);

export interface DirectoryView {
  scope: Scope | null;
  level: 'full' | 'team' | 'card';
}

/** admin/hr: everyone with account details; a manager: the team; anyone else: colleagues' cards. */
export function directoryViewOf(actor: Actor): DirectoryView {
  switch (employeeScope(actor.role)) {
    case 'all':
      return { scope: { kind: 'all' }, level: 'full' };
    case 'team':
      // A manager without an employee record leads nobody: an empty team, not an error.
      return {
        scope: actor.employeeId ? { kind: 'team', managerEmployeeId: actor.employeeId } : null,
        level: 'team',
      };
    case 'directory':
      return { scope: { kind: 'directory' }, level: 'card' };
  }
}

export class EmployeeDirectoryService {
  constructor(
    private readonly deps: Pick<EmployeesServiceDeps, 'db' | 'clock'>,
    private readonly totals: DirectoryTotals,
  ) {}

  /**
   * One page and the total. A search is counted first (or its count reused): how many rows match
   * decides how the page is found (see `listEmployeePage`'s `selective`). Other filters are counted
   * and paged at once.
   */
  async list(actor: Actor, query: ListEmployeesFilter): Promise<EmployeeListResponse> {
    requirePermission(actor, 'employees:directory');
    const view = directoryViewOf(actor);
    const result = (items: EmployeeListResponse['items'], total: number) => ({
      items,
      total,
      page: query.page,
      limit: query.limit,
    });
    if (!view.scope) return result([], 0);
    const scope = view.scope;
    const filter = this.filterFor(scope, query);
    const ordering = this.orderingFor(scope, query);
    const page = (selective: boolean) =>
      listEmployeePage(this.deps.db, scope, filter, {
        ...ordering,
        page: query.page,
        limit: query.limit,
        withAccount: view.level === 'full',
        selective,
      });
    let total: number;
    let rows: Awaited<ReturnType<typeof page>>;
    if (filter.search) {
      total = await this.totalOf(scope, filter);
      const beyond = (query.page - 1) * query.limit >= total;
      rows = beyond ? [] : await page(collectsSearch(filter.search, total, ordering.sort));
    } else {
      [rows, total] = await Promise.all([page(false), this.totalOf(scope, filter)]);
    }
    return result(
      rows.map((row) => toListItem(row, view.level)),
      total,
    );
  }

  /** The directory total for a scope and filter (see `DirectoryTotals`). */
  private totalOf(scope: Scope, filter: EmployeeFilter): Promise<number> {
    return this.totals.get(JSON.stringify([scope, filter]), () =>
      countEmployees(this.deps.db, scope, filter),
    );
  }

  /**
   * The filters the scope may use. Colleagues filter by what the card shows (and where people sit)
   * only, and never see people who have left.
   */
  private filterFor(scope: Scope, query: Omit<ListEmployeesFilter, 'page' | 'limit'>): EmployeeFilter {
    const common: EmployeeFilter = {
      search: query.search || undefined,
      departmentIds: query.departmentId,
      officeIds: query.officeId,
      designationId: query.designationId,
    };
    if (scope.kind === 'directory') return { ...common, excludeInactive: true };
    return {
      ...common,
      managerId: query.managerId,
      statuses: query.status,
      employmentType: query.employmentType,
      joinedFrom: query.joinedFrom,
      joinedTo: query.joinedTo,
    };
  }

  private orderingFor(scope: Scope, query: { sort: SortField; order: 'asc' | 'desc' }): Ordering {
    if (scope.kind === 'directory' && !CARD_SORTS.has(query.sort))
      return { sort: 'name', order: query.order };
    return { sort: query.sort, order: query.order };
  }

  /** The list's filters and sort, every matching row, as CSV or XLSX (admin and hr). */
  async exportFile(actor: Actor, query: ExportEmployeesFilter): Promise<ExportFile> {
    requirePermission(actor, 'employees:write');
    const { columns, unknown } = exportColumns(query.columns);
    if (unknown.length > 0) {
      throw validationFailed([{ field: 'query.columns', message: `Unknown column: ${unknown.join(', ')}` }]);
    }
    const scope: Scope = { kind: 'all' };
    const rows = await allEmployees(
      this.deps.db,
      scope,
      this.filterFor(scope, query),
      this.orderingFor(scope, query),
    );
    return exportFile(rows, columns, query.format, this.deps.clock.now().toISOString().slice(0, 10));
  }
}
