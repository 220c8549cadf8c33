/**
 * Onboarding and offboarding: checklists of tasks made from templates, for a person joining (due
 * from their joining date) or leaving (due from their exit date).
 *
 * Admin and hr (`onboarding:manage`) keep the templates and every checklist; a manager
 * (`onboarding:read`) follows the checklists of the people below them; everyone sees and does the
 * tasks given to them, the new hire their own.
 */
import { z } from 'zod';
import { CalendarDateSchema, IdSchema, InstantSchema, paginated } from './common';
import { DocumentCategorySchema, DocumentStatusSchema } from './documents';
import { multiLine, singleLine } from './text';

export const ONBOARDING_MODULE = 'onboarding';
export const ONBOARDING_LINK = '/onboarding';
/** Where the web opens one checklist. */
export const checklistLink = (id: string) => `/onboarding?checklist=${id}`;

export const ChecklistKindSchema = z.enum(['onboarding', 'offboarding'], {
  message: 'Choose onboarding or offboarding',
});
export type ChecklistKind = z.infer<typeof ChecklistKindSchema>;
export const CHECKLIST_KIND_LABELS: Record<ChecklistKind, string> = {
  onboarding: 'Onboarding',
  offboarding: 'Offboarding',
};

/**
 * Who does a task: `hr` (anyone in hr), `manager` (the person's manager when the checklist starts;
 * hr when they have none), `it` (a named colleague, such as the IT lead), `employee` (the person
 * joining or leaving).
 */
export const TASK_ASSIGNEE_ROLES = ['hr', 'manager', 'it', 'employee'] as const;
export const TaskAssigneeRoleSchema = z.enum(TASK_ASSIGNEE_ROLES, {
  message: 'Choose who does the task: hr, manager, it or employee',
});
export type TaskAssigneeRole = z.infer<typeof TaskAssigneeRoleSchema>;
export const TASK_ASSIGNEE_LABELS: Record<TaskAssigneeRole, string> = {
  hr: 'HR',
  manager: 'Manager',
  it: 'IT',
  employee: 'The person',
};

export const TASK_STATUSES = ['open', 'done', 'skipped'] as const;
export const TaskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof TaskStatusSchema>;

