import { OkResponseSchema } from '@hrms/contracts/common';
import { SalaryConfigResponseSchema } from '@hrms/contracts/payroll';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ctcRevision, SNEHA, salaryConfig } from '../testing/fixtures';
import { SalaryCard } from './salary-card';

const answerSalary = (config: ReturnType<typeof salaryConfig>) =>
  server.use(answer('get', '/payroll/config/:employeeId', SalaryConfigResponseSchema, config));

const renderCard = () =>
  renderRoutes([{ path: '/', element: <SalaryCard employeeId={SNEHA.id} showPerson /> }], '/');

const joining = ctcRevision();
const raise = ctcRevision({
  effectiveFrom: '2026-04-01',
  annualCtc: 150_000_000,
  reason: 'Annual review 2026',
  taxRegime: 'old',
  ptState: 'MH',
  declarations: { section80C: 15_000_000 },
  monthly: {
    gross: 12_320_000,
    earnings: [
      { code: 'BASIC', name: 'Basic', amount: 6_160_000 },
      { code: 'HRA', name: 'House rent allowance', amount: 3_080_000 },
      { code: 'SPECIAL', name: 'Special allowance', amount: 3_080_000 },
    ],
    deductions: [{ code: 'CANTEEN', name: 'Canteen', amount: 120_050 }],
    employerPf: 180_000,
  },
});
const nextYear = ctcRevision({ effectiveFrom: '2027-04-01', annualCtc: 180_000_000, reason: null });

describe('a person’s salary card', () => {
  it('shows the revision in force in rupees, its month in full and every revision newest first', async () => {
    answerSalary(salaryConfig([nextYear, raise, joining], raise));
    renderCard();
    const card = await screen.findByTestId('salary-card');
    expect(within(card).getByRole('heading', { name: 'Sneha Pillai’s salary' })).toBeTruthy();
    const figures = within(card).getByTestId('salary-figures');
    expect(figures.textContent).toContain('₹15,00,000.00');
    expect(within(figures).getByTestId('monthly-gross').textContent).toBe('₹1,23,200.00');
    expect(figures.textContent).toContain('₹1,800.00');
    const options = within(card).getByTestId('salary-options');
    expect(options.textContent).toContain('Old regime');
    expect(options.textContent).toContain('80C: ₹1,50,000.00 a year');
    expect(options.textContent).toContain('Maharashtra');
    expect(options.textContent).toContain('On the capped wage');
    expect(options.textContent).toContain('Member');

    const table = within(card).getByRole('table', { name: 'A full month’s salary' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('BasicBASIC₹61,600.00₹7,39,200.00');
    expect(rows).toContain('Gross₹1,23,200.00₹14,78,400.00');
    expect(rows).toContain('CanteenCANTEEN₹1,200.50₹14,406.00');
    expect(rows).toContain('Total deductions₹1,200.50₹14,406.00');

    const history = within(card).getAllByTestId('revision');
    expect(history.map((item) => item.textContent?.match(/^From \d+ \w+ \d{4}/)?.[0])).toEqual([
      'From 1 Apr 2027',
      'From 1 Apr 2026',
      'From 1 Apr 2025',
    ]);
    expect(within(history[0]!).getByText('Upcoming')).toBeTruthy();
    expect(within(history[1]!).getByText('In force')).toBeTruthy();
    expect(within(history[2]!).queryByText(/^(In force|Upcoming)$/)).toBeNull();
    expect(history[2]!.textContent).toContain('₹12,00,000.00 a year · ₹98,200.00 gross a month');
    expect(history[0]!.textContent).toContain('No reason given');
    expect(history[1]!.textContent).toContain('Annual review 2026');
    expect(history[2]!.textContent).toContain('Joining offer');
  });

  it('says plainly when the person has no salary, and offers the first revision', async () => {
    answerSalary(salaryConfig([]));
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText('No salary yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove salary' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New revision' }));
    expect(await screen.findByRole('dialog', { name: 'New salary revision' })).toBeTruthy();
  });

  it('shows the revision to come when none is in force yet', async () => {
    answerSalary(salaryConfig([nextYear], null));
    renderCard();
    expect(
      await screen.findByText('No salary is in force yet: the first revision starts on 1 Apr 2027.'),
    ).toBeTruthy();
    expect(screen.getByTestId('monthly-gross').textContent).toBe('₹98,200.00');
  });

  it('shows a failed load with its reason and a retry', async () => {
    server.use(answerError('get', '/payroll/config/:employeeId', 404, apiError(404, 'Employee not found.')));
    renderCard();
    expect(await screen.findByText('We could not load the salary')).toBeTruthy();
    expect(screen.getByText('Employee not found.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('changes only the options that changed, the declaration in paise', async () => {
    answerSalary(salaryConfig([joining]));
    const requests = recordRequests();
    server.use(
      answer('patch', '/payroll/config/:employeeId', SalaryConfigResponseSchema, salaryConfig([joining])),
    );
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Change options' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change salary options' });
    await user.click(within(dialog).getByRole('button', { name: 'Save options' }));
    expect(await within(dialog).findByText('Change at least one option to save.')).toBeTruthy();

    await user.selectOptions(within(dialog).getByLabelText('Tax regime'), 'old');
    await user.type(within(dialog).getByLabelText(/^80C declaration/), '1,50,000');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Chose the old regime');
    await user.click(within(dialog).getByRole('button', { name: 'Save options' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: `/api/payroll/config/${SNEHA.id}`,
      body: { taxRegime: 'old', declarations: { section80C: 15_000_000 }, reason: 'Chose the old regime' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('removes the salary only after asking, and shows a refusal in the question', async () => {
    answerSalary(salaryConfig([raise, joining], raise));
    const requests = recordRequests();
    server.use(
      answerError(
        'delete',
        '/payroll/config/:employeeId',
        404,
        apiError(404, 'Sneha Pillai has no salary to remove.'),
      ),
    );
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Remove salary' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Sneha Pillai’s salary?' });
    expect(confirm.textContent).toContain('All 2 revisions and their history go.');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Remove salary' }));
    expect(await within(confirm).findByText('Sneha Pillai has no salary to remove.')).toBeTruthy();

    server.use(
      answer('delete', '/payroll/config/:employeeId', OkResponseSchema, {
        ok: true,
        message: 'Sneha Pillai’s salary configuration was removed.',
      }),
    );
    answerSalary(salaryConfig([]));
    await user.click(within(confirm).getByRole('button', { name: 'Remove salary' }));
    expect(await screen.findByText('Sneha Pillai’s salary configuration was removed.')).toBeTruthy();
    expect(await screen.findByText('No salary yet')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/payroll/config/${SNEHA.id}`,
      `/api/payroll/config/${SNEHA.id}`,
    ]);
  });
});
