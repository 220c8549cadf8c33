/**
 * Onboarding and offboarding: templates of tasks, the checklists started from them for one person,
 * the tasks of each checklist and the comments on a task.
 *
 * The database holds the rule that must survive concurrent requests: one checklist in progress per
 * person and kind (a partial unique index), so two "start" requests at once make one.
 */
import {
  CHECKLIST_STATUSES,
  TASK_ASSIGNEE_ROLES,
  TASK_STATUSES,
  type TemplateTask,
} from '@hrms/contracts/onboarding';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns';
import { documentCategory } from './documents';
import { companies, employees } from './organization';
import { users } from './users';

export const checklistKind = pgEnum('onboarding_kind', ['onboarding', 'offboarding']);
export const templateStatus = pgEnum('onboarding_template_status', ['active', 'archived']);
export const checklistStatus = pgEnum('onboarding_checklist_status', CHECKLIST_STATUSES);
export const taskStatus = pgEnum('onboarding_task_status', TASK_STATUSES);
export const taskAssigneeRole = pgEnum('onboarding_assignee_role', TASK_ASSIGNEE_ROLES);

/** Whom a template is for: none chosen in a list means every one. */
export interface TemplateAudience {
  departmentIds: string[];
  designationIds: string[];
  officeIds: string[];
}

export const onboardingTemplates = pgTable(
  'onboarding_templates',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: checklistKind('kind').notNull(),
    audience: jsonb('audience')
      .$type<TemplateAudience>()
      .notNull()
      .default({ departmentIds: [], designationIds: [], officeIds: [] }),
    /** Copied into each checklist when it starts: a later edit does not change one under way. */
    tasks: jsonb('tasks').$type<TemplateTask[]>().notNull(),
    status: templateStatus('status').notNull().default('active'),
    ...timestamps(),
  },
  (t) => [index('onboarding_templates_company_idx').on(t.companyId, t.kind, t.status, t.name)],
);

export const onboardingChecklists = pgTable(
  'onboarding_checklists',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // A person with a checklist has history and is deactivated, not deleted.
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    kind: checklistKind('kind').notNull(),
    templateId: uuid('template_id').references(() => onboardingTemplates.id, { onDelete: 'set null' }),
    /** The template's name when it started, kept when the template is renamed or removed. */
    templateName: text('template_name'),
    /** The joining date (onboarding) or the exit date (offboarding) the tasks fall due from. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    status: checklistStatus('status').notNull().default('in_progress'),
    startedByUserId: uuid('started_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: instant('completed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('onboarding_checklists_live_key')
      .on(t.employeeId, t.kind)
      .where(sql`${t.status} = 'in_progress'`),
    index('onboarding_checklists_company_idx').on(t.companyId, t.status, t.createdAt),
  ],
);

export const onboardingTasks = pgTable(
  'onboarding_tasks',
  {
    id: id(),
    checklistId: uuid('checklist_id')
      .notNull()
      .references(() => onboardingChecklists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    assigneeRole: taskAssigneeRole('assignee_role').notNull(),
    /** Who does it; null for the hr team. */
    assigneeEmployeeId: uuid('assignee_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    dueOffsetDays: integer('due_offset_days').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: taskStatus('status').notNull().default('open'),
    /** A "collect a document" task: done when an upload of this category is verified. */
    documentCategory: documentCategory('document_category'),
    completedByUserId: uuid('completed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: instant('completed_at'),
    /** When the assignee was told it is overdue (once). */
    overdueNotifiedAt: instant('overdue_notified_at'),
    ...timestamps(),
  },
  (t) => [
    index('onboarding_tasks_checklist_idx').on(t.checklistId, t.position),
    index('onboarding_tasks_assignee_idx').on(t.assigneeEmployeeId, t.status, t.dueDate),
    index('onboarding_tasks_open_due_idx').on(t.dueDate).where(sql`${t.status} = 'open'`),
    check('onboarding_tasks_completed_check', sql`(${t.status} = 'open') = (${t.completedAt} is null)`),
  ],
);

export const onboardingTaskComments = pgTable(
  'onboarding_task_comments',
  {
    id: id(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => onboardingTasks.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('onboarding_task_comments_task_idx').on(t.taskId, t.createdAt)],
);
