/**
 * The company, its offices, departments and designations, and the reporting tree of its people.
 *
 * Rules:
 * - Departments and designations are written by admin and hr (`employees:write`), audited. Names
 *   are unique in any letter case, department codes exactly; a department's head is a person of the
 *   company who has not left; its parent exists and is not itself or below it.
 * - Only a department or title nobody was ever given is deleted (409 naming how many otherwise):
 *   the history of people who left points at it too. Merging one into another moves everyone, left
 *   or not, and deletes it; a department's sub-departments move with its people, and announcements
 *   aimed at it aim at the one it became.
 * - The org chart shows people who have not left, those joining later marked as joining and left out
 *   of its counts (people/headcount.ts). admin, hr and employees (as colleagues' cards) see the whole
 *   company; a manager sees the tree below themself. Someone whose manager has left stands at the top.
 */

import { EMPLOYEE_UPDATE_EVENT } from '@hrms/contracts/employees';
import type { FieldIssue } from '@hrms/contracts/errors';
import type {
  Department,
  DepartmentListItem,
  DepartmentListResponse,
  Designation,
  DesignationListResponse,
  OfficeListResponse,
  OrgChartResponse,
} from '@hrms/contracts/organization';
import { COMPANY_LOGO_PATH } from '@hrms/contracts/organization';
import type { UpdatePayload } from '@hrms/contracts/realtime';
import { employeeScope, ROLES } from '@hrms/contracts/roles';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { calendarDateIn } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { CSV_CONTENT_TYPE, toCsv } from '../../lib/spreadsheet';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AuditService } from '../audit/audit.service';
import { buildOrgChart, type OrgChart, type OrgChartScope } from './org-chart';
import { renderOrgChartPdf } from './org-chart-pdf';
import {
  countDepartmentPeople,
  type DepartmentRow,
  deleteDepartment,
  deleteDesignation,
  departmentHeadcount,
  departmentParents,
  departmentsNamed,
  designationPeople,
  findDepartment,
  findDesignationByName,
  findEmployeeStatus,
  findPrimaryCompany,
  insertDepartment,
  insertDesignation,
  isUniqueViolation,
  listDepartments,
  listDesignations,
  listOffices,
  listOrgChartPeople,
  lockDepartmentsToMerge,
  lockDepartmentTree,
  lockDesignation,
  lockDesignationsToMerge,
  moveDepartmentPeople,
  moveDesignationHolders,
  moveSubDepartments,
  updateDepartment,
  updateDesignation,
} from './organization.repository';

export interface DepartmentInput {
  name?: string | undefined;
  code?: string | undefined;
  headEmployeeId?: string | null | undefined;
  parentId?: string | null | undefined;
}

export interface OrgChartExport {
  fileName: string;
  contentType: string;
  body: Buffer | string;
}

/** What another module does, in the merge's own transaction, when one department becomes another. */
export type DepartmentMergeListener = (tx: Database, fromId: string, intoId: string) => Promise<void>;

const departmentNotFound = () => new AppError('NOT_FOUND', 'Department not found.');
const designationNotFound = () => new AppError('NOT_FOUND', 'Designation not found.');
const peopleCount = (n: number) => (n === 1 ? '1 person' : `${n} people`);
const noCompany = () => new AppError('CONFLICT', 'Set up the company first.');

function departmentSnapshot(row: DepartmentRow) {
  return { name: row.name, code: row.code, headEmployeeId: row.headEmployeeId, parentId: row.parentId };
}

export class OrganizationService {
  private readonly mergeListeners: DepartmentMergeListener[] = [];

  constructor(
    private readonly deps: { db: Database; clock: Clock; audit: AuditService; realtime: RealtimeService },
  ) {}

  /**
   * `employee-update` to everyone signed in: a department or title changed, was merged or deleted,
   * and the directory, pickers and the org chart name them (the web maps it to `organization`).
   */
  private tell(id: string, type: UpdatePayload['type']): void {
    const { realtime, clock } = this.deps;
    realtime.emitTo({ roles: ROLES }, EMPLOYEE_UPDATE_EVENT, {
      id,
      type,
      timestamp: clock.now().toISOString(),
    } satisfies UpdatePayload);
  }

