/** Onboarding tasks as the API answers them, for the tests of the pages that list them. */
import type { Task } from '@hrms/contracts/onboarding';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * Task `n` of one onboarding checklist of `employee`: open, for hr on the first day, due far ahead,
 * with no document or comments, that its viewer may tick off.
 */
export function onboardingTask(n: number, employee: Task['employee'], overrides: Partial<Task> = {}): Task {
  return {
    id: id(300 + n),
    checklistId: id(201),
    kind: 'onboarding',
    employee,
    title: `Task ${n}`,
    description: '',
    phase: 'first_day',
    assigneeRole: 'hr',
    assignee: null,
    dueDate: '2099-12-12',
    status: 'open',
    overdue: false,
    documentCategory: null,
    document: null,
    completedBy: null,
    completedAt: null,
    comments: 0,
    canComplete: true,
    ...overrides,
  };
}
