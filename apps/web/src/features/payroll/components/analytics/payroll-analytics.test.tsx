import { type PayrollAnalytics, PayrollAnalyticsSchema } from '@hrms/contracts/payroll';
import { UPDATE_EVENT_QUERY_KEYS } from '@hrms/contracts/realtime';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../../test/msw';
import { renderRoutes } from '../../../../test/render';
import { PayrollAnalyticsPanel } from './payroll-analytics';

/** The middle of November 2026: the range opens on November 2025 to October 2026. */
const NOW = new Date(2026, 10, 15, 12);

/**
 * Five of Sneha's finalised October slips (slip-fixtures), two in September and three in October:
 * ₹95,032.26 gross, ₹87,909.26 net and ₹1,800 of employer's PF each.
 */
function analytics(patch: Partial<PayrollAnalytics> = {}): PayrollAnalytics {
  return {
    from: '2025-11',
    to: '2026-10',
    months: [
      { year: 2026, month: 9, people: 2, gross: 19_006_452, net: 17_581_852, employer: 360_000 },
      { year: 2026, month: 10, people: 3, gross: 28_509_678, net: 26_372_778, employer: 540_000 },
    ],
    byDepartment: [
      { department: 'Design', people: 1, gross: 9_503_226, net: 8_790_926, employer: 180_000 },
      { department: 'Engineering', people: 2, gross: 38_012_904, net: 35_163_704, employer: 720_000 },
    ],
    byComponent: [
      { part: 'deduction', code: 'TDS', name: 'Income tax (TDS)', amount: 2_561_500 },
      { part: 'deduction', code: 'EPF', name: 'Provident fund', amount: 900_000 },
      { part: 'deduction', code: 'PT', name: 'Professional tax', amount: 100_000 },
      { part: 'earning', code: 'BASIC', name: 'Basic', amount: 23_758_065 },
      { part: 'earning', code: 'SPECIAL', name: 'Special allowance', amount: 14_254_840 },
      { part: 'earning', code: 'HRA', name: 'House rent allowance', amount: 9_503_225 },
    ],
    totals: { slips: 5, gross: 47_516_130, net: 43_954_630, employer: 900_000 },
    ...patch,
  };
}

const NOTHING_FINALISED: Partial<PayrollAnalytics> = {
  months: [],
  byDepartment: [],
  byComponent: [],
  totals: { slips: 0, gross: 0, net: 0, employer: 0 },
};

/** Answers for the range asked, so the page shows what it asked for. */
function answerAnalytics(patch: () => Partial<PayrollAnalytics> = () => ({})) {
  server.use(
    answer('get', '/payroll/analytics', PayrollAnalyticsSchema, ({ url }) =>
      analytics({
        from: url.searchParams.get('from') ?? '',
        to: url.searchParams.get('to') ?? '',
        ...patch(),
      }),
    ),
  );
}

const renderPanel = () => renderRoutes([{ path: '/', element: <PayrollAnalyticsPanel now={NOW} /> }], '/');

