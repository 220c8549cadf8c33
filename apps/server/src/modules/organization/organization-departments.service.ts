/**
 * Departments: Settings → Departments' create, edit, merge and delete.
 *
 * Rules:
 * - Written by admin and hr (`employees:write`), audited. Names are unique in any letter case, codes
 *   exactly; a department's head is a person of the company who has not left; its parent exists and
 *   is not itself or below it.
 * - Only a department nobody was ever placed in is deleted (409 naming how many otherwise): the
 *   history of people who left points at it too. Merging one into another moves everyone, left or
 *   not, and deletes it; its sub-departments move with its people, and announcements aimed at it aim
 *   at the one it became (`department.merged`, told inside the merge's transaction).
 */
import type { FieldIssue } from '@hrms/contracts/errors';
import type { Department } from '@hrms/contracts/organization';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import {
  countDepartmentPeople,
  type DepartmentRow,
  departmentHeadcount,
  departmentParents,
  departmentsNamed,
  departmentWrites,
  findDepartment,
  findEmployeeStatus,
  findPrimaryCompany,
  isUniqueViolation,
  lockDepartmentsToMerge,
  lockDepartmentTree,
  moveDepartmentPeople,
  moveSubDepartments,
} from './organization.repository';
import {
  mergeStart,
  noCompany,
  notFound,
  type OrganizationServiceDeps,
  peopleCount,
  tell,
  today,
} from './organization-context';

export interface DepartmentInput {
  name?: string | undefined;
  code?: string | undefined;
  headEmployeeId?: string | null | undefined;
  parentId?: string | null | undefined;
}

const departmentNotFound = () => notFound('department');

function departmentSnapshot(row: DepartmentRow) {
  return { name: row.name, code: row.code, headEmployeeId: row.headEmployeeId, parentId: row.parentId };
}

export class OrganizationDepartmentsService {
  constructor(private readonly deps: OrganizationServiceDeps) {}

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
        const row = await departmentWrites.insert(tx, {
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
      tell(this.deps, created.id, 'create');
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
        const row = await departmentWrites.update(tx, id, {
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
        return toDepartment(row, await departmentHeadcount(tx, id, today(this.deps, company)));
      });
      tell(this.deps, id, 'update');
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
      await departmentWrites.remove(tx, id);
      await audit.record(tx, actor, {
        action: 'department.delete',
        entityType: 'department',
        entityId: id,
        before: departmentSnapshot(before),
        after:
          movedUp.length > 0 ? { subDepartmentsMovedTo: before.parentId, subDepartments: movedUp } : null,
      });
    });
    tell(this.deps, id, 'delete');
  }

  /**
   * Everyone in department `id`, people who left included, moves into `intoId`; so do its
   * sub-departments, and `intoId` keeps its head or takes this one's. Then `id` is deleted.
   */
  async mergeDepartment(actor: Actor, anyCaseId: string, body: { intoId: string }): Promise<Department> {
    const { company, id, intoId } = await mergeStart(this.deps, actor, 'department', anyCaseId, body);
    const { db, clock, audit } = this.deps;
    const merged = await withTransaction(db, async (tx) => {
      await lockDepartmentTree(tx, company.id);
      const { from, into } = await lockDepartmentsToMerge(tx, company.id, id, intoId);
      if (!from) throw departmentNotFound();
      if (!into) throw validationFailed([{ field: 'body.intoId', message: 'No such department' }]);
      const now = clock.now();
      // A department merged into one of its own sub-departments: that one first takes its place.
      const parents = await departmentParents(tx, company.id);
      const intoIsBelow = isBelow(parents, into.id, from.id);
      const kept = await departmentWrites.update(tx, into.id, {
        headEmployeeId: await this.headAfterMerge(tx, company.id, into, from),
        ...(intoIsBelow ? { parentId: from.parentId } : {}),
        updatedAt: now,
      });
      const subDepartments = await moveSubDepartments(tx, from.id, into.id, now);
      const peopleMoved = await moveDepartmentPeople(tx, from.id, into.id, now);
      // Modules that keep department ids of their own (announcement audiences) follow the merge.
      await this.deps.events.emit(tx, 'department.merged', { fromId: from.id, intoId: into.id });
      await departmentWrites.remove(tx, from.id);
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
      return toDepartment(kept, await departmentHeadcount(tx, into.id, today(this.deps, company)));
    });
    tell(this.deps, id, 'delete');
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
}

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
