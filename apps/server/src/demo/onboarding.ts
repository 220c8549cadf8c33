/**
 * The demo company's onboarding: templates for everyone, for Engineering (with IT tasks for the
 * head of Engineering) and for leaving; the onboarding of the two people who joined last, under way
 * (what fell due before today done, one task overdue, a document waiting to be collected); and the
 * exit checklist of the person on notice, whose last working day is set three weeks and a bit ahead.
 * Added once: a company with any template keeps what it has.
 */
import type { TemplateTask } from '@hrms/contracts/onboarding';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { insertJsonRows } from '../db/raw';
import { onboardingChecklists, onboardingTasks, onboardingTemplates } from '../db/schema/onboarding';
import { departments, employees } from '../db/schema/organization';
import { users } from '../db/schema/users';
import { addDays, calendarDateIn } from '../lib/calendar-date';

const TIME_ZONE = 'Asia/Kolkata';

type DemoTask = Omit<TemplateTask, 'assigneeEmployeeId' | 'description'> & {
  description?: string;
  it?: true;
};

const EVERYONE: readonly DemoTask[] = [
  {
    title: 'Send the welcome mail and first-day plan',
    assigneeRole: 'hr',
    dueOffsetDays: -3,
    documentCategory: null,
  },
  {
    title: 'Upload your ID proof (Aadhaar or passport)',
    assigneeRole: 'employee',
    dueOffsetDays: 2,
    documentCategory: 'id_proof',
  },
  {
    title: 'Upload your education certificates',
    assigneeRole: 'employee',
    dueOffsetDays: 7,
    documentCategory: 'education',
  },
  {
    title: 'Sign the appointment letter',
    assigneeRole: 'employee',
    dueOffsetDays: 0,
    documentCategory: null,
  },
  { title: 'Welcome lunch with the team', assigneeRole: 'manager', dueOffsetDays: 0, documentCategory: null },
  {
    title: 'Add bank and PAN details to payroll',
    assigneeRole: 'hr',
    dueOffsetDays: 5,
    documentCategory: null,
  },
  {
    title: 'Set goals for the first 90 days',
    assigneeRole: 'manager',
    dueOffsetDays: 14,
    documentCategory: null,
  },
  { title: 'Read the employee handbook', assigneeRole: 'employee', dueOffsetDays: 7, documentCategory: null },
  { title: 'Thirty-day check-in', assigneeRole: 'manager', dueOffsetDays: 30, documentCategory: null },
  { title: 'Probation review', assigneeRole: 'manager', dueOffsetDays: 170, documentCategory: null },
];

const ENGINEERING: readonly DemoTask[] = [
  {
    title: 'Order and image the laptop',
    assigneeRole: 'it',
    it: true,
    dueOffsetDays: -5,
    documentCategory: null,
  },
  {
    title: 'Create mail, chat and code-hosting accounts',
    assigneeRole: 'it',
    it: true,
    dueOffsetDays: -1,
    documentCategory: null,
  },
  ...EVERYONE.slice(0, 5),
  {
    title: 'Pair on a first change and ship it',
    assigneeRole: 'manager',
    dueOffsetDays: 10,
    documentCategory: null,
  },
  ...EVERYONE.slice(5),
];

const LEAVING: readonly DemoTask[] = [
  { title: 'Plan the handover of work', assigneeRole: 'manager', dueOffsetDays: -14, documentCategory: null },
  { title: 'Exit interview', assigneeRole: 'hr', dueOffsetDays: -3, documentCategory: null },
  {
    title: 'Return the laptop, ID card and access card',
    assigneeRole: 'employee',
    dueOffsetDays: 0,
    documentCategory: null,
  },
  {
    title: 'Remove access to mail and systems',
    assigneeRole: 'it',
    it: true,
    dueOffsetDays: 0,
    documentCategory: null,
  },
  { title: 'Final settlement in payroll', assigneeRole: 'hr', dueOffsetDays: 30, documentCategory: null },
  {
    title: 'Issue the relieving and experience letters',
    assigneeRole: 'hr',
    dueOffsetDays: 30,
    documentCategory: null,
  },
];

