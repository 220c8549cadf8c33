import { type Task, TaskListResponseSchema, TaskSchema } from '@hrms/contracts/onboarding';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, recordRequests, server } from '../../../test/msw';
import { onboardingTask } from '../../../test/onboarding-tasks';
import { renderRoutes, sampleUser } from '../../../test/render';
import { OnboardingTasksPanel } from './my-day-panels';

const ME = sampleUser.employee!;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function task(n: number, overrides: Partial<Task> = {}): Task {
  return onboardingTask(
    n,
    { id: ME.id, name: 'Riya Sharma' },
    { assigneeRole: 'employee', assignee: { employeeId: ME.id, name: 'Riya Sharma' }, ...overrides },
  );
}

function answerTasks(items: Task[]) {
  server.use(
    answer('get', '/onboarding/tasks', TaskListResponseSchema, {
      items,
      total: items.length,
      page: 1,
      limit: 5,
      overdue: items.filter((t) => t.overdue).length,
    }),
  );
}

function renderPanel() {
  return renderRoutes(
    [
      {
        path: 'dashboard',
        element: (
          <>
            <h1>Dashboard</h1>
            <OnboardingTasksPanel employeeId={ME.id} />
          </>
        ),
      },
    ],
    '/dashboard',
  );
}

describe('my onboarding tasks on the dashboard', () => {
  it('lets a new joiner tick off a task and sends them to Documents for a document', async () => {
    const policy = task(1, { title: 'Read the handbook', overdue: true, dueDate: '2026-01-10' });
    const proof = task(2, { title: 'Upload an ID proof', documentCategory: 'id_proof', canComplete: false });
    answerTasks([policy, proof]);
    server.use(answer('patch', '/onboarding/tasks/:id', TaskSchema, { ...policy, status: 'done' }));
    const requests = recordRequests();
    const user = userEvent.setup();
    renderPanel();
    const [first, second] = (await screen.findAllByTestId('onboarding-task')) as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Overdue')).toBeTruthy();
    expect(within(first).getByText(/was due 10 Jan 2026/)).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Read the handbook' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /All my tasks/ }).getAttribute('href')).toBe(
      '/onboarding?tab=tasks',
    );
    expect(within(second).queryByRole('checkbox')).toBeNull();
    expect(
      within(second).getByRole('link', { name: 'Upload your ID proof under Documents' }).getAttribute('href'),
    ).toBe('/document-management');

    await user.click(within(first).getByRole('checkbox', { name: 'Mark Read the handbook as done' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
        path: `/api/onboarding/tasks/${policy.id}`,
        body: { status: 'done' },
      }),
    );
  });

  it('links each task to its checklist', async () => {
    answerTasks([task(1, { title: 'Set up the laptop', employee: { id: id(101), name: 'Arjun Mehta' } })]);
    renderPanel();
    const row = await screen.findByTestId('onboarding-task');
    expect(within(row).getByRole('link', { name: 'Set up the laptop' }).getAttribute('href')).toBe(
      `/onboarding?checklist=${id(201)}`,
    );
    expect(within(row).getByText(/Onboarding of Arjun Mehta/)).toBeTruthy();
  });

  it('shows nothing when no task is open', async () => {
    answerTasks([]);
    const { queryClient } = renderPanel();
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ queryKey: ['dashboard'] })[0]?.state.status).toBe(
        'success',
      ),
    );
    expect(screen.queryByText('My onboarding tasks')).toBeNull();
  });
});