/** A table's body as text, row by row: the row's name, then its cells. */
function rowsOf(name: string) {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

/** The headline tiles as label, figure and note. */
function totals() {
  return [...screen.getByTestId('analytics-totals').querySelectorAll('dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling?.textContent,
    dt.nextElementSibling?.nextElementSibling?.textContent,
  ]);
}

const analyticsCalls = (requests: { path: string }[]) =>
  requests.map((r) => r.path).filter((p) => p.startsWith('/api/payroll/analytics'));

describe('payroll analytics', () => {
  it('shows the last twelve months’ finalised pay: totals, by month, by department and by component', async () => {
    const requests = recordRequests();
    answerAnalytics();
    renderPanel();

    expect((screen.getByLabelText('From') as HTMLSelectElement).value).toBe('2025-11');
    expect((screen.getByLabelText('To') as HTMLSelectElement).value).toBe('2026-10');
    await screen.findByTestId('analytics-totals');
    expect(analyticsCalls(requests)).toEqual(['/api/payroll/analytics?from=2025-11&to=2026-10']);
    expect(totals()).toEqual([
      ['Gross pay', '₹4,75,161.30', 'Before deductions'],
      ['Net pay', '₹4,39,546.30', 'To the bank'],
      ['Employer cost', '₹4,84,161.30', 'With ₹9,000.00 in contributions'],
      ['Slips', '5', 'Finalised in 2 of 12 months'],
    ]);

    const months = rowsOf('Cost by month, November 2025 to October 2026');
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual(['November 2025', 'Not finalised']);
    // On a phone the month's gross is its one column, the rest a line under the month.
    expect(months.slice(10)).toEqual([
      [
        'September 2026Employer contributions ₹3,600.00 · Employer cost ₹1,93,664.52 · People paid 2',
        '₹1,90,064.52',
        '₹3,600.00',
        '₹1,93,664.52',
        '2',
      ],
      [
        'October 2026Employer contributions ₹5,400.00 · Employer cost ₹2,90,496.78 · People paid 3',
        '₹2,85,096.78',
        '₹5,400.00',
        '₹2,90,496.78',
        '3',
      ],
    ]);

    // The largest cost first, whatever the server's order.
    expect(rowsOf('Cost by department, November 2025 to October 2026')).toEqual([
      ['EngineeringPeople 2', '2', '₹3,87,329.04'],
      ['DesignPeople 1', '1', '₹96,832.26'],
    ]);

    expect(rowsOf('Earnings, November 2025 to October 2026')).toEqual([
      ['Basic', '₹2,37,580.65'],
      ['Special allowance', '₹1,42,548.40'],
      ['House rent allowance', '₹95,032.25'],
    ]);
    expect(rowsOf('Deductions, November 2025 to October 2026')).toEqual([
      ['Income tax (TDS)', '₹25,615.00'],
      ['Provident fund', '₹9,000.00'],
      ['Professional tax', '₹1,000.00'],
    ]);
    const employer = screen.getByRole('region', { name: 'Employer contributions' });
    expect(within(employer).queryByRole('table')).toBeNull();
    expect(employer.textContent).toContain('None in this range.');
  });

  it('asks again for the range chosen, and refuses a range that ends before it starts', async () => {
    const requests = recordRequests();
    answerAnalytics();
    const user = userEvent.setup();
    renderPanel();
    await screen.findByTestId('analytics-totals');

    await user.selectOptions(screen.getByLabelText('From'), '2026-01');
    expect(
      await screen.findByRole('table', { name: 'Cost by month, January 2026 to October 2026' }),
    ).toBeTruthy();
    expect(rowsOf('Cost by month, January 2026 to October 2026')).toHaveLength(10);

    await user.selectOptions(screen.getByLabelText('To'), '2025-12');
    const to = screen.getByLabelText('To');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(to.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The range cannot end before it starts: choose January 2026 or a later month.',
    );
    // The figures stay on the last good range.
    expect(screen.getByRole('table', { name: 'Cost by month, January 2026 to October 2026' })).toBeTruthy();

    await user.selectOptions(to, '2026-06');
    expect(
      await screen.findByRole('table', { name: 'Cost by month, January 2026 to June 2026' }),
    ).toBeTruthy();
    expect(to.hasAttribute('aria-invalid')).toBe(false);
    expect(analyticsCalls(requests)).toEqual([
      '/api/payroll/analytics?from=2025-11&to=2026-10',
      '/api/payroll/analytics?from=2026-01&to=2026-10',
      '/api/payroll/analytics?from=2026-01&to=2026-06',
    ]);
  });

  it('says so when no month of the range is finalised, and where to finalise one', async () => {
    answerAnalytics(() => NOTHING_FINALISED);
    renderPanel();
    expect(await screen.findByText('No finalised pay in this range')).toBeTruthy();
    expect(screen.getByText(/on the Pay runs tab/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s refusal, with a way to try again', async () => {
    server.use(answerError('get', '/payroll/analytics', 500, apiError(500, 'The figures are not available')));
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load what pay cost');
    expect(alert.textContent).toContain('The figures are not available');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('refreshes when payroll changes, as when a month is finalised in another tab', async () => {
    let finalised: Partial<PayrollAnalytics> = NOTHING_FINALISED;
    answerAnalytics(() => finalised);
    const { queryClient } = renderPanel();
    await screen.findByText('No finalised pay in this range');

    finalised = {};
    // What the realtime provider does with a `payroll-update`, by the contract's table.
    await act(async () => {
      for (const key of UPDATE_EVENT_QUERY_KEYS['payroll-update']) {
        await queryClient.invalidateQueries({ queryKey: [key] });
      }
    });
    await waitFor(() => expect(totals()[0]).toEqual(['Gross pay', '₹4,75,161.30', 'Before deductions']));
  });
});