export const CHECKLIST_STATUSES = ['in_progress', 'completed', 'cancelled'] as const;
export const ChecklistStatusSchema = z.enum(CHECKLIST_STATUSES);
export type ChecklistStatus = z.infer<typeof ChecklistStatusSchema>;
export const CHECKLIST_STATUS_LABELS: Record<ChecklistStatus, string> = {
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Limits the server holds (and the forms show). */
export const ONBOARDING_LIMITS = {
  /** A task is due from 60 days before the date to 180 days after it. */
  minDueOffsetDays: -60,
  maxDueOffsetDays: 180,
  maxTasks: 60,
  maxComment: 2000,
} as const;

/**
 * When a task falls, from its offset to the joining date (onboarding) or the exit date
 * (offboarding): the groups the checklist is shown in.
 */
export const TASK_PHASES = [
  'before_start',
  'first_day',
  'first_week',
  'first_month',
  'later',
  'before_exit',
  'last_day',
  'after_exit',
] as const;
export type TaskPhase = (typeof TASK_PHASES)[number];
export const TASK_PHASE_LABELS: Record<TaskPhase, string> = {
  before_start: 'Before the first day',
  first_day: 'First day',
  first_week: 'First week',
  first_month: 'First month',
  later: 'Later',
  before_exit: 'Before the last day',
  last_day: 'Last day',
  after_exit: 'After leaving',
};
export function phaseOf(kind: ChecklistKind, dueOffsetDays: number): TaskPhase {
  if (kind === 'offboarding') {
    if (dueOffsetDays < 0) return 'before_exit';
    return dueOffsetDays === 0 ? 'last_day' : 'after_exit';
  }
  if (dueOffsetDays < 0) return 'before_start';
  if (dueOffsetDays === 0) return 'first_day';
  if (dueOffsetDays <= 7) return 'first_week';
  return dueOffsetDays <= 31 ? 'first_month' : 'later';
}

const taskTitle = singleLine(
  z.string().trim().min(3, { message: 'Give the task a title of at least 3 characters' }).max(200),
);
const taskDescription = multiLine(z.string().trim().max(2000, { message: 'At most 2,000 characters' }));

/** One task of a template; `documentCategory` makes it "collect a document" from the person. */
export const TemplateTaskSchema = z
  .strictObject({
    title: taskTitle,
    description: taskDescription.default(''),
    assigneeRole: TaskAssigneeRoleSchema,
    /** The colleague who does an `it` task. */
    assigneeEmployeeId: IdSchema.nullable().default(null),
    dueOffsetDays: z
      .number({ message: 'Give the due offset in days' })
      .int({ message: 'Give a whole number of days' })
      .min(ONBOARDING_LIMITS.minDueOffsetDays, {
        message: 'A task is due at most 60 days before the date',
      })
      .max(ONBOARDING_LIMITS.maxDueOffsetDays, {
        message: 'A task is due at most 180 days after the date',
      }),
    documentCategory: DocumentCategorySchema.nullable().default(null),
  })
  .refine((t) => t.assigneeRole !== 'it' || t.assigneeEmployeeId !== null, {
    message: 'Choose the colleague who does an IT task',
    path: ['assigneeEmployeeId'],
  })
  .refine((t) => t.documentCategory === null || t.assigneeRole === 'employee', {
    message: 'Only the person themself uploads a document: give this task to the employee',
    path: ['documentCategory'],
  });
export type TemplateTask = z.infer<typeof TemplateTaskSchema>;
export type TemplateTaskInput = z.input<typeof TemplateTaskSchema>;

export const TemplateStatusSchema = z.enum(['active', 'archived']);

export const TemplateSchema = z.object({
  id: IdSchema,
  name: z.string(),
  kind: ChecklistKindSchema,
  /** Whom it is for: none chosen in a list means every one. */
  departmentIds: z.array(IdSchema),
  designationIds: z.array(IdSchema),
  officeIds: z.array(IdSchema),
  tasks: z.array(TemplateTaskSchema),
  status: TemplateStatusSchema,
  /** Checklists started from it. */
  used: z.number().int(),
  createdAt: InstantSchema,
  updatedAt: InstantSchema,
});
export type Template = z.infer<typeof TemplateSchema>;

const ids = (what: string) => z.array(IdSchema).max(100, { message: `At most 100 ${what}` });
const TemplateFieldsSchema = z.strictObject({
  name: singleLine(
    z.string().trim().min(3, { message: 'Give the template a name of at least 3 characters' }).max(200),
  ),
  kind: ChecklistKindSchema,
  departmentIds: ids('departments'),
  designationIds: ids('designations'),
  officeIds: ids('offices'),
  tasks: z
    .array(TemplateTaskSchema)
    .min(1, { message: 'Add at least one task' })
    .max(ONBOARDING_LIMITS.maxTasks, { message: 'At most 60 tasks' }),
});
export const CreateTemplateBodySchema = TemplateFieldsSchema.extend({
  departmentIds: TemplateFieldsSchema.shape.departmentIds.default([]),
  designationIds: TemplateFieldsSchema.shape.designationIds.default([]),
  officeIds: TemplateFieldsSchema.shape.officeIds.default([]),
});
export type CreateTemplateBody = z.input<typeof CreateTemplateBodySchema>;
/** Only what is sent changes; checklists already started keep their tasks. */
export const UpdateTemplateBodySchema = TemplateFieldsSchema.omit({ kind: true })
  .partial()
  .extend({ status: TemplateStatusSchema.optional() });
export type UpdateTemplateBody = z.input<typeof UpdateTemplateBodySchema>;

export const ListTemplatesQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: singleLine(z.string().trim().max(100)).optional(),
  kind: ChecklistKindSchema.optional(),
  status: TemplateStatusSchema.optional(),
});
export type ListTemplatesQuery = z.infer<typeof ListTemplatesQuerySchema>;
export const TemplateListResponseSchema = paginated(TemplateSchema);
export type TemplateListResponse = z.infer<typeof TemplateListResponseSchema>;

const PersonSchema = z.object({
  id: IdSchema,
  name: z.string(),
  employeeCode: z.string(),
  department: z.string().nullable(),
  designation: z.string().nullable(),
});

export const ChecklistSchema = z.object({
  id: IdSchema,
  kind: ChecklistKindSchema,
  employee: PersonSchema,
  /** The joining date (onboarding) or the exit date (offboarding) the tasks are due from. */
  startDate: CalendarDateSchema,
  status: ChecklistStatusSchema,
  templateName: z.string().nullable(),
  progress: z.object({
    done: z.number().int(),
    total: z.number().int(),
    /** Open tasks past their due date. */
    overdue: z.number().int(),
  }),
  startedBy: z.string().nullable(),
  completedAt: InstantSchema.nullable(),
  createdAt: InstantSchema,
});
export type Checklist = z.infer<typeof ChecklistSchema>;

export const TaskCommentSchema = z.object({
  id: IdSchema,
  author: z.string(),
  body: z.string(),
  createdAt: InstantSchema,
});
export type TaskComment = z.infer<typeof TaskCommentSchema>;

