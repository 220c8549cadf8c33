import { DepartmentListResponseSchema } from '@hrms/contracts/organization';
import {
  PayrollOpenMonthSchema,
  type PayrollRun,
  PayrollRunSchema,
  PayrollSummarySchema,
  SalarySlipListResponseSchema,
} from '@hrms/contracts/payroll';
import { UPDATE_EVENT_QUERY_KEYS } from '@hrms/contracts/realtime';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../../test/msw';
import { renderRoutes } from '../../../../test/render';
import { EMPTY_PAGE, payrollRun, payrollSummary, RAHUL } from '../../testing/slip-fixtures';
import { PayRunsPanel } from './pay-runs-panel';

// The panel keeps the run it started in the tab's session storage, which setup.ts leaves alone.
afterEach(() => window.sessionStorage.clear());

/** The middle of November 2026: the server names October as the month to pay. */
const NOW = new Date(2026, 10, 15, 12);

/**
 * What the realtime provider does with a `payroll-update` (app/providers): every query under the
 * event's keys is stale. A feature may not import the provider, so its test does the same by the
 * contract's table.
 */
async function payrollUpdate(queryClient: QueryClient) {
  await act(async () => {
    for (const key of UPDATE_EVENT_QUERY_KEYS['payroll-update']) {
      await queryClient.invalidateQueries({ queryKey: [key] });
    }
  });
}

/** The panel on its own page. */
function renderPanel() {
  return renderRoutes([{ path: '/', element: <PayRunsPanel now={NOW} /> }], '/');
}

/** The month's summary, as the server answers it for any month. */
function summaryOf(patch: Parameters<typeof payrollSummary>[0]) {
  return answer('get', '/payroll/summary/:month/:year', PayrollSummarySchema, payrollSummary(patch));
}

/** The text that describes an element, as a screen reader reads it after its name. */
const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

function answerMonth(run: { current: PayrollRun }) {
  server.use(
    answer('get', '/payroll/open-month', PayrollOpenMonthSchema, { year: 2026, month: 10 }),
    answer('get', '/organization/departments', DepartmentListResponseSchema, { items: [] }),
    summaryOf({ employed: 40 }),
    answer('get', '/payroll/salary-slips', SalarySlipListResponseSchema, EMPTY_PAGE),
    answer('post', '/payroll/bulk-generate/:month/:year', PayrollRunSchema, () => run.current, {
      status: 202,
    }),
    answer('get', '/payroll/runs/:id', PayrollRunSchema, () => run.current),
  );
}

const bar = () => screen.getByRole('progressbar', { name: 'Pay run progress' });