  /** Modules that keep department ids of their own (announcement audiences) follow merges here. */
  onDepartmentsMerged(listener: DepartmentMergeListener): void {
    this.mergeListeners.push(listener);
  }

  /** Public: the sign-in page and the shell show the company's name and logo before anything else. */
  async brand(): Promise<{ companyName: string | null; logoUrl: string | null }> {
    const company = await findPrimaryCompany(this.deps.db);
    return {
      companyName: company?.name ?? null,
      logoUrl: company?.logoKey ? `${COMPANY_LOGO_PATH}${company.logoKey}` : null,
    };
  }

  /** The company's today, the day headcounts are taken on (people/headcount.ts). */
  private today(company: { timezone: string }): string {
    return calendarDateIn(this.deps.clock.now(), company.timezone);
  }

  /** The company's time zone: where "a day" begins and ends for dates people pick. */
  async timezone(): Promise<string> {
    return (await findPrimaryCompany(this.deps.db))?.timezone ?? 'Asia/Kolkata';
  }

  /** Everyone signed in: where colleagues sit (the directory's filters, the org chart's). */
  async departments(actor: Actor): Promise<DepartmentListResponse> {
    requirePermission(actor, 'employees:directory');
    const company = await findPrimaryCompany(this.deps.db);
    const rows = company ? await listDepartments(this.deps.db, company.id, this.today(company)) : [];
    return {
      items: rows.map(
        ({ headFirstName, headLastName, ...row }): DepartmentListItem => ({
          ...row,
          headName: headFirstName === null ? null : `${headFirstName} ${headLastName ?? ''}`.trim(),
        }),
      ),
    };
  }

  async offices(actor: Actor): Promise<OfficeListResponse> {
    requirePermission(actor, 'employees:directory');
    const company = await findPrimaryCompany(this.deps.db);
    return { items: company ? await listOffices(this.deps.db, company.id) : [] };
  }

  // -------------------------------------------------------------------------------- designations

  /** Everyone signed in: the titles to pick from (forms, filters) with how many hold each. */
  async designations(actor: Actor): Promise<DesignationListResponse> {
    requirePermission(actor, 'employees:directory');
    const company = await findPrimaryCompany(this.deps.db);
    return { items: company ? await listDesignations(this.deps.db, company.id, this.today(company)) : [] };
  }

