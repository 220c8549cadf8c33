import type { Task } from '@hrms/contracts/onboarding';
import { describe, expect, it } from 'vitest';
import {
  audienceText,
  documentState,
  dueOffsetLabel,
  dueText,
  groupByPhase,
  progressText,
  startDateLabel,
} from './onboarding-format';
import { templateCandidate, templateFieldOf, templateFormValues, templateResolver } from './template-form';

const RESOLVE_OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;
const COLLEAGUE = '00000000-0000-4000-8000-000000000901';

describe('onboarding formats', () => {
  it('says when a task falls from its offset', () => {
    expect(dueOffsetLabel(-3)).toBe('3 days before the date');
    expect(dueOffsetLabel(-1)).toBe('1 day before the date');
    expect(dueOffsetLabel(0)).toBe('on the day');
    expect(dueOffsetLabel(5)).toBe('5 days after the date');
    expect(dueOffsetLabel(1, 'the joining date')).toBe('1 day after the joining date');
  });

  it('reads the date a checklist counts from as ahead or past', () => {
    expect(startDateLabel('onboarding', '2026-12-12', '2026-11-01')).toBe('Joins 12 Dec 2026');
    expect(startDateLabel('onboarding', '2026-10-12', '2026-11-01')).toBe('Joined 12 Oct 2026');
    expect(startDateLabel('offboarding', '2026-11-01', '2026-11-01')).toBe('Leaves 1 Nov 2026');
    expect(startDateLabel('offboarding', '2026-10-31', '2026-11-01')).toBe('Left 31 Oct 2026');
  });

  it('counts progress and says when a task is or was due', () => {
    expect(progressText(3, 8)).toBe('3 of 8 tasks done');
    expect(progressText(0, 1)).toBe('0 of 1 task done');
    const task = { status: 'open', dueDate: '2026-03-05', overdue: false, completedAt: null } as const;
    expect(dueText(task)).toBe('Due 5 Mar 2026');
    expect(dueText({ ...task, overdue: true })).toBe('Was due 5 Mar 2026');
    expect(dueText({ ...task, status: 'skipped' })).toBe('Skipped · was due 5 Mar 2026');
  });

  it('tells where a document to collect stands', () => {
    expect(documentState({ documentCategory: null, document: null })).toBeNull();
    expect(documentState({ documentCategory: 'id_proof', document: null })).toBe('missing');
    expect(
      documentState({
        documentCategory: 'id_proof',
        document: { id: COLLEAGUE, title: 'Passport', status: 'rejected' },
      }),
    ).toBe('rejected');
  });

  it('groups tasks by phase in the phases’ order, leaving out empty ones', () => {
    const tasks = [
      { id: 'a', phase: 'first_week' },
      { id: 'b', phase: 'before_start' },
      { id: 'c', phase: 'first_week' },
    ] as (Pick<Task, 'phase'> & { id: string })[];
    expect(groupByPhase(tasks).map((g) => [g.label, g.tasks.map((t) => t.id)])).toEqual([
      ['Before the first day', ['b']],
      ['First week', ['a', 'c']],
    ]);
  });

  it('says whom a template is for', () => {
    expect(audienceText({ departmentIds: [], designationIds: [], officeIds: [] })).toBe('Everyone');
    expect(
      audienceText({ departmentIds: [COLLEAGUE, COLLEAGUE], designationIds: [], officeIds: [COLLEAGUE] }),
    ).toBe('2 departments · 1 office');
  });
});

describe('the template form', () => {
  const values = templateFormValues(null);

  it('refuses an offset outside the limits, an empty one and an IT task with nobody named', async () => {
    const result = await templateResolver(
      {
        ...values,
        name: 'Engineering joiners',
        tasks: [
          { ...values.tasks[0]!, title: 'Laptop', dueOffsetDays: '181' },
          { ...values.tasks[0]!, title: 'Badge', dueOffsetDays: '-61' },
          { ...values.tasks[0]!, title: 'Welcome', dueOffsetDays: '' },
          { ...values.tasks[0]!, title: 'Accounts', assigneeRole: 'it' },
        ],
      },
      undefined,
      RESOLVE_OPTIONS,
    );
    const tasks = result.errors.tasks as unknown as Record<number, Record<string, { message: string }>>;
    expect(tasks[0]?.dueOffsetDays?.message).toBe('A task is due at most 180 days after the date');
    expect(tasks[1]?.dueOffsetDays?.message).toBe('A task is due at most 60 days before the date');
    expect(tasks[2]?.dueOffsetDays?.message).toBe('Give the due offset in days');
    expect(tasks[3]?.assigneeEmployeeId?.message).toBe('Choose the colleague who does an IT task');
  });

  it('sends a colleague only for an IT task and a document only for the person’s own task', () => {
    const body = templateCandidate({
      ...values,
      tasks: [
        {
          ...values.tasks[0]!,
          assigneeRole: 'hr',
          assigneeEmployeeId: COLLEAGUE,
          documentCategory: 'id_proof',
        },
        { ...values.tasks[0]!, assigneeRole: 'employee', documentCategory: 'id_proof', dueOffsetDays: '-3' },
        { ...values.tasks[0]!, assigneeRole: 'it', assigneeEmployeeId: COLLEAGUE },
      ],
    });
    expect(body.tasks).toMatchObject([
      { assigneeEmployeeId: null, documentCategory: null, dueOffsetDays: 0 },
      { assigneeEmployeeId: null, documentCategory: 'id_proof', dueOffsetDays: -3 },
      { assigneeEmployeeId: COLLEAGUE, documentCategory: null },
    ]);
  });

  it('puts the server’s messages on the template form’s fields, others on the form', () => {
    expect(templateFieldOf('body.tasks.2.dueOffsetDays')).toBe('tasks.2.dueOffsetDays');
    expect(templateFieldOf('body.officeIds.0')).toBe('officeIds');
    expect(templateFieldOf('body.tasks')).toBe('tasks');
    expect(templateFieldOf('body.status')).toBeNull();
  });
});
