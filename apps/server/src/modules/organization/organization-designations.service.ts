/**
 * Designations: the titles to pick from, and Settings → Departments' edits of them.
 *
 * Rules:
 * - Written by admin and hr (`employees:write`), audited. Names are unique in any letter case.
 * - Only a title nobody was ever given is deleted (409 naming how many otherwise): the history of
 *   people who left points at it too. Merging one into another moves everyone, left or not, and
 *   deletes it.
 */
import type { Designation, DesignationListResponse } from '@hrms/contracts/organization';
import { withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import {
  designationPeople,
  designationWrites,
  findDesignationByName,
  findPrimaryCompany,
  isUniqueViolation,
  listDesignations,
  lockDesignation,
  lockDesignationsToMerge,
  moveDesignationHolders,
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

const designationNotFound = () => notFound('designation');

export class OrganizationDesignationsService {
  constructor(private readonly deps: OrganizationServiceDeps) {}

  /** Everyone signed in: the titles to pick from (forms, filters) with how many hold each. */
  async designations(actor: Actor): Promise<DesignationListResponse> {
    requirePermission(actor, 'employees:directory');
    const company = await findPrimaryCompany(this.deps.db);
    return {
      items: company ? await listDesignations(this.deps.db, company.id, today(this.deps, company)) : [],
    };
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
        const row = await designationWrites.insert(tx, {
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
      tell(this.deps, created.id, 'create');
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
          return { id, name: before.name, ...(await designationPeople(tx, id, today(this.deps, company))) };
        const other = await findDesignationByName(tx, company.id, body.name);
        if (other && other.id !== id) throw taken();
        const row = await designationWrites.update(tx, id, { name: body.name, updatedAt: clock.now() });
        await audit.record(tx, actor, {
          action: 'designation.update',
          entityType: 'designation',
          entityId: id,
          before: { name: before.name },
          after: { name: row.name },
        });
        return { id, name: row.name, ...(await designationPeople(tx, id, today(this.deps, company))) };
      });
      tell(this.deps, id, 'update');
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
      const { people } = await designationPeople(tx, id, today(this.deps, company));
      if (people > 0) {
        throw new AppError(
          'CONFLICT',
          `${peopleCount(people)} ${people === 1 ? 'has' : 'have'} the title ${before.name}, counting people who left: merge it into another designation instead.`,
        );
      }
      await designationWrites.remove(tx, id);
      await audit.record(tx, actor, {
        action: 'designation.delete',
        entityType: 'designation',
        entityId: id,
        before: { name: before.name },
        after: null,
      });
    });
    tell(this.deps, id, 'delete');
  }

  /** Everyone with the title `id`, people who left included, gets `intoId`; `id` is deleted. */
  async mergeDesignation(actor: Actor, anyCaseId: string, body: { intoId: string }): Promise<Designation> {
    const { company, id, intoId } = await mergeStart(this.deps, actor, 'designation', anyCaseId, body);
    const { db, clock, audit } = this.deps;
    const merged = await withTransaction(db, async (tx) => {
      const { from, into } = await lockDesignationsToMerge(tx, company.id, id, intoId);
      if (!from) throw designationNotFound();
      if (!into) throw validationFailed([{ field: 'body.intoId', message: 'No such designation' }]);
      const moved = await moveDesignationHolders(tx, id, into.id, clock.now());
      await designationWrites.remove(tx, id);
      await audit.record(tx, actor, {
        action: 'designation.merge',
        entityType: 'designation',
        entityId: id,
        before: { name: from.name },
        after: { mergedInto: { id: into.id, name: into.name }, peopleMoved: moved },
      });
      return {
        id: into.id,
        name: into.name,
        ...(await designationPeople(tx, into.id, today(this.deps, company))),
      };
    });
    tell(this.deps, id, 'delete');
    return merged;
  }
}