  async createDesignation(actor: Actor, body: { name: string }): Promise<Designation> {
    requirePermission(actor, 'employees:write');
    const { db, clock, audit } = this.deps;
    const company = await findPrimaryCompany(db);
    if (!company) throw noCompany();
    const taken = () => new AppError('CONFLICT', `There is already a designation called "${body.name}".`);
    try {
      const created = await withTransaction(db, async (tx) => {
        if (await findDesignationByName(tx, company.id, body.name)) throw taken();
        const now = clock.now();
        const row = await insertDesignation(tx, {
          companyId: company.id,
          name: body.name,
          createdAt: now,
          updatedAt: now,
        });
        await audit.record(tx, actor, {
          action: 'designation.create',
          entityType: 'designation',
          entityId: row.id,
          before: null,
          after: { name: row.name },
        });
        return { id: row.id, name: row.name, headcount: 0, people: 0 };
      });
      this.tell(created.id, 'create');
      return created;
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  }

  async renameDesignation(actor: Actor, anyCaseId: string, body: { name: string }): Promise<Designation> {
    requirePermission(actor, 'employees:write');
    const id = anyCaseId.toLowerCase();
    const { db, clock, audit } = this.deps;
    const company = await findPrimaryCompany(db);
    if (!company) throw designationNotFound();
    const taken = () => new AppError('CONFLICT', `There is already a designation called "${body.name}".`);
    try {
      const renamed = await withTransaction(db, async (tx) => {
        const before = await lockDesignation(tx, company.id, id);
        if (!before) throw designationNotFound();
        if (before.name === body.name)
          return { id, name: before.name, ...(await designationPeople(tx, id, this.today(company))) };
        const other = await findDesignationByName(tx, company.id, body.name);
        if (other && other.id !== id) throw taken();
        const row = await updateDesignation(tx, id, { name: body.name, updatedAt: clock.now() });
        await audit.record(tx, actor, {
          action: 'designation.update',
          entityType: 'designation',
          entityId: id,
          before: { name: before.name },
          after: { name: row.name },
        });
        return { id, name: row.name, ...(await designationPeople(tx, id, this.today(company))) };
      });
      this.tell(id, 'update');
      return renamed;
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  }

  /** A title nobody was ever given; otherwise 409 naming how many were. */
  async deleteDesignation(actor: Actor, anyCaseId: string): Promise<void> {
    requirePermission(actor, 'employees:write');
    const id = anyCaseId.toLowerCase();
    const { db, audit } = this.deps;
    const company = await findPrimaryCompany(db);
    if (!company) throw designationNotFound();
    await withTransaction(db, async (tx) => {
      const before = await lockDesignation(tx, company.id, id);
      if (!before) throw designationNotFound();
      const { people } = await designationPeople(tx, id, this.today(company));
      if (people > 0) {
        throw new AppError(
          'CONFLICT',
          `${peopleCount(people)} ${people === 1 ? 'has' : 'have'} the title ${before.name}, counting people who left: merge it into another designation instead.`,
        );
      }
      await deleteDesignation(tx, id);
      await audit.record(tx, actor, {
        action: 'designation.delete',
        entityType: 'designation',
        entityId: id,
        before: { name: before.name },
        after: null,
      });
    });
    this.tell(id, 'delete');
  }

  /** Everyone with the title `id`, people who left included, gets `intoId`; `id` is deleted. */
  async mergeDesignation(actor: Actor, anyCaseId: string, body: { intoId: string }): Promise<Designation> {
    requirePermission(actor, 'employees:write');
    const { db, clock, audit } = this.deps;
    const company = await findPrimaryCompany(db);
    if (!company) throw designationNotFound();
    const [id, intoId] = [anyCaseId.toLowerCase(), body.intoId.toLowerCase()];
    if (intoId === id) throw sameTarget('designation');
    const merged = await withTransaction(db, async (tx) => {
      const { from, into } = await lockDesignationsToMerge(tx, company.id, id, intoId);
      if (!from) throw designationNotFound();
      if (!into) throw validationFailed([{ field: 'body.intoId', message: 'No such designation' }]);
      const moved = await moveDesignationHolders(tx, id, into.id, clock.now());
      await deleteDesignation(tx, id);
      await audit.record(tx, actor, {
        action: 'designation.merge',
        entityType: 'designation',
        entityId: id,
        before: { name: from.name },
        after: { mergedInto: { id: into.id, name: into.name }, peopleMoved: moved },
      });
      return { id: into.id, name: into.name, ...(await designationPeople(tx, into.id, this.today(company))) };
    });
    this.tell(id, 'delete');
    return merged;
  }

  // --------------------------------------------------------------------------------- departments

  async createDepartment(
    actor: Actor,
    body: DepartmentInput & { name: string; code: string },
  ): Promise<Department> {
    requirePermission(actor, 'employees:write');
    const { db, clock, audit } = this.deps;
    const company = await findPrimaryCompany(db);
    if (!company) throw noCompany();
    try {
      const created = await withTransaction(db, async (tx) => {
        await lockDepartmentTree(tx, company.id);
        await this.checkDepartment(tx, company.id, body, null);
        const now = clock.now();
        const row = await insertDepartment(tx, {
          companyId: company.id,
          name: body.name,
          code: body.code,
          headEmployeeId: body.headEmployeeId ?? null,
          parentId: body.parentId ?? null,
          createdAt: now,
          updatedAt: now,
        });
        await audit.record(tx, actor, {
          action: 'department.create',
          entityType: 'department',
          entityId: row.id,
          before: null,
          after: departmentSnapshot(row),
        });
        return toDepartment(row, 0);
      });
      this.tell(created.id, 'create');
      return created;
    } catch (error) {
      if (isUniqueViolation(error)) throw departmentTaken();
      throw error;
    }
  }

  /** Only the fields sent change; `null` clears the head or the parent. */
  async updateDepartment(actor: Actor, id: string, body: DepartmentInput): Promise<Department> {
    requirePermission(actor, 'employees:write');
    const { db, clock, audit } = this.deps;
    const company = await findPrimaryCompany(db);
    if (!company) throw departmentNotFound();
    try {
      const updated = await withTransaction(db, async (tx) => {
        await lockDepartmentTree(tx, company.id);
        const before = await findDepartment(tx, company.id, id, { forUpdate: true });
        if (!before) throw departmentNotFound();
        await this.checkDepartment(tx, company.id, body, before);
        const row = await updateDepartment(tx, id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.code !== undefined ? { code: body.code } : {}),
          ...(body.headEmployeeId !== undefined ? { headEmployeeId: body.headEmployeeId } : {}),
          ...(body.parentId !== undefined ? { parentId: body.parentId } : {}),
          updatedAt: clock.now(),
        });
        await audit.record(tx, actor, {
          action: 'department.update',
          entityType: 'department',
          entityId: id,
          before: departmentSnapshot(before),
          after: departmentSnapshot(row),
        });
        return toDepartment(row, await departmentHeadcount(tx, id, this.today(company)));
      });
      this.tell(id, 'update');
      return updated;
    } catch (error) {
      if (isUniqueViolation(error)) throw departmentTaken();
      throw error;
    }
  }