export const TaskSchema = z.object({
  id: IdSchema,
  checklistId: IdSchema,
  kind: ChecklistKindSchema,
  /** Whose checklist it is. */
  employee: z.object({ id: IdSchema, name: z.string() }),
  title: z.string(),
  description: z.string(),
  phase: z.enum(TASK_PHASES),
  assigneeRole: TaskAssigneeRoleSchema,
  /** The person who does it; null for a task of the hr team. */
  assignee: z.object({ employeeId: IdSchema, name: z.string() }).nullable(),
  dueDate: CalendarDateSchema,
  status: TaskStatusSchema,
  overdue: z.boolean(),
  documentCategory: DocumentCategorySchema.nullable(),
  /** For a "collect a document" task: the latest upload of that category, if any. */
  document: z.object({ id: IdSchema, title: z.string(), status: DocumentStatusSchema }).nullable(),
  completedBy: z.string().nullable(),
  completedAt: InstantSchema.nullable(),
  comments: z.number().int(),
  /** Whether the caller may mark it done (or open again). */
  canComplete: z.boolean(),
});
export type Task = z.infer<typeof TaskSchema>;

export const ChecklistDetailSchema = ChecklistSchema.extend({
  tasks: z.array(TaskSchema),
  /** Whether the caller may reassign, re-date, skip or cancel (admin and hr). */
  canManage: z.boolean(),
});
export type ChecklistDetail = z.infer<typeof ChecklistDetailSchema>;

/** Start a checklist by hand; the best matching active template is used when none is named. */
export const StartChecklistBodySchema = z.strictObject({
  employeeId: IdSchema,
  kind: ChecklistKindSchema,
  templateId: IdSchema.optional(),
  /** Defaults to the person's joining date (onboarding) or exit date (offboarding). */
  startDate: CalendarDateSchema.refine((d) => d >= '2000-01-01' && d <= '2100-12-31', {
    message: 'Choose a date between the years 2000 and 2100',
  }).optional(),
});
export type StartChecklistBody = z.infer<typeof StartChecklistBodySchema>;

/** `cancelled`: stop a checklist (admin and hr); its open tasks stay as they were. */
export const UpdateChecklistBodySchema = z.strictObject({ status: z.literal('cancelled') });
export type UpdateChecklistBody = z.infer<typeof UpdateChecklistBodySchema>;

export const ListChecklistsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** The person's name or employee code. */
  search: singleLine(z.string().trim().max(100)).optional(),
  kind: ChecklistKindSchema.optional(),
  status: ChecklistStatusSchema.optional(),
  employeeId: IdSchema.optional(),
});
export type ListChecklistsQuery = z.infer<typeof ListChecklistsQuerySchema>;
export const ChecklistListResponseSchema = paginated(ChecklistSchema).extend({
  /** Over the checklists the filters select, the status filter left out. */
  summary: z.object({
    in_progress: z.number().int(),
    completed: z.number().int(),
    cancelled: z.number().int(),
  }),
});
export type ChecklistListResponse = z.infer<typeof ChecklistListResponseSchema>;

/**
 * `status`: the assignee (or admin and hr) marks a task done or opens it again; admin and hr also
 * skip it. A "collect a document" task is done when hr verifies the upload, not by hand.
 * `assigneeEmployeeId` and `dueDate`: admin and hr only.
 */
export const UpdateTaskBodySchema = z
  .strictObject({
    status: TaskStatusSchema.optional(),
    assigneeEmployeeId: IdSchema.nullable().optional(),
    dueDate: CalendarDateSchema.refine((d) => d >= '2000-01-01' && d <= '2100-12-31', {
      message: 'Choose a date between the years 2000 and 2100',
    }).optional(),
  })
  .refine((b) => b.status !== undefined || b.assigneeEmployeeId !== undefined || b.dueDate !== undefined, {
    message: 'Say what to change: the status, the assignee or the due date',
  });
export type UpdateTaskBody = z.infer<typeof UpdateTaskBodySchema>;

export const ListTasksQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: TaskStatusSchema.optional(),
  search: singleLine(z.string().trim().max(100)).optional(),
});
export type ListTasksQuery = z.infer<typeof ListTasksQuerySchema>;
export const TaskListResponseSchema = paginated(TaskSchema).extend({
  /** The caller's open tasks past their due date, whatever the filters. */
  overdue: z.number().int(),
});
export type TaskListResponse = z.infer<typeof TaskListResponseSchema>;

export const CreateCommentBodySchema = z.strictObject({
  body: multiLine(
    z
      .string()
      .trim()
      .min(1, { message: 'Write a comment' })
      .max(ONBOARDING_LIMITS.maxComment, { message: 'A comment is at most 2,000 characters' }),
  ),
});
export type CreateCommentBody = z.infer<typeof CreateCommentBodySchema>;
export const CommentListResponseSchema = z.object({ items: z.array(TaskCommentSchema) });
export type CommentListResponse = z.infer<typeof CommentListResponseSchema>;
