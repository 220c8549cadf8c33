import { DepartmentListResponseSchema } from '@hrms/contracts/organization';
import type { Role } from '@hrms/contracts/roles';
import {
  ComplianceResponseSchema,
  type ComplianceRow,
  type Course,
  CourseDetailSchema,
  CourseListResponseSchema,
  CourseSchema,
  type Enrolment,
  EnrolmentListResponseSchema,
  EnrolmentSchema,
  type Session,
} from '@hrms/contracts/training';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { department } from '../../../test/organization';
import { renderRoutes, sampleUser } from '../../../test/render';
import { deleteRefusedThenInstead } from '../../../test/steps';
import { TrainingPage } from './training-page';

const ME = sampleUser.employee;
const CREATED = '2026-01-05T04:00:00.000Z';
const ENGINEERING = department('00000000-0000-4000-8000-000000000401');

function course(n: number, overrides: Partial<Course> = {}): Course {
  return {
    id: `00000000-0000-4000-8000-00000000010${n}`,
    title: `Course ${n}`,
    description: `What course ${n} teaches`,
    delivery: 'self-paced',
    durationMinutes: 90,
    materials: [],
    mandatory: null,
    status: 'active',
    upcomingSessions: 0,
    enrolled: 0,
    completed: 0,
    myEnrolment: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

const fireSafety = course(1, {
  title: 'Fire safety',
  mandatory: { departmentIds: [], roles: [], from: '2026-01-01', dueWithinDays: 30 },
  materials: [{ title: 'Evacuation plan', url: 'https://example.com/evacuation.pdf' }],
});
const firstAid = course(2, {
  title: 'First aid',
  delivery: 'sessions',
  durationMinutes: 180,
  upcomingSessions: 1,
});
const oldCourse = course(3, { title: 'Old induction', status: 'archived' });

const fullSession: Session = {
  id: '00000000-0000-4000-8000-000000000201',
  courseId: firstAid.id,
  startsAt: '2099-03-05T04:30:00.000Z',
  endsAt: '2099-03-05T07:30:00.000Z',
  trainer: { employeeId: null, name: 'Priya Menon' },
  location: 'Training room',
  timeZone: 'Asia/Kolkata',
  link: null,
  seats: 12,
  taken: 12,
  waitlisted: 2,
};

function enrolment(overrides: Partial<Enrolment> = {}): Enrolment {
  return {
    id: '00000000-0000-4000-8000-000000000301',
    courseId: firstAid.id,
    courseTitle: firstAid.title,
    sessionId: fullSession.id,
    sessionStartsAt: fullSession.startsAt,
    sessionTimeZone: fullSession.timeZone,
    employee: { id: ME.id, name: 'Riya Sharma' },
    status: 'enrolled',
    waitlistPosition: null,
    score: null,
    completedAt: null,
    assignedBy: null,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** Who is looking: set with the answers, handed to the page as the app's route does. */
let viewerRole: Role = 'employee';

function answerTraining(
  role: Role,
  {
    courses = [fireSafety, firstAid],
    enrolments = [] as Enrolment[],
    mandatory = [] as ComplianceRow[],
  } = {},
) {
  viewerRole = role;
  server.use(
    answer('get', '/training/courses', CourseListResponseSchema, ({ url }) => {
      const status = url.searchParams.get('status');
      const items = courses.filter((c) => !status || c.status === status);
      return { items, total: items.length, page: 1, limit: Number(url.searchParams.get('limit') ?? 20) };
    }),
    answer('get', '/training/enrolments', EnrolmentListResponseSchema, {
      items: enrolments,
      total: enrolments.length,
      page: 1,
      limit: 10,
    }),
    answer('get', '/training/compliance', ComplianceResponseSchema, {
      items: mandatory,
      total: mandatory.length,
      page: 1,
      limit: 100,
      summary: {
        completed: mandatory.filter((r) => r.status === 'completed').length,
        due: mandatory.filter((r) => r.status === 'due').length,
        overdue: mandatory.filter((r) => r.status === 'overdue').length,
      },
    }),
  );
}

function renderPage(path = '/training') {
  const viewer = { role: viewerRole, employeeId: sampleUser.employee?.id ?? null };
  return renderRoutes([{ path: 'training', element: <TrainingPage viewer={viewer} /> }], path);
}

describe('the training page', { timeout: 15_000 }, () => {
  it('shows the catalogue, what is mandatory for me and my enrolments', async () => {
    answerTraining('employee', {
      enrolments: [enrolment({ status: 'waitlisted', waitlistPosition: 2 })],
      mandatory: [
        {
          employee: { id: ME.id, name: 'Riya Sharma', department: 'Engineering' },
          course: { id: fireSafety.id, title: fireSafety.title },
          dueOn: '2026-02-04',
          status: 'overdue',
          completedAt: null,
        },
      ],
    });
    renderPage();
    const cards = await screen.findAllByTestId('catalogue-course');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Fire safety',
      'First aid',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('Mandatory')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('1 h 30 min')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('In sessions')).toBeTruthy();

    const mandatory = await screen.findByTestId('mandatory-course');
    expect(within(mandatory).getByText('Overdue')).toBeTruthy();
    expect(within(mandatory).getByText('Was due on 4 Feb 2026')).toBeTruthy();
    const mine = await screen.findByTestId('my-enrolment');
    expect(within(mine).getByText('Number 2 on the waitlist')).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Cancel your place in First aid' })).toBeTruthy();
  });

  it('keeps the Manage tab from an employee', async () => {
    answerTraining('employee');
    renderPage('/training?tab=manage');
    await screen.findAllByTestId('catalogue-course');
    expect(screen.queryByRole('tab', { name: /Manage courses/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: /Compliance/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New course' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Enrol someone/ })).toBeNull();
  });

  it('gives hr the Manage tab with archived courses too', async () => {
    answerTraining('hr', { courses: [fireSafety, firstAid, oldCourse] });
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole('tab', { name: /Manage courses/ }));
    expect(router.state.location.search).toBe('?tab=manage');
    const rows = await screen.findAllByTestId('manage-course');
    expect(rows).toHaveLength(3);
    expect(within(rows[2] as HTMLElement).getByText('Archived')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New course' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Compliance/ })).toBeTruthy();
  });

  it('puts me on the waitlist of a full session and says where I stand', async () => {
    answerTraining('employee');
    server.use(
      answer('get', `/training/courses/${firstAid.id}`, CourseDetailSchema, {
        ...firstAid,
        sessions: [fullSession],
      }),
      answer(
        'post',
        '/training/enrolments',
        EnrolmentSchema,
        enrolment({ status: 'waitlisted', waitlistPosition: 3 }),
        { status: 201 },
      ),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Enrol in First aid' }));
    const dialog = await screen.findByTestId('enrol-dialog');
    expect(await within(dialog).findByText('12 of 12 seats taken')).toBeTruthy();
    expect(within(dialog).getByText(/Full — you will be waitlisted/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Enrol' }));
    expect(await within(dialog).findByText('Choose a session')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('radio'));
    await user.click(within(dialog).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(dialog).findByText(/You are number 3 on the waitlist/)).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      courseId: firstAid.id,
      sessionId: fullSession.id,
    });
  });

  it('opens the course a link names, its materials opening safely in a new tab', async () => {
    answerTraining('employee');
    server.use(
      answer('get', `/training/courses/${fireSafety.id}`, CourseDetailSchema, {
        ...fireSafety,
        sessions: [],
      }),
    );
    renderPage(`/training?course=${fireSafety.id}`);
    const detail = await screen.findByTestId('course-detail');
    const link = await within(detail).findByRole('link', { name: /Evacuation plan/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(detail).getByText(/Mandatory for everyone in every department/)).toBeTruthy();
  });

  it('enrols me at once in a self-paced course', async () => {
    answerTraining('employee');
    server.use(
      answer(
        'post',
        '/training/enrolments',
        EnrolmentSchema,
        enrolment({
          courseId: fireSafety.id,
          courseTitle: fireSafety.title,
          sessionId: null,
          sessionStartsAt: null,
        }),
        { status: 201 },
      ),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Enrol in Fire safety' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        courseId: fireSafety.id,
        sessionId: null,
      }),
    );
    expect(screen.queryByTestId('enrol-dialog')).toBeNull();
  });

  it('lets hr add a course, checking the fields before sending it', async () => {
    answerTraining('hr');
    server.use(
      answer('post', '/training/courses', CourseSchema, ({ body }) => course(4, body as Partial<Course>), {
        status: 201,
      }),
      answer('get', '/organization/departments', DepartmentListResponseSchema, { items: [ENGINEERING] }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage('/training?tab=manage');
    await user.click(await screen.findByRole('button', { name: 'New course' }));
    const form = await screen.findByTestId('course-form');
    await user.clear(within(form).getByLabelText('Duration in minutes'));
    await user.click(within(form).getByRole('button', { name: 'Add material' }));
    await user.click(within(form).getByRole('button', { name: 'Add course' }));
    expect(await within(form).findByText('Give a title of at least 3 characters')).toBeTruthy();
    expect(within(form).getByText('Give the duration in minutes')).toBeTruthy();
    expect(within(form).getByText('Name the material')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText('Title'), 'Data privacy');
    await user.type(within(form).getByLabelText('Duration in minutes'), '45');
    await user.type(within(form).getByLabelText('Material 1 name'), 'Policy');
    await user.type(within(form).getByLabelText('Material 1 address'), 'https://example.com/policy');
    await user.click(within(form).getByRole('switch', { name: 'Mandatory' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Manager' }));
    await user.click(await within(form).findByRole('checkbox', { name: 'Engineering' }));
    const days = within(form).getByLabelText('Due within days');
    await user.clear(days);
    await user.type(days, '14');
    await user.click(within(form).getByRole('button', { name: 'Add course' }));
    await waitFor(() => expect(screen.queryByTestId('course-form')).toBeNull());
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      title: 'Data privacy',
      delivery: 'self-paced',
      durationMinutes: 45,
      materials: [{ title: 'Policy', url: 'https://example.com/policy' }],
      mandatory: { departmentIds: [ENGINEERING.id], roles: ['manager'], dueWithinDays: 14 },
    });
  });

  it('offers to archive a course that cannot be deleted', async () => {
    answerTraining('hr');
    server.use(
      answerError(
        'delete',
        `/training/courses/${firstAid.id}`,
        409,
        apiError(409, 'People have enrolled in this course, so it is kept: archive it instead.'),
      ),
      answer('patch', `/training/courses/${firstAid.id}`, CourseSchema, { ...firstAid, status: 'archived' }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPage('/training?tab=manage');
    await screen.findAllByTestId('manage-course');
    await deleteRefusedThenInstead(user, {
      row: 'First aid',
      confirm: 'Delete course',
      refusal: /archive it instead/,
      instead: 'Archive instead',
    });
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'archived' });
  });
});