export async function insertOnboarding(tx: Database, companyId: string, now: Date): Promise<number> {
  const existing = await tx
    .select({ id: onboardingTemplates.id })
    .from(onboardingTemplates)
    .where(eq(onboardingTemplates.companyId, companyId))
    .limit(1);
  if (existing.length > 0) return 0;
  const today = calendarDateIn(now, TIME_ZONE);
  const depts = await tx
    .select({ id: departments.id, code: departments.code, headId: departments.headEmployeeId })
    .from(departments)
    .where(eq(departments.companyId, companyId));
  const engineering = depts.find((d) => d.code === 'ENG');
  const itLead = engineering?.headId ?? null;
  const [hrAccount] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'hr@acme.test'));

  const asTasks = (tasks: readonly DemoTask[]): TemplateTask[] =>
    tasks.map(({ it, description, ...task }) => ({
      ...task,
      description: description ?? '',
      // Without an IT lead the task goes to hr.
      ...(it && !itLead ? { assigneeRole: 'hr' as const } : {}),
      assigneeEmployeeId: it ? itLead : null,
    }));
  const [everyone, eng, leaving] = await tx
    .insert(onboardingTemplates)
    .values([
      {
        companyId,
        name: 'Onboarding: everyone',
        kind: 'onboarding',
        tasks: asTasks(EVERYONE),
        createdAt: now,
      },
      {
        companyId,
        name: 'Onboarding: Engineering',
        kind: 'onboarding',
        audience: { departmentIds: engineering ? [engineering.id] : [], designationIds: [], officeIds: [] },
        tasks: asTasks(ENGINEERING),
        createdAt: now,
      },
      {
        companyId,
        name: 'Offboarding: everyone',
        kind: 'offboarding',
        tasks: asTasks(LEAVING),
        createdAt: now,
      },
    ])
    .returning();

  // The two who joined last, and whoever is on notice.
  const joiners = await tx
    .select({
      id: employees.id,
      departmentId: employees.departmentId,
      managerId: employees.managerId,
      joinDate: employees.joinDate,
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.status, 'active')))
    .orderBy(desc(employees.joinDate), employees.employeeCode)
    .limit(2);
  const [leaver] = await tx
    .select({ id: employees.id, managerId: employees.managerId, exitDate: employees.exitDate })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.status, ['on_notice'])))
    .limit(1);

  const checklists: {
    employeeId: string;
    managerId: string | null;
    template: typeof everyone;
    startDate: string;
  }[] = joiners.map((j) => ({
    employeeId: j.id,
    managerId: j.managerId,
    template: engineering && j.departmentId === engineering.id ? eng! : everyone!,
    startDate: j.joinDate,
  }));
  if (leaver) {
    const exitDate = leaver.exitDate ?? addDays(today, 24);
    if (!leaver.exitDate) {
      await tx
        .update(employees)
        .set({ exitDate, exitReason: 'Resigned: moving to another city' })
        .where(eq(employees.id, leaver.id));
    }
    checklists.push({
      employeeId: leaver.id,
      managerId: leaver.managerId,
      template: leaving!,
      startDate: exitDate,
    });
  }

  // Who ticked a task off: its assignee, from their account; hr for the hr team's.
  const accounts = new Map(
    (await tx.select({ id: users.id, employeeId: users.employeeId }).from(users)).map((u) => [
      u.employeeId,
      u.id,
    ]),
  );
  for (const [index, c] of checklists.entries()) {
    const template = c.template!;
    const [checklist] = await tx
      .insert(onboardingChecklists)
      .values({
        companyId,
        employeeId: c.employeeId,
        kind: template.kind,
        templateId: template.id,
        templateName: template.name,
        startDate: c.startDate,
        startedByUserId: hrAccount?.id ?? null,
        createdAt: new Date(Date.parse(`${addDays(c.startDate, -7)}T04:30:00Z`)),
      })
      .returning({ id: onboardingChecklists.id });
    // What fell due before today is done, but for one task left overdue (the manager's, on the
    // first checklist) and the documents still to collect on it.
    let leftOverdue = false;
    const rows = template.tasks.map((task, position) => {
      const assigneeEmployeeId =
        task.assigneeRole === 'employee'
          ? c.employeeId
          : task.assigneeRole === 'manager'
            ? c.managerId
            : task.assigneeEmployeeId;
      const dueDate = addDays(c.startDate, task.dueOffsetDays);
      const collect = task.documentCategory !== null && index === 0;
      const overdue = !leftOverdue && index === 0 && task.assigneeRole === 'manager' && dueDate < today;
      if (overdue) leftOverdue = true;
      const done = dueDate < today && !collect && !overdue;
      return {
        checklistId: checklist!.id,
        position,
        title: task.title,
        description: task.description,
        assigneeRole: task.assigneeRole,
        assigneeEmployeeId,
        dueOffsetDays: task.dueOffsetDays,
        dueDate,
        status: done ? ('done' as const) : ('open' as const),
        documentCategory: task.documentCategory,
        completedByUserId: done
          ? ((assigneeEmployeeId && accounts.get(assigneeEmployeeId)) ?? hrAccount?.id ?? null)
          : null,
        completedAt: done ? new Date(Date.parse(`${dueDate}T09:00:00Z`)) : null,
        overdueNotifiedAt: dueDate < today && !done ? now : null,
      };
    });
    await insertJsonRows(tx, onboardingTasks, rows);
    if (rows.every((r) => r.status === 'done')) {
      await tx
        .update(onboardingChecklists)
        .set({ status: 'completed', completedAt: now })
        .where(eq(onboardingChecklists.id, checklist!.id));
    }
  }
  return 3;
}