  /**
   * A department nobody was ever placed in (409 naming how many otherwise); its sub-departments move
   * up to its own parent.
   */
  async deleteDepartment(actor: Actor, id: string): Promise<void> {
    requirePermission(actor, 'employees:write');
    const { db, clock, audit } = this.deps;
    const company = await findPrimaryCompany(db);
    if (!company) throw departmentNotFound();
    await withTransaction(db, async (tx) => {
      await lockDepartmentTree(tx, company.id);
      const before = await findDepartment(tx, company.id, id, { forUpdate: true });
      if (!before) throw departmentNotFound();
      const people = await countDepartmentPeople(tx, id);
      if (people > 0) {
        throw new AppError(
          'CONFLICT',
          `${peopleCount(people)} ${people === 1 ? 'is' : 'are'} in ${before.name}, counting people who left: merge it into another department instead.`,
        );
      }
      const movedUp = await moveSubDepartments(tx, id, before.parentId, clock.now());
      await deleteDepartment(tx, id);
      await audit.record(tx, actor, {
        action: 'department.delete',
        entityType: 'department',
        entityId: id,
        before: departmentSnapshot(before),
        after:
          movedUp.length > 0 ? { subDepartmentsMovedTo: before.parentId, subDepartments: movedUp } : null,
      });
    });
    this.tell(id, 'delete');
  }

