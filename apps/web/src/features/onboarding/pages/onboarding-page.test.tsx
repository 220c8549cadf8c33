import { EmployeeListResponseSchema } from '@hrms/contracts/employees';
import {
  type Checklist,
  type ChecklistDetail,
  ChecklistDetailSchema,
  ChecklistListResponseSchema,
  CommentListResponseSchema,
  type Task,
  TaskCommentSchema,
  TaskListResponseSchema,
  TaskSchema,
  type Template,
  TemplateListResponseSchema,
  TemplateSchema,
} from '@hrms/contracts/onboarding';
import type { Role } from '@hrms/contracts/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { onboardingTask } from '../../../test/onboarding-tasks';
import { answerOrganizationLists, department } from '../../../test/organization';
import { renderRoutes, sampleUser } from '../../../test/render';
import { deleteRefusedThenInstead } from '../../../test/steps';
import { OnboardingPage } from './onboarding-page';

const ME = sampleUser.employee;
const CREATED = '2026-01-05T04:00:00.000Z';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const ARJUN = {
  id: id(101),
  name: 'Arjun Mehta',
  employeeCode: 'EMP-0101',
  department: 'Engineering',
  designation: 'Software Engineer',
};
const MEERA = {
  ...ARJUN,
  id: id(102),
  name: 'Meera Iyer',
  employeeCode: 'EMP-0102',
  designation: 'Designer',
};

function checklist(overrides: Partial<Checklist> = {}): Checklist {
  return {
    id: id(201),
    kind: 'onboarding',
    employee: ARJUN,
    startDate: '2099-12-12',
    status: 'in_progress',
    templateName: 'Engineering joiners',
    progress: { done: 3, total: 8, overdue: 2 },
    startedBy: 'Priya Menon',
    completedAt: null,
    createdAt: CREATED,
    ...overrides,
  };
}

function task(n: number, overrides: Partial<Task> = {}): Task {
  return onboardingTask(n, { id: ARJUN.id, name: ARJUN.name }, overrides);
}

const laptop = task(1, {
  title: 'Set up the laptop',
  phase: 'first_day',
  assigneeRole: 'it',
  assignee: { employeeId: id(103), name: 'Kiran Rao' },
});
const idProof = task(2, {
  title: 'Upload an ID proof',
  phase: 'before_start',
  assigneeRole: 'employee',
  assignee: { employeeId: ARJUN.id, name: ARJUN.name },
  documentCategory: 'id_proof',
  canComplete: false,
  dueDate: '2026-01-10',
  overdue: true,
});
const welcome = task(3, { title: 'Welcome lunch', phase: 'first_week', comments: 2 });

function detail(overrides: Partial<ChecklistDetail> = {}): ChecklistDetail {
  return { ...checklist(), tasks: [idProof, laptop, welcome], canManage: true, ...overrides };
}