describe('a pay run', () => {
  it('asks first, naming the month and the people, then follows the run’s progress as events arrive', async () => {
    const requests = recordRequests();
    const run = { current: payrollRun() };
    answerMonth(run);
    const user = userEvent.setup();
    const { queryClient } = renderPanel();

    expect(((await screen.findByLabelText('Month')) as HTMLSelectElement).value).toBe('2026-10');
    await user.click(screen.getByRole('button', { name: 'Run payroll' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Run payroll for October 2026?' });
    await waitFor(() =>
      expect(within(confirm).getByTestId('run-confirm-description').textContent).toContain('40 people'),
    );
    await user.click(within(confirm).getByRole('button', { name: 'Run payroll' }));

    expect(await screen.findByText('Running payroll for October 2026')).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('0');
    expect(bar().getAttribute('aria-valuemax')).toBe('40');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/payroll/bulk-generate/10/2026',
    ]);
    expect(screen.getByRole('button', { name: 'Run payroll' }).hasAttribute('disabled')).toBe(true);

    run.current = payrollRun({ done: 25 });
    await payrollUpdate(queryClient);
    await waitFor(() => expect(bar().getAttribute('aria-valuenow')).toBe('25'), { timeout: 1000 });
    expect(screen.getByTestId('run-count').textContent).toBe('25 of 40 people done');

    run.current = payrollRun({
      status: 'done',
      done: 40,
      failures: [{ employeeId: RAHUL.id, name: RAHUL.name, reason: 'No salary in force in October 2026' }],
      finishedAt: '2026-11-02T06:31:00.000Z',
    });
    await payrollUpdate(queryClient);
    expect(await screen.findByText('Payroll for October 2026 is run', {}, { timeout: 1000 })).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByTestId('run-failures-count').textContent).toBe('1 failure');
    const failure = screen.getByTestId('run-failure');
    expect(failure.textContent).toContain('No salary in force in October 2026');
    expect(within(failure).getByRole('link', { name: 'Rahul Verma' }).getAttribute('href')).toBe(
      `/payroll?tab=salaries&employee=${RAHUL.id}`,
    );
    expect(screen.getByRole('button', { name: 'Run payroll' }).hasAttribute('disabled')).toBe(false);
  });

  it('keeps the month’s files closed, saying why, until a slip of it is final', async () => {
    answerMonth({ current: payrollRun() });
    renderPanel();
    const downloads = await screen.findByRole('button', { name: 'Downloads' });
    expect(downloads.hasAttribute('disabled')).toBe(true);
    expect(downloads.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(downloads.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^Files open once a slip of October 2026 is finalised/,
    );
    expect(await screen.findByText('No slips for October 2026 yet')).toBeTruthy();
  });

  it('finalises the month all or none: the people without a bank account are named, nothing is final', async () => {
    answerMonth({ current: payrollRun() });
    server.use(
      summaryOf({ slips: 40, byStatus: { draft: 0, calculated: 40, finalised: 0 } }),
      answerError(
        'patch',
        '/payroll/finalize/:month/:year',
        400,
        apiError(400, 'Some fields are not valid', {
          details: [
            {
              field: 'employeeId',
              message: 'Rahul Verma has no bank account and IFSC on record: add them before finalising',
            },
            {
              field: 'employeeId',
              message: 'Sneha Pillai has no bank account and IFSC on record: add them before finalising',
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderPanel();
    const finalise = await screen.findByRole('button', { name: 'Finalise month' });
    await waitFor(() => expect(finalise.hasAttribute('disabled')).toBe(false));
    await user.click(finalise);
    const confirm = await screen.findByRole('alertdialog', { name: 'Finalise October 2026?' });
    expect(confirm.textContent).toContain('All 40 calculated slips of October 2026 become final together');
    await user.click(within(confirm).getByRole('button', { name: 'Finalise month' }));
    const lines = await within(confirm).findByTestId('refusal-lines');
    expect([...lines.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Rahul Verma has no bank account and IFSC on record: add them before finalising',
      'Sneha Pillai has no bank account and IFSC on record: add them before finalising',
    ]);
    // Nothing was finalised: the month's files stay closed (behind the question, hidden from the tree).
    expect(screen.getByRole('button', { name: 'Downloads', hidden: true }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('a department chosen steers the figures, the run’s question and finalising; the files stay the company’s', async () => {
    const requests = recordRequests();
    answerMonth({ current: payrollRun() });
    const SALES = {
      id: '00000000-0000-4000-8000-0000000000d1',
      name: 'Sales',
      code: 'SAL',
      headcount: 6,
      people: 6,
      parentId: null,
      headEmployeeId: null,
      headName: null,
    };
    server.use(
      answer('get', '/organization/departments', DepartmentListResponseSchema, {
        items: [SALES],
      }),
      answer('get', '/payroll/summary/:month/:year', PayrollSummarySchema, ({ url }) =>
        url.searchParams.get('departmentId') === SALES.id
          ? payrollSummary({ employed: 6, slips: 5, byStatus: { draft: 0, calculated: 5, finalised: 0 } })
          : payrollSummary({ employed: 40, slips: 40, byStatus: { draft: 0, calculated: 35, finalised: 5 } }),
      ),
    );
    const user = userEvent.setup();
    renderPanel();
    await waitFor(() =>
      expect(screen.getByTestId('run-summary-scope').textContent).toBe(
        'The whole company: 40 people are employed in the month, each with a slip.',
      ),
    );
    await user.selectOptions(await screen.findByLabelText('Department'), 'Sales');
    await waitFor(() =>
      expect(screen.getByTestId('run-summary-scope').textContent).toBe(
        'Sales only: 6 people are employed in the month, 1 without a slip yet.',
      ),
    );
    expect(requests.some((r) => r.path === `/api/payroll/summary/10/2026?departmentId=${SALES.id}`)).toBe(
      true,
    );
    // Some of the company's slips are final: its files open, whatever the department.
    expect(screen.getByRole('button', { name: 'Downloads' }).hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Run payroll' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Run payroll for October 2026?' });
    expect(within(confirm).getByTestId('run-confirm-description').textContent).toContain(
      'for 6 people in Sales',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Finalise month' }));
    expect(
      (await screen.findByRole('alertdialog', { name: /^Finalise October 2026/ })).textContent,
    ).toContain('All 5 calculated slips of October 2026 in Sales become final together, or none does.');
  });

  it('opens on the month the server names as the first not yet finalised', async () => {
    answerMonth({ current: payrollRun() });
    server.use(answer('get', '/payroll/open-month', PayrollOpenMonthSchema, { year: 2026, month: 11 }));
    renderPanel();
    expect(screen.getByText('Finding the month to pay…')).toBeTruthy();
    expect(((await screen.findByLabelText('Month')) as HTMLSelectElement).value).toBe('2026-11');
  });

  it('a month whose slips are all final offers no run, and says why', async () => {
    answerMonth({ current: payrollRun() });
    server.use(
      summaryOf({
        employed: 40,
        slips: 40,
        allFinalised: true,
        byStatus: { draft: 0, calculated: 0, finalised: 40 },
      }),
    );
    renderPanel();
    const run = await screen.findByRole('button', { name: 'Run payroll' });
    await waitFor(() => expect(run.hasAttribute('disabled')).toBe(true));
    expect(description(run)).toContain(
      'Every slip of October 2026 is finalised: a correction is an adjustment in a later month.',
    );
  });

  it('before the pay day the month is a preview: finalising waits, saying from when', async () => {
    answerMonth({ current: payrollRun() });
    server.use(
      summaryOf({
        employed: 40,
        slips: 40,
        payDay: '2026-10-30',
        finalisable: false,
        byStatus: { draft: 0, calculated: 40, finalised: 0 },
      }),
    );
    renderPanel();
    const finalise = await screen.findByRole('button', { name: 'Finalise month' });
    await waitFor(() => expect(finalise.getAttribute('aria-describedby')).toBeTruthy());
    expect(finalise.hasAttribute('disabled')).toBe(true);
    expect(description(finalise)).toMatch(
      /October 2026 can be finalised from its pay day, 30.*2026; until then its slips are a preview\./,
    );
    expect(screen.getByRole('button', { name: 'Run payroll' }).hasAttribute('disabled')).toBe(false);
  });
});