  /**
   * Everyone in department `id`, people who left included, moves into `intoId`; so do its
   * sub-departments, and `intoId` keeps its head or takes this one's. Then `id` is deleted.
   */
  async mergeDepartment(actor: Actor, anyCaseId: string, body: { intoId: string }): Promise<Department> {
    requirePermission(actor, 'employees:write');
    const { db, clock, audit } = this.deps;
    const company = await findPrimaryCompany(db);
    if (!company) throw departmentNotFound();
    const [id, intoId] = [anyCaseId.toLowerCase(), body.intoId.toLowerCase()];
    if (intoId === id) throw sameTarget('department');
    const merged = await withTransaction(db, async (tx) => {
      await lockDepartmentTree(tx, company.id);
      const { from, into } = await lockDepartmentsToMerge(tx, company.id, id, intoId);
      if (!from) throw departmentNotFound();
      if (!into) throw validationFailed([{ field: 'body.intoId', message: 'No such department' }]);
      const now = clock.now();
      // A department merged into one of its own sub-departments: that one first takes its place.
      const parents = await departmentParents(tx, company.id);
      const intoIsBelow = isBelow(parents, into.id, from.id);
      const kept = await updateDepartment(tx, into.id, {
        headEmployeeId: await this.headAfterMerge(tx, company.id, into, from),
        ...(intoIsBelow ? { parentId: from.parentId } : {}),
        updatedAt: now,
      });
      const subDepartments = await moveSubDepartments(tx, from.id, into.id, now);
      const peopleMoved = await moveDepartmentPeople(tx, from.id, into.id, now);
      for (const listener of this.mergeListeners) await listener(tx, from.id, into.id);
      await deleteDepartment(tx, from.id);
      await audit.record(tx, actor, {
        action: 'department.merge',
        entityType: 'department',
        entityId: from.id,
        before: { ...departmentSnapshot(from), into: departmentSnapshot(into) },
        after: {
          mergedInto: { id: into.id, name: into.name },
          into: departmentSnapshot(kept),
          peopleMoved,
          subDepartments,
        },
      });
      return toDepartment(kept, await departmentHeadcount(tx, into.id, this.today(company)));
    });
    this.tell(id, 'delete');
    return merged;
  }

  /** The kept department's head if they have not left, else the merged one's if they have not. */
  private async headAfterMerge(
    tx: Database,
    companyId: string,
    into: DepartmentRow,
    from: DepartmentRow,
  ): Promise<string | null> {
    for (const candidate of [into.headEmployeeId, from.headEmployeeId]) {
      if (!candidate) continue;
      const person = await findEmployeeStatus(tx, companyId, candidate);
      if (person && person.status !== 'inactive') return person.id;
    }
    return into.headEmployeeId;
  }

  /** Unique name and code (409), an existing head who has not left, a parent that makes no loop (400). */
  private async checkDepartment(
    tx: Database,
    companyId: string,
    body: DepartmentInput,
    before: DepartmentRow | null,
  ): Promise<void> {
    const changedName = body.name !== undefined && body.name !== before?.name ? body.name : undefined;
    const changedCode = body.code !== undefined && body.code !== before?.code ? body.code : undefined;
    if (changedName !== undefined || changedCode !== undefined) {
      const taken = await departmentsNamed(
        tx,
        companyId,
        { name: changedName, code: changedCode },
        before?.id,
      );
      if (taken.name) throw new AppError('CONFLICT', `There is already a department called "${body.name}".`);
      if (taken.code) throw new AppError('CONFLICT', `The code ${body.code} is used by another department.`);
    }
    const issues: FieldIssue[] = [];
    // A head kept as it was is not checked again: one who left since does not block other edits.
    if (body.headEmployeeId && body.headEmployeeId !== before?.headEmployeeId) {
      const head = await findEmployeeStatus(tx, companyId, body.headEmployeeId);
      if (!head) issues.push({ field: 'body.headEmployeeId', message: 'No such employee' });
      else if (head.status === 'inactive') {
        issues.push({ field: 'body.headEmployeeId', message: 'This person has left the company' });
      }
    }
    if (body.parentId) {
      const parents = await departmentParents(tx, companyId);
      if (!parents.has(body.parentId)) {
        issues.push({ field: 'body.parentId', message: 'No such department' });
      } else if (before && createsLoop(parents, before.id, body.parentId)) {
        issues.push({
          field: 'body.parentId',
          message: 'A department cannot sit under itself or one of its own sub-departments',
        });
      }
    }
    if (issues.length > 0) throw validationFailed(issues);
  }

  // ----------------------------------------------------------------------------------- org chart

  /** admin, hr and employees: the whole company; a manager: the tree below themself. */
  async orgChart(
    actor: Actor,
    query: { rootId?: string | undefined; departmentId?: string | undefined },
  ): Promise<OrgChartResponse> {
    requirePermission(actor, 'employees:directory');
    const { chart } = await this.chartFor(actor, query);
    return { roots: chart.roots, total: chart.total };
  }

