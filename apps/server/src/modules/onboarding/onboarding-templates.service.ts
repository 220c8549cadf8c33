/**
 * Onboarding and offboarding templates: the tasks a checklist is started from, and the departments,
 * designations and offices each is meant for.
 *
 * Rules:
 * - Admin and hr (`onboarding:manage`) keep them.
 * - Departments, designations, offices and IT colleagues a template names are the company's.
 * - A template no checklist was started from is deleted; one that was is kept, to be archived.
 */
import type { FieldIssue } from '@hrms/contracts/errors';
import type {
  CreateTemplateBody,
  ListTemplatesQuery,
  Template,
  TemplateListResponse,
  TemplateTask,
  UpdateTemplateBody,
} from '@hrms/contracts/onboarding';
import { withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { companyIdOf } from '../../people/actor-company';
import { type OnboardingServiceDeps, tell } from './onboarding-context';
import {
  findTemplate,
  listTemplates,
  type TemplateRow,
  templateWrites,
  unknownRefs,
} from './onboarding-templates.repository';

const templateNotFound = () => new AppError('NOT_FOUND', 'Template not found.');

function templateSnapshot(row: TemplateRow) {
  return { name: row.name, kind: row.kind, audience: row.audience, tasks: row.tasks, status: row.status };
}

function toTemplate(row: TemplateRow & { used: number }): Template {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    departmentIds: row.audience.departmentIds,
    designationIds: row.audience.designationIds,
    officeIds: row.audience.officeIds,
    tasks: row.tasks,
    status: row.status,
    used: row.used,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export class OnboardingTemplatesService {
  constructor(private readonly deps: OnboardingServiceDeps) {}

  async listTemplates(actor: Actor, query: ListTemplatesQuery): Promise<TemplateListResponse> {
    requirePermission(actor, 'onboarding:manage');
    const companyId = await companyIdOf(this.deps.db, actor);
    const { rows, total } = await listTemplates(this.deps.db, companyId, query);
    return { items: rows.map(toTemplate), total, page: query.page, limit: query.limit };
  }

  async createTemplate(actor: Actor, body: CreateTemplateBody): Promise<Template> {
    requirePermission(actor, 'onboarding:manage');
    const { db, clock, audit } = this.deps;
    const companyId = await companyIdOf(db, actor);
    const fields = {
      departmentIds: body.departmentIds ?? [],
      designationIds: body.designationIds ?? [],
      officeIds: body.officeIds ?? [],
      tasks: body.tasks as TemplateTask[],
    };
    await this.checkTemplateRefs(companyId, fields);
    const now = clock.now();
    const row = await withTransaction(db, async (tx) => {
      const row = await templateWrites.insert(tx, {
        companyId,
        name: body.name,
        kind: body.kind,
        audience: {
          departmentIds: fields.departmentIds,
          designationIds: fields.designationIds,
          officeIds: fields.officeIds,
        },
        tasks: fields.tasks,
        createdAt: now,
        updatedAt: now,
      });
      await audit.record(tx, actor, {
        action: 'onboarding.template.create',
        entityType: 'onboarding_template',
        entityId: row.id,
        before: null,
        after: templateSnapshot(row),
      });
      return row;
    });
    tell(this.deps, { id: row.id, type: 'create' }, []);
    return toTemplate({ ...row, used: 0 });
  }

  async updateTemplate(actor: Actor, id: string, body: UpdateTemplateBody): Promise<Template> {
    requirePermission(actor, 'onboarding:manage');
    const { db, clock, audit } = this.deps;
    const companyId = await companyIdOf(db, actor);
    await this.checkTemplateRefs(companyId, {
      departmentIds: body.departmentIds ?? [],
      designationIds: body.designationIds ?? [],
      officeIds: body.officeIds ?? [],
      tasks: (body.tasks ?? []) as TemplateTask[],
    });
    const row = await withTransaction(db, async (tx) => {
      const before = await findTemplate(tx, companyId, id, 'no key update');
      if (!before) throw templateNotFound();
      const row = await templateWrites.update(tx, id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.tasks !== undefined ? { tasks: body.tasks as TemplateTask[] } : {}),
        audience: {
          departmentIds: body.departmentIds ?? before.audience.departmentIds,
          designationIds: body.designationIds ?? before.audience.designationIds,
          officeIds: body.officeIds ?? before.audience.officeIds,
        },
        updatedAt: clock.now(),
      });
      await audit.record(tx, actor, {
        action: 'onboarding.template.update',
        entityType: 'onboarding_template',
        entityId: id,
        before: templateSnapshot(before),
        after: templateSnapshot(row),
      });
      return { ...row, used: before.used };
    });
    tell(this.deps, { id, type: 'update' }, []);
    return toTemplate(row);
  }

  /** Only a template no checklist was started from is deleted; others are archived. */
  async deleteTemplate(actor: Actor, id: string): Promise<{ ok: true }> {
    requirePermission(actor, 'onboarding:manage');
    const { db, audit } = this.deps;
    const companyId = await companyIdOf(db, actor);
    await withTransaction(db, async (tx) => {
      const before = await findTemplate(tx, companyId, id, 'no key update');
      if (!before) throw templateNotFound();
      if (before.used > 0) {
        throw new AppError(
          'CONFLICT',
          `${before.used === 1 ? '1 checklist was' : `${before.used} checklists were`} started from this template, so it is kept. Archive it instead.`,
        );
      }
      await templateWrites.remove(tx, id);
      await audit.record(tx, actor, {
        action: 'onboarding.template.delete',
        entityType: 'onboarding_template',
        entityId: id,
        before: templateSnapshot(before),
        after: null,
      });
    });
    tell(this.deps, { id, type: 'delete' }, []);
    return { ok: true };
  }

  /** Departments, designations, offices and IT colleagues named must be the company's. */
  private async checkTemplateRefs(
    companyId: string,
    refs: { departmentIds: string[]; designationIds: string[]; officeIds: string[]; tasks: TemplateTask[] },
  ): Promise<void> {
    const named = refs.tasks.flatMap((t) => (t.assigneeEmployeeId ? [t.assigneeEmployeeId] : []));
    const missing = await unknownRefs(this.deps.db, companyId, { ...refs, employeeIds: named });
    const issues: FieldIssue[] = [];
    if (missing.departmentIds.length > 0)
      issues.push({ field: 'body.departmentIds', message: 'Choose departments of the company' });
    if (missing.designationIds.length > 0)
      issues.push({ field: 'body.designationIds', message: 'Choose designations of the company' });
    if (missing.officeIds.length > 0)
      issues.push({ field: 'body.officeIds', message: 'Choose offices of the company' });
    refs.tasks.forEach((task, i) => {
      if (task.assigneeEmployeeId && missing.employeeIds.includes(task.assigneeEmployeeId)) {
        issues.push({
          field: `body.tasks.${i}.assigneeEmployeeId`,
          message: 'Choose a colleague who works at the company',
        });
      }
    });
    if (issues.length > 0) throw validationFailed(issues);
  }
}