function template(n: number, overrides: Partial<Template> = {}): Template {
  return {
    id: id(400 + n),
    name: `Template ${n}`,
    kind: 'onboarding',
    departmentIds: [],
    designationIds: [],
    officeIds: [],
    tasks: [
      {
        title: 'Set up the laptop',
        description: '',
        assigneeRole: 'hr',
        assigneeEmployeeId: null,
        dueOffsetDays: -3,
        documentCategory: null,
      },
    ],
    status: 'active',
    used: 0,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** Who is looking: set with the answers, handed to the page as the app's route does. */
let viewerRole: Role = 'manager';

function answerOnboarding(
  role: Role,
  {
    checklists = [
      checklist(),
      checklist({
        id: id(202),
        kind: 'offboarding',
        employee: MEERA,
        progress: { done: 1, total: 4, overdue: 0 },
      }),
    ],
    tasks = [laptop] as Task[],
    templates = [template(1)],
  } = {},
) {
  viewerRole = role;
  server.use(
    answer('get', '/onboarding/checklists', ChecklistListResponseSchema, ({ url }) => ({
      items: checklists,
      total: checklists.length,
      page: 1,
      limit: Number(url.searchParams.get('limit') ?? 20),
      summary: { in_progress: checklists.length, completed: 5, cancelled: 1 },
    })),
    answer('get', '/onboarding/tasks', TaskListResponseSchema, {
      items: tasks,
      total: tasks.length,
      page: 1,
      limit: 20,
      overdue: tasks.filter((t) => t.overdue).length,
    }),
    answer('get', '/onboarding/templates', TemplateListResponseSchema, {
      items: templates,
      total: templates.length,
      page: 1,
      limit: 20,
    }),
  );
}

function renderPage(path = '/onboarding') {
  const viewer = { role: viewerRole, employeeId: ME?.id ?? null };
  return renderRoutes([{ path: 'onboarding', element: <OnboardingPage viewer={viewer} /> }], path);
}

describe('the onboarding page', { timeout: 15_000 }, () => {
  it('shows a manager the board of their people, without templates or a way to start one', async () => {
    answerOnboarding('manager');
    const requests = recordRequests();
    renderPage();
    const rows = await screen.findAllByTestId('checklist-row');
    expect(rows).toHaveLength(2);
    const arjun = rows[0] as HTMLElement;
    expect(within(arjun).getByRole('button', { name: /Arjun Mehta/ })).toBeTruthy();
    expect(within(arjun).getByText('Joins 12 Dec 2099')).toBeTruthy();
    expect(within(arjun).getByText('2 overdue')).toBeTruthy();
    const bar = within(arjun).getByRole('progressbar', { name: 'Onboarding of Arjun Mehta' });
    expect(bar.getAttribute('aria-valuetext')).toBe('3 of 8 tasks done');
    expect(within(rows[1] as HTMLElement).getByText('Leaves 12 Dec 2099')).toBeTruthy();
    expect(screen.getByRole('button', { name: /In progress/, pressed: true }).textContent).toContain('2');
    expect(screen.getByRole('button', { name: /Completed/, pressed: false }).textContent).toContain('5');
    expect(requests.find((r) => r.path.startsWith('/api/onboarding/checklists'))?.path).toContain(
      'status=in_progress',
    );
    expect(screen.queryByRole('tab', { name: /Templates/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start checklist' })).toBeNull();
  });

  it('opens the checklist a link names, its tasks by phase, and ticks one off', async () => {
    answerOnboarding('hr');
    server.use(
      answer('get', '/onboarding/checklists/:id', ChecklistDetailSchema, detail()),
      answer('patch', '/onboarding/tasks/:id', TaskSchema, { ...laptop, status: 'done' }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage(`/onboarding?checklist=${id(201)}`);
    const dialog = await screen.findByTestId('checklist-detail');
    expect(await within(dialog).findByRole('heading', { name: 'Arjun Mehta' })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Before the first day', 'First day', 'First week']);
    const [proof, setup] = within(dialog).getAllByTestId('checklist-task') as [HTMLElement, HTMLElement];
    // A document task is done when hr verifies the upload: no box to tick, its state instead.
    expect(within(proof).queryByRole('checkbox')).toBeNull();
    expect(within(proof).getByText('None uploaded yet')).toBeTruthy();
    expect(within(proof).getByText('Was due 10 Jan 2026')).toBeTruthy();
    expect(within(setup).getByText('Kiran Rao (IT)')).toBeTruthy();

    await user.click(within(setup).getByRole('checkbox', { name: 'Mark Set up the laptop as done' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
        path: `/api/onboarding/tasks/${laptop.id}`,
        body: { status: 'done' },
      }),
    );
  });

  it('lets hr skip a task, and cancel the checklist after asking', async () => {
    answerOnboarding('hr');
    let cancelled = false;
    const now = () => (cancelled ? detail({ status: 'cancelled', canManage: false }) : detail());
    server.use(
      answer('get', '/onboarding/checklists/:id', ChecklistDetailSchema, now),
      answer('patch', '/onboarding/tasks/:id', TaskSchema, { ...welcome, status: 'skipped' }),
      answer('patch', '/onboarding/checklists/:id', ChecklistDetailSchema, () => {
        cancelled = true;
        return now();
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage(`/onboarding?checklist=${id(201)}`);
    const dialog = await screen.findByTestId('checklist-detail');
    await user.click(await within(dialog).findByRole('button', { name: 'Change Welcome lunch' }));
    await user.click(await screen.findByRole('menuitem', { name: /Skip/ }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH' && r.path.includes('/tasks/'))?.body).toEqual({
        status: 'skipped',
      }),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Cancel checklist' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Cancel the onboarding of Arjun Mehta?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel checklist' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.find((r) => r.method === 'PATCH' && r.path.includes('/checklists/'))?.body).toEqual({
      status: 'cancelled',
    });
    expect(await within(dialog).findByText('Cancelled')).toBeTruthy();
  });

  it('shows a comment thread and adds to it', async () => {
    answerOnboarding('manager');
    const comments = [{ id: id(501), author: 'Priya Menon', body: 'Booked for Friday', createdAt: CREATED }];
    server.use(
      answer('get', '/onboarding/checklists/:id', ChecklistDetailSchema, detail({ canManage: false })),
      answer('get', '/onboarding/tasks/:id/comments', CommentListResponseSchema, () => ({ items: comments })),
      answer(
        'post',
        '/onboarding/tasks/:id/comments',
        TaskCommentSchema,
        ({ body }) => {
          const added = {
            id: id(502),
            author: 'Riya Sharma',
            body: (body as { body: string }).body,
            createdAt: CREATED,
          };
          comments.push(added);
          return added;
        },
        { status: 201 },
      ),
    );
    const user = userEvent.setup();
    renderPage(`/onboarding?checklist=${id(201)}`);
    const dialog = await screen.findByTestId('checklist-detail');
    expect(within(dialog).queryByRole('button', { name: /^Change / })).toBeNull();
    await user.click(await within(dialog).findByRole('button', { name: '2 comments on Welcome lunch' }));
    expect(await within(dialog).findByText('Booked for Friday')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    expect(await within(dialog).findByText('Write a comment')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Comment on Welcome lunch'), 'Vegetarian, please');
    await user.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    expect(await within(dialog).findByText('Vegetarian, please')).toBeTruthy();
  });

  it('lists my tasks: a box to tick mine, and my own document to upload', async () => {
    const mine = task(4, {
      title: 'Upload an address proof',
      employee: { id: ME!.id, name: 'Riya Sharma' },
      assigneeRole: 'employee',
      assignee: { employeeId: ME!.id, name: 'Riya Sharma' },
      documentCategory: 'address_proof',
      document: { id: id(601), title: 'Lease', status: 'rejected' },
      canComplete: false,
    });
    answerOnboarding('manager', { tasks: [laptop, mine] });
    server.use(answer('patch', '/onboarding/tasks/:id', TaskSchema, { ...laptop, status: 'done' }));
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage('/onboarding?tab=tasks');
    const [first, second] = (await screen.findAllByTestId('my-task')) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Onboarding of Arjun Mehta')).toBeTruthy();
    expect(within(second).queryByRole('checkbox')).toBeNull();
    expect(within(second).getByText('Rejected: to upload again')).toBeTruthy();
    expect(
      within(second)
        .getByRole('link', { name: /Upload it in Documents/ })
        .getAttribute('href'),
    ).toBe('/document-management');
    expect(requests.find((r) => r.path.startsWith('/api/onboarding/tasks'))?.path).toContain('status=open');
    await user.click(within(first).getByRole('checkbox', { name: 'Mark Set up the laptop as done' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'done' }));
  });

  it('lets hr add a template, checking its tasks before sending it', async () => {
    answerOnboarding('hr');
    answerOrganizationLists([department(id(701))]);
    server.use(
      answer(
        'post',
        '/onboarding/templates',
        TemplateSchema,
        ({ body }) => template(2, body as Partial<Template>),
        {
          status: 201,
        },
      ),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage('/onboarding?tab=templates');
    await screen.findAllByTestId('template-row');
    await user.click(screen.getByRole('button', { name: 'New template' }));
    const form = await screen.findByTestId('template-form');
    const offset = within(form).getByLabelText('Task 1: Due, in days from the date');
    await user.clear(offset);
    await user.type(offset, '200');
    await user.click(within(form).getByRole('button', { name: 'Add template' }));
    expect(await within(form).findByText('Give the template a name of at least 3 characters')).toBeTruthy();
    expect(within(form).getByText('Give the task a title of at least 3 characters')).toBeTruthy();
    expect(within(form).getByText('A task is due at most 180 days after the date')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText('Name'), 'Engineering joiners');
    await user.type(within(form).getByLabelText('Task 1: Title'), 'Set up the laptop');
    await user.clear(offset);
    await user.type(offset, '-3');
    expect(within(form).getByText('Due 3 days before the joining date.')).toBeTruthy();
    await user.click(await within(form).findByRole('checkbox', { name: 'Engineering' }));

    await user.click(within(form).getByRole('button', { name: 'Add task' }));
    await user.type(within(form).getByLabelText('Task 2: Title'), 'Upload an ID proof');
    await user.selectOptions(within(form).getByLabelText('Task 2: Who does it'), 'employee');
    await user.selectOptions(within(form).getByLabelText('Task 2: Collect a document'), 'id_proof');
    await user.click(within(form).getByRole('button', { name: 'Move task 2 up' }));
    await user.click(within(form).getByRole('button', { name: 'Add template' }));
    await waitFor(() => expect(screen.queryByTestId('template-form')).toBeNull());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Engineering joiners',
      kind: 'onboarding',
      departmentIds: [id(701)],
      designationIds: [],
      officeIds: [],
      tasks: [
        {
          title: 'Upload an ID proof',
          description: '',
          assigneeRole: 'employee',
          assigneeEmployeeId: null,
          dueOffsetDays: 0,
          documentCategory: 'id_proof',
        },
        {
          title: 'Set up the laptop',
          description: '',
          assigneeRole: 'hr',
          assigneeEmployeeId: null,
          dueOffsetDays: -3,
          documentCategory: null,
        },
      ],
    });
  });

  it('offers to archive a template checklists were started from instead of deleting it', async () => {
    answerOnboarding('hr', { templates: [template(1, { used: 3 })] });
    server.use(
      answerError(
        'delete',
        `/onboarding/templates/${id(401)}`,
        409,
        apiError(409, 'Checklists were started from this template, so it is kept: archive it instead.'),
      ),
      answer(
        'patch',
        `/onboarding/templates/${id(401)}`,
        TemplateSchema,
        template(1, { status: 'archived' }),
      ),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage('/onboarding?tab=templates');
    await screen.findAllByTestId('template-row');
    await deleteRefusedThenInstead(user, {
      row: 'Template 1',
      confirm: 'Delete template',
      refusal: /archive it instead/,
      instead: 'Archive instead',
    });
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'archived' });
  });

  it('starts a checklist for the person hr picks, and says why one cannot start', async () => {
    answerOnboarding('hr');
    server.use(
      answer('get', '/employees', EmployeeListResponseSchema, {
        items: [
          {
            id: MEERA.id,
            firstName: 'Meera',
            lastName: 'Iyer',
            name: 'Meera Iyer',
            designation: null,
            department: null,
            workEmail: 'meera@example.com',
            photoUrl: null,
          },
        ],
        total: 1,
        page: 1,
        limit: 20,
      }),
      answerError(
        'post',
        '/onboarding/checklists',
        409,
        apiError(409, 'A checklist of this kind is already under way for this person.'),
      ),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start checklist' }));
    const form = await screen.findByTestId('start-checklist-form');
    await user.click(within(form).getByRole('button', { name: 'Start checklist' }));
    expect(await within(form).findByText('Choose the person')).toBeTruthy();
    await user.type(within(form).getByRole('combobox', { name: 'Person' }), 'Meera');
    await user.click(await screen.findByRole('option', { name: /Meera Iyer/ }));
    await user.click(within(form).getByRole('radio', { name: 'Offboarding' }));
    expect(within(form).getByRole('option', { name: 'Best match' })).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Start checklist' }));
    expect(
      await within(form).findByText('A checklist of this kind is already under way for this person.'),
    ).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      employeeId: MEERA.id,
      kind: 'offboarding',
    });
  });
});
