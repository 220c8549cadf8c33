/**
 * The template form's values (what is typed, numbers as text) and how they become the body the
 * contract checks: the same schema the server validates with says what is wrong.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { DocumentCategory } from '@hrms/contracts/documents';
import {
  type ChecklistKind,
  type CreateTemplateBody,
  CreateTemplateBodySchema,
  type TaskAssigneeRole,
  type Template,
  type UpdateTemplateBody,
} from '@hrms/contracts/onboarding';
import type { FieldErrors, Resolver } from 'react-hook-form';

export interface TemplateTaskValues {
  title: string;
  description: string;
  assigneeRole: TaskAssigneeRole;
  /** The colleague of an IT task; '' for none. */
  assigneeEmployeeId: string;
  /** Days from the date, as typed. */
  dueOffsetDays: string;
  /** '' for a task that collects no document. */
  documentCategory: '' | DocumentCategory;
}

export interface TemplateFormValues {
  name: string;
  kind: ChecklistKind;
  departmentIds: string[];
  designationIds: string[];
  officeIds: string[];
  tasks: TemplateTaskValues[];
}

export function emptyTask(): TemplateTaskValues {
  return {
    title: '',
    description: '',
    assigneeRole: 'hr',
    assigneeEmployeeId: '',
    dueOffsetDays: '0',
    documentCategory: '',
  };
}

export function templateFormValues(template: Template | null): TemplateFormValues {
  return {
    name: template?.name ?? '',
    kind: template?.kind ?? 'onboarding',
    departmentIds: template?.departmentIds ?? [],
    designationIds: template?.designationIds ?? [],
    officeIds: template?.officeIds ?? [],
    tasks: template
      ? template.tasks.map((task) => ({
          title: task.title,
          description: task.description,
          assigneeRole: task.assigneeRole,
          assigneeEmployeeId: task.assigneeEmployeeId ?? '',
          dueOffsetDays: String(task.dueOffsetDays),
          documentCategory: task.documentCategory ?? '',
        }))
      : [emptyTask()],
  };
}

/** '' → undefined (the schema's "give the due offset"), else the number typed. */
export function numberOf(text: string): number | undefined {
  return text.trim() === '' ? undefined : Number(text);
}

/**
 * What the form would send, before the schema checks it. A colleague counts only for an IT task and
 * a document only for a task of the person's: a choice left behind by changing who does it is dropped.
 */
export function templateCandidate(values: TemplateFormValues) {
  return {
    name: values.name,
    kind: values.kind,
    departmentIds: values.departmentIds,
    designationIds: values.designationIds,
    officeIds: values.officeIds,
    tasks: values.tasks.map((task) => ({
      title: task.title,
      description: task.description,
      assigneeRole: task.assigneeRole,
      assigneeEmployeeId:
        task.assigneeRole === 'it' && task.assigneeEmployeeId ? task.assigneeEmployeeId : null,
      dueOffsetDays: numberOf(task.dueOffsetDays),
      documentCategory:
        task.assigneeRole === 'employee' && task.documentCategory ? task.documentCategory : null,
    })),
  };
}

/** A change to a template sends everything but its kind, which is fixed once it exists. */
export function updateBodyOf(body: CreateTemplateBody): UpdateTemplateBody {
  const { kind: _kind, ...rest } = body;
  return rest;
}

const TASK_FIELD =
  /^tasks\.\d+\.(title|description|assigneeRole|assigneeEmployeeId|dueOffsetDays|documentCategory)$/;

/**
 * Where the server's message for a field of the body goes on the form (`body.tasks.2.title` →
 * `tasks.2.title`, `body.officeIds.0` → `officeIds`); null for one the form shows no message for,
 * which becomes the form's message.
 */
export function templateFieldOf(field: string): string | null {
  const path = field.replace(/^body\./, '');
  if (TASK_FIELD.test(path)) return path;
  if (/^(departmentIds|designationIds|officeIds)(\.\d+)?$/.test(path)) return path.replace(/\.\d+$/, '');
  return ['name', 'kind', 'tasks'].includes(path) ? path : null;
}

const check = zodResolver(CreateTemplateBodySchema);

export const templateResolver: Resolver<TemplateFormValues, unknown, CreateTemplateBody> = async (
  values,
  context,
  options,
) => {
  const result = await check(templateCandidate(values) as CreateTemplateBody, context, options as never);
  const errors = result.errors as FieldErrors<TemplateFormValues>;
  // A number box left empty reads better as a question than as the type it lacks.
  values.tasks.forEach((task, index) => {
    const error = errors.tasks?.[index]?.dueOffsetDays;
    if (error && task.dueOffsetDays.trim() === '') error.message = 'Give the due offset in days';
  });
  return result as Awaited<ReturnType<Resolver<TemplateFormValues, unknown, CreateTemplateBody>>>;
};
