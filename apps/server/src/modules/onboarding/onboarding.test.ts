/**
 * Onboarding rules: templates and their checks, starting a checklist from the best-fitting template
 * (by hand, at once, and on deactivation), who may do which task, the document task that completes
 * on verification, completion of the checklist, overdue reminders, the audit trail and the
 * `onboarding-update` event.
 */
import type { ChecklistDetail, Task } from '@hrms/contracts/onboarding';
import type { UpdatePayload } from '@hrms/contracts/realtime';
import type { Role } from '@hrms/contracts/roles';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { notifications } from '../../db/schema/notifications';
import type { Person } from '../../test/factories';
import { formWithFile } from '../../test/multipart';
import { listen, SocketPool } from '../../test/sockets';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let baseUrl: string;
const sockets = new SocketPool();

type Name = 'admin' | 'hr' | 'manager' | 'it' | 'e1' | 'e2' | 'e3';
let people: Record<Name, Person>;
let departments: { sales: string; tech: string };

const PDF = '%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n';

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx.app);
  ctx.clock.set('2026-03-02T05:00:00Z');
  const company = await ctx.factories.company();
  departments = {
    sales: (await ctx.factories.department(company.id)).id,
    tech: (await ctx.factories.department(company.id)).id,
  };
  const make = (role: Role, departmentId: string, extra: object = {}) =>
    ctx.factories.person(company.id, { role, employee: { departmentId, joinDate: '2026-03-09', ...extra } });
  const manager = await make('manager', departments.sales, { joinDate: '2024-01-01' });
  people = {
    admin: await make('admin', departments.tech, { joinDate: '2024-01-01' }),
    hr: await make('hr', departments.tech, { joinDate: '2024-01-01' }),
    manager,
    it: await make('employee', departments.tech, { joinDate: '2024-01-01' }),
    e1: await make('employee', departments.sales, { managerId: manager.employee.id }),
    e2: await make('employee', departments.sales, { managerId: manager.employee.id }),
    e3: await make('employee', departments.tech),
  };
});
afterEach(() => sockets.closeAll());
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function api(who: Name | null, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: who ? ctx.bearer((await ctx.factories.session(people[who].user.id)).token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const tasks = () => [
  {
    title: 'Prepare the laptop',
    assigneeRole: 'it',
    assigneeEmployeeId: people.it.employee.id,
    dueOffsetDays: -2,
  },
  { title: 'Welcome lunch', assigneeRole: 'manager', dueOffsetDays: 0 },
  { title: 'Upload your ID proof', assigneeRole: 'employee', dueOffsetDays: 3, documentCategory: 'id_proof' },
  { title: 'Read the handbook', assigneeRole: 'employee', dueOffsetDays: 5 },
  { title: 'Enrol in payroll', assigneeRole: 'hr', dueOffsetDays: 10 },
];

let n = 0;
async function template(body: object = {}): Promise<string> {
  const res = await api('hr', 'POST', '/api/onboarding/templates', {
    name: `Template ${++n}`,
    kind: 'onboarding',
    tasks: tasks(),
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function start(employee: Name, body: object = {}) {
  const res = await api('hr', 'POST', '/api/onboarding/checklists', {
    employeeId: people[employee].employee.id,
    kind: 'onboarding',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const taskOf = (checklist: ChecklistDetail, title: string): Task =>
  checklist.tasks.find((t) => t.title === title)!;

describe('templates', () => {
  it('refuses a due offset out of range, an IT task without a colleague and a document for hr', async () => {
    const res = await api('hr', 'POST', '/api/onboarding/templates', {
      name: 'Bad',
      kind: 'onboarding',
      tasks: [
        { title: 'Too early', assigneeRole: 'hr', dueOffsetDays: -61 },
        { title: 'Laptop', assigneeRole: 'it', dueOffsetDays: 0 },
        { title: 'Collect', assigneeRole: 'hr', dueOffsetDays: 1, documentCategory: 'education' },
      ],
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string; message: string }) => [d.field, d.message]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['body.tasks.0.dueOffsetDays', 'A task is due at most 60 days before the date'],
        ['body.tasks.1.assigneeEmployeeId', 'Choose the colleague who does an IT task'],
        [
          'body.tasks.2.documentCategory',
          'Only the person themself uploads a document: give this task to the employee',
        ],
      ]),
    );
    const unknown = await api('hr', 'POST', '/api/onboarding/templates', {
      name: 'Unknown refs',
      kind: 'onboarding',
      departmentIds: ['00000000-0000-4000-8000-000000000000'],
      tasks: [
        {
          title: 'Laptop',
          assigneeRole: 'it',
          assigneeEmployeeId: '00000000-0000-4000-8000-000000000001',
          dueOffsetDays: 0,
        },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(
      unknown
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['body.departmentIds', 'body.tasks.0.assigneeEmployeeId']);
  });

  it('deletes an unused template, keeps a used one, and audits both', async () => {
    const unused = await template();
    expect((await api('hr', 'DELETE', `/api/onboarding/templates/${unused}`)).statusCode).toBe(200);
    const used = await template({ departmentIds: [departments.tech] });
    const checklist = await start('e3', { templateId: used });
    const refused = await api('hr', 'DELETE', `/api/onboarding/templates/${used}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Archive it instead');
    const archived = await api('hr', 'PATCH', `/api/onboarding/templates/${used}`, { status: 'archived' });
    expect(archived.json()).toMatchObject({ status: 'archived', used: 1 });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [unused, used]));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'onboarding.template.create',
      'onboarding.template.create',
      'onboarding.template.delete',
      'onboarding.template.update',
    ]);
    expect(
      (await api('hr', 'PATCH', `/api/onboarding/checklists/${checklist.id}`, { status: 'cancelled' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('starting a checklist', () => {
  it('uses the best-fitting template, dates tasks from the joining date and gives each to its person', async () => {
    await template({ name: 'Everyone' });
    const sales = await template({ name: 'Sales joiners', departmentIds: [departments.sales] });
    await template({ name: 'Tech joiners', departmentIds: [departments.tech] });
    const checklist = await start('e1');
    expect(checklist).toMatchObject({
      templateName: 'Sales joiners',
      startDate: '2026-03-09',
      status: 'in_progress',
      progress: { done: 0, total: 5, overdue: 0 },
      canManage: true,
    });
    const byTitle = Object.fromEntries(checklist.tasks.map((t: { title: string }) => [t.title, t]));
    expect(byTitle['Prepare the laptop']).toMatchObject({
      dueDate: '2026-03-07',
      phase: 'before_start',
      assignee: { employeeId: people.it.employee.id },
    });
    expect(byTitle['Welcome lunch']).toMatchObject({
      phase: 'first_day',
      assignee: { employeeId: people.manager.employee.id },
    });
    expect(byTitle['Upload your ID proof']).toMatchObject({
      phase: 'first_week',
      documentCategory: 'id_proof',
      document: null,
      canComplete: false,
    });
    expect(byTitle['Enrol in payroll']).toMatchObject({ assignee: null, phase: 'first_month' });
    // The new hire, their manager and the IT colleague each hear of their share.
    const told = await ctx.db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.module, 'onboarding'));
    expect(told).toEqual(
      expect.arrayContaining([
        { userId: people.e1.user.id, title: 'Welcome aboard: your first tasks' },
        {
          userId: people.manager.user.id,
          title: `Onboarding of ${people.e1.employee.firstName} ${people.e1.employee.lastName}`,
        },
        {
          userId: people.it.user.id,
          title: `Onboarding of ${people.e1.employee.firstName} ${people.e1.employee.lastName}`,
        },
      ]),
    );
    // A second at once, or later, is a conflict; the template named must be of the kind.
    const again = await Promise.all(
      [0, 1, 2].map(() =>
        api('hr', 'POST', '/api/onboarding/checklists', {
          employeeId: people.e1.employee.id,
          kind: 'onboarding',
        }),
      ),
    );
    expect(again.map((r) => r.statusCode)).toEqual([409, 409, 409]);
    const wrongKind = await api('hr', 'POST', '/api/onboarding/checklists', {
      employeeId: people.e2.employee.id,
      kind: 'offboarding',
      templateId: sales,
    });
    expect(wrongKind.statusCode).toBe(400);
  });

  it('makes exactly one checklist of many parallel starts', async () => {
    await template({ name: 'Parallel', departmentIds: [departments.sales] });
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        api('hr', 'POST', '/api/onboarding/checklists', {
          employeeId: people.e2.employee.id,
          kind: 'onboarding',
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
  });
});

describe('tasks', () => {
  it('lets each assignee do their own task only, and completes the checklist with the last one', async () => {
    const id = await template({ name: 'Tech only', departmentIds: [departments.tech] });
    const checklist = await start('e3', { templateId: id });
    const laptop = taskOf(checklist, 'Prepare the laptop');
    const handbook = taskOf(checklist, 'Read the handbook');
    const payroll = taskOf(checklist, 'Enrol in payroll');
    const idProof = taskOf(checklist, 'Upload your ID proof');

    // The IT colleague sees the task given to them and may open the checklist, but not others'.
    const itTasks = await api('it', 'GET', '/api/onboarding/tasks?status=open');
    expect(itTasks.json().items.map((t: { id: string }) => t.id)).toContain(laptop.id);
    expect((await api('it', 'GET', `/api/onboarding/checklists/${checklist.id}`)).statusCode).toBe(200);
    expect((await api('e1', 'GET', `/api/onboarding/checklists/${checklist.id}`)).statusCode).toBe(404);
    expect(
      (await api('it', 'PATCH', `/api/onboarding/tasks/${handbook.id}`, { status: 'done' })).statusCode,
    ).toBe(403);
    expect(
      (await api('e3', 'PATCH', `/api/onboarding/tasks/${laptop.id}`, { status: 'done' })).statusCode,
    ).toBe(403);
    expect(
      (await api('e3', 'PATCH', `/api/onboarding/tasks/${handbook.id}`, { status: 'skipped' })).statusCode,
    ).toBe(403);
    expect(
      (await api('e3', 'PATCH', `/api/onboarding/tasks/${handbook.id}`, { dueDate: '2026-04-01' }))
        .statusCode,
    ).toBe(403);

    const done = await api('it', 'PATCH', `/api/onboarding/tasks/${laptop.id}`, { status: 'done' });
    expect(done.json()).toMatchObject({ status: 'done', completedBy: expect.any(String) });
    expect(
      (await api('e3', 'PATCH', `/api/onboarding/tasks/${handbook.id}`, { status: 'done' })).statusCode,
    ).toBe(200);
    // A document task is not done by hand, not even by hr.
    const byHand = await api('hr', 'PATCH', `/api/onboarding/tasks/${idProof.id}`, { status: 'done' });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().message).toBe('This task is done when HR verifies the uploaded id proof.');
    expect(
      (await api('hr', 'PATCH', `/api/onboarding/tasks/${payroll.id}`, { status: 'done' })).statusCode,
    ).toBe(200);
    expect(
      (
        await api('hr', 'PATCH', `/api/onboarding/tasks/${taskOf(checklist, 'Welcome lunch').id}`, {
          status: 'skipped',
        })
      ).statusCode,
    ).toBe(200);

    // The person uploads the ID proof: the task shows it waiting; hr verifies it and all is done.
    // hr, watching, hears of the upload: the task shows the document waiting.
    const watching = await sockets.connect(baseUrl, (await ctx.factories.session(people.hr.user.id)).token);
    const uploaded = new Promise<UpdatePayload>((resolve) => watching.once('onboarding-update', resolve));
    const form = formWithFile({ category: 'id_proof' }, { fileName: 'aadhaar.pdf', content: PDF });
    const upload = await ctx.app.inject({
      method: 'POST',
      url: `/api/employees/${people.e3.employee.id}/documents`,
      headers: { ...ctx.bearer((await ctx.factories.session(people.e3.user.id)).token), ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(await uploaded).toMatchObject({ id: checklist.id, type: 'update' });
    const waiting = (await api('e3', 'GET', `/api/onboarding/checklists/${checklist.id}`)).json();
    expect(taskOf(waiting, 'Upload your ID proof')).toMatchObject({
      status: 'open',
      document: { id: upload.json().id, status: 'pending' },
    });

    const verify = await api(
      'hr',
      'PATCH',
      `/api/employees/${people.e3.employee.id}/documents/${upload.json().id}/status`,
      {
        status: 'verified',
      },
    );
    expect(verify.statusCode, verify.body).toBe(200);
    const finished = (await api('hr', 'GET', `/api/onboarding/checklists/${checklist.id}`)).json();
    expect(taskOf(finished, 'Upload your ID proof')).toMatchObject({
      status: 'done',
      document: { status: 'verified' },
    });
    expect(finished).toMatchObject({
      status: 'completed',
      progress: { done: 5, total: 5 },
      canManage: false,
    });

    // A finished checklist changes no more.
    const late = await api('hr', 'PATCH', `/api/onboarding/tasks/${handbook.id}`, { status: 'open' });
    expect(late.statusCode).toBe(409);
    const audit = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'onboarding_checklist'), eq(auditLog.entityId, checklist.id)));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'onboarding.checklist.complete',
      'onboarding.checklist.start',
    ]);
  });

  it('sends onboarding-update to the manager above the person', async () => {
    const checklist = (
      await api('hr', 'GET', `/api/onboarding/checklists?employeeId=${people.e1.employee.id}`)
    ).json().items[0];
    const detail = (await api('manager', 'GET', `/api/onboarding/checklists/${checklist.id}`)).json();
    const lunch = taskOf(detail, 'Welcome lunch');
    expect(lunch.canComplete).toBe(true);
    const socket = await sockets.connect(
      baseUrl,
      (await ctx.factories.session(people.manager.user.id)).token,
    );
    const heard = new Promise<UpdatePayload>((resolve) => socket.once('onboarding-update', resolve));
    const res = await api('e1', 'PATCH', `/api/onboarding/tasks/${taskOf(detail, 'Read the handbook').id}`, {
      status: 'done',
    });
    expect(res.statusCode).toBe(200);
    expect(await heard).toMatchObject({ id: checklist.id, type: 'update' });
    // The manager's board shows their line only; the employee has no board.
    const board = (await api('manager', 'GET', '/api/onboarding/checklists')).json();
    expect(
      board.items.every((c: { employee: { id: string } }) =>
        [people.e1.employee.id, people.e2.employee.id].includes(c.employee.id),
      ),
    ).toBe(true);
    expect((await api('e1', 'GET', '/api/onboarding/checklists')).statusCode).toBe(403);
  });

  it('keeps comments on a task for those who see the checklist', async () => {
    const checklist = (
      await api('hr', 'GET', `/api/onboarding/checklists?employeeId=${people.e1.employee.id}`)
    ).json().items[0];
    const detail = (await api('e1', 'GET', `/api/onboarding/checklists/${checklist.id}`)).json();
    const task = taskOf(detail, 'Welcome lunch');
    const added = await api('e1', 'POST', `/api/onboarding/tasks/${task.id}/comments`, {
      body: 'I am vegetarian.',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ body: 'I am vegetarian.' });
    expect(
      (await api('manager', 'GET', `/api/onboarding/tasks/${task.id}/comments`)).json().items,
    ).toHaveLength(1);
    expect((await api('e3', 'GET', `/api/onboarding/tasks/${task.id}/comments`)).statusCode).toBe(404);
    expect(
      (await api('e1', 'POST', `/api/onboarding/tasks/${task.id}/comments`, { body: '   ' })).statusCode,
    ).toBe(400);
  });

  it('tells each assignee once of their overdue tasks', async () => {
    ctx.clock.set('2026-03-20T05:00:00Z');
    const before = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'An onboarding task is overdue'));
    const sent = await ctx.app.services.onboarding.sendOverdueReminders();
    expect(sent).toBeGreaterThan(0);
    expect(await ctx.app.services.onboarding.sendOverdueReminders()).toBe(0);
    const mine = (await api('it', 'GET', '/api/onboarding/tasks?status=open')).json();
    expect(mine.overdue).toBeGreaterThan(0);
    const after = await ctx.db.select().from(notifications).where(eq(notifications.module, 'onboarding'));
    expect(after.some((row) => row.type === 'warning')).toBe(true);
    expect(before.length).toBe(0);
    ctx.clock.set('2026-03-02T05:00:00Z');
  });
});

describe('offboarding', () => {
  it('starts the exit checklist when someone is deactivated and a template fits', async () => {
    await template({
      name: 'Leaving',
      kind: 'offboarding',
      tasks: [
        {
          title: 'Return the laptop',
          assigneeRole: 'it',
          assigneeEmployeeId: people.it.employee.id,
          dueOffsetDays: 0,
        },
        { title: 'Final settlement', assigneeRole: 'hr', dueOffsetDays: 30 },
        { title: 'Exit interview', assigneeRole: 'manager', dueOffsetDays: -1 },
      ],
    });
    const res = await api('hr', 'POST', `/api/employees/${people.e2.employee.id}/deactivate`, {
      exitDate: '2026-03-31',
      exitReason: 'Resigned',
    });
    expect(res.statusCode, res.body).toBe(200);
    const board = (
      await api(
        'hr',
        'GET',
        `/api/onboarding/checklists?kind=offboarding&employeeId=${people.e2.employee.id}`,
      )
    ).json();
    expect(board.items).toHaveLength(1);
    expect(board.items[0]).toMatchObject({
      startDate: '2026-03-31',
      templateName: 'Leaving',
      progress: { total: 3 },
    });
    const detail = (await api('hr', 'GET', `/api/onboarding/checklists/${board.items[0].id}`)).json();
    expect(taskOf(detail, 'Exit interview')).toMatchObject({ phase: 'before_exit', dueDate: '2026-03-30' });
    expect(taskOf(detail, 'Final settlement')).toMatchObject({ phase: 'after_exit', dueDate: '2026-04-30' });
    // Someone with a checklist is kept: deactivated, not deleted.
    const remove = await api('admin', 'DELETE', `/api/employees/${people.e2.employee.id}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toContain('has an onboarding or exit checklist');
    // Nobody who has left is started on onboarding.
    const onboarding = await api('hr', 'POST', '/api/onboarding/checklists', {
      employeeId: people.e2.employee.id,
      kind: 'onboarding',
    });
    expect(onboarding.statusCode).toBe(409);
  });

  it('cancels the joining checklist of someone who leaves before it is done', async () => {
    const joining = (
      await api('hr', 'GET', `/api/onboarding/checklists?kind=onboarding&employeeId=${people.e1.employee.id}`)
    ).json().items[0];
    expect(joining.status).toBe('in_progress');
    const res = await api('hr', 'POST', `/api/employees/${people.e1.employee.id}/deactivate`, {
      exitDate: '2026-03-15',
      exitReason: 'Did not join after all',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await api('hr', 'GET', `/api/onboarding/checklists/${joining.id}`)).json();
    expect(after.status).toBe('cancelled');
    const [audited] = await ctx.db
      .select({ reason: auditLog.reason })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'onboarding.checklist.cancel'), eq(auditLog.entityId, joining.id)));
    expect(audited?.reason).toBe('The employee was deactivated.');
    // Its open tasks leave the assignees' lists with it.
    const open = (await api('it', 'GET', '/api/onboarding/tasks?status=open&limit=100')).json().items as {
      checklistId: string;
    }[];
    expect(open.some((t) => t.checklistId === joining.id)).toBe(false);
  });
});