  /** The same chart as a file: a PDF outline to print, or a CSV with one row per person. */
  async exportOrgChart(
    actor: Actor,
    query: { rootId?: string | undefined; departmentId?: string | undefined; format: 'pdf' | 'csv' },
  ): Promise<OrgChartExport> {
    requirePermission(actor, 'employees:directory');
    const { chart, people, company } = await this.chartFor(actor, query);
    const timezone = company?.timezone ?? 'Asia/Kolkata';
    const now = this.deps.clock.now();
    const isoDate = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(now);
    const fileName = `org-chart-${isoDate}.${query.format}`;
    switch (query.format) {
      case 'csv': {
        const rows = chart.lines().map(({ node, level, managerId }) => {
          const manager = managerId ? people.get(managerId) : undefined;
          return [
            node.employeeCode,
            node.name,
            node.designation,
            node.department,
            manager?.employeeCode,
            manager ? `${manager.firstName} ${manager.lastName}`.trim() : null,
            level,
            node.directReports,
            node.totalReports,
          ];
        });
        return { fileName, contentType: CSV_CONTENT_TYPE, body: toCsv([CSV_HEADER, ...rows]) };
      }
      case 'pdf': {
        const dateLabel = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, dateStyle: 'long' }).format(
          now,
        );
        const body = await renderOrgChartPdf({
          companyName: company?.name ?? null,
          dateLabel,
          roots: chart.roots,
          total: chart.total,
        });
        return { fileName, contentType: 'application/pdf', body };
      }
      default: {
        const unhandled: never = query.format;
        throw new Error(`Unknown format ${String(unhandled)}`);
      }
    }
  }

  private async chartFor(
    actor: Actor,
    query: { rootId?: string | undefined; departmentId?: string | undefined },
  ) {
    const { db } = this.deps;
    const company = await findPrimaryCompany(db);
    const list = company ? await listOrgChartPeople(db, company.id) : [];
    const today = calendarDateIn(this.deps.clock.now(), company?.timezone ?? 'Asia/Kolkata');
    const scope: OrgChartScope = { rootId: query.rootId, departmentId: query.departmentId, today };
    // A manager's chart is their line; anyone else without the whole company sees it as colleagues'
    // cards (name, title, department, photo), as the directory shows them.
    if (employeeScope(actor.role) === 'team') scope.within = actor.employeeId;
    const chart: OrgChart | null = buildOrgChart(list, scope);
    if (!chart) throw new AppError('NOT_FOUND', 'Employee not found in the organisation chart.');
    return { chart, company, people: new Map(list.map((p) => [p.id, p])) };
  }
}

const CSV_HEADER = [
  'Employee code',
  'Name',
  'Designation',
  'Department',
  'Manager code',
  'Manager name',
  'Level',
  'Direct reports',
  'Total reports',
];

const sameTarget = (what: 'department' | 'designation') =>
  validationFailed([{ field: 'body.intoId', message: `Choose another ${what} to merge into` }]);

const departmentTaken = () => new AppError('CONFLICT', 'Another department already has this name or code.');

function toDepartment(row: DepartmentRow, headcount: number): Department {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    headcount,
    parentId: row.parentId,
    headEmployeeId: row.headEmployeeId,
  };
}

/** Whether department `id` sits somewhere below `ancestorId`. */
function isBelow(parents: Map<string, string | null>, id: string, ancestorId: string): boolean {
  const parentId = parents.get(id);
  return parentId ? createsLoop(parents, ancestorId, parentId) : false;
}

/** Whether putting `id` under `parentId` would make `id` its own ancestor. */
function createsLoop(parents: Map<string, string | null>, id: string, parentId: string): boolean {
  const seen = new Set<string>();
  for (let at: string | null | undefined = parentId; at; at = parents.get(at)) {
    if (at === id) return true;
    // A loop already in the data (not through `id`) ends the walk instead of spinning.
    if (seen.has(at)) return false;
    seen.add(at);
  }
  return false;
}
