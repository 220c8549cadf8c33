import { EmployeeListResponseSchema } from '@hrms/contracts/employees';
import {
  BonusResultSchema,
  FullAndFinalSchema,
  GratuityResultSchema,
  SalaryConfigResponseSchema,
} from '@hrms/contracts/payroll';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../../test/msw';
import { renderRoutes } from '../../../../test/render';
import { SNEHA, salaryConfig } from '../../testing/fixtures';
import { bonusResult, fullAndFinal, gratuityResult, SNEHA_LEFT } from '../../testing/settlement-fixtures';
import { SettlementsPanel } from './settlements-panel';

/** The middle of November 2026: FY 2026-27 is the current year. */
const NOW = new Date(2026, 10, 15, 12);
const PAGE = '/payroll?tab=settlements';
const FF_PATH = `/api/payroll/full-and-final/${SNEHA.id}`;

function renderPanel(path = PAGE) {
  return renderRoutes([{ path: '/payroll', element: <SettlementsPanel now={NOW} /> }], path);
}

const card = (name: string) => screen.getByRole('region', { name });
/** A part of a statement or a card, by its heading. */
const part = (scope: HTMLElement, name: string) => within(scope).getByRole('region', { name });
const lines = (scope: HTMLElement) =>
  within(scope)
    .getAllByTestId('line')
    .map((line) => line.textContent);
const personBox = (scope: HTMLElement) =>
  within(scope).getByRole('combobox', { name: 'Person' }) as HTMLInputElement;

/** The settlement the server works out for anyone asked about. */
function answerFullAndFinal(overrides: Parameters<typeof fullAndFinal>[0] = {}) {
  server.use(
    answer('get', '/payroll/full-and-final/:employeeId', FullAndFinalSchema, fullAndFinal(overrides)),
  );
}

/** Gratuity after three completed years: not due yet, so nothing to pay. */
function gratuityNotDue(overrides: Parameters<typeof gratuityResult>[0] = {}) {
  const { employee: _, ...notDue } = gratuityResult({
    ...overrides,
    completedYears: 3,
    countedYears: 3,
    eligible: false,
    amount: 0,
  });
  return notDue;
}

/** Finds Sneha, who has left, in the card's people search and picks her. */
async function pickSneha(user: UserEvent, scope: HTMLElement) {
  server.use(
    answer('get', '/employees', EmployeeListResponseSchema, {
      items: [SNEHA_LEFT],
      total: 1,
      page: 1,
      limit: 20,
    }),
  );
  await user.type(personBox(scope), 'Sneha');
  const option = await screen.findByRole('option', { name: /Sneha Pillai/ });
  // Someone who has left says so in the list.
  expect(option.textContent).toContain('Inactive');
  await user.click(option);
}

describe('a full and final settlement', () => {
  it('reads the person and last day from the address and shows every figure in rupees', async () => {
    const requests = recordRequests();
    answerFullAndFinal();
    renderPanel(`${PAGE}&employee=${SNEHA.id}&lastDay=2026-10-15`);
    const ff = card('Full and final settlement');
    expect(within(ff).getByTestId('ff-statement-loading')).toBeTruthy();
    const statement = await within(ff).findByTestId('ff-statement');

    expect(requests.map((r) => r.path)).toEqual([`${FF_PATH}?lastDay=2026-10-15`]);
    expect(personBox(ff).value).toBe('Sneha Pillai');
    expect((within(ff).getByLabelText(/^Last day of service/) as HTMLInputElement).value).toBe('15/10/2026');
    expect(statement.textContent).toContain('ACME-0018 · Senior Software Engineer · Engineering');
    expect(lines(statement).slice(0, 2)).toEqual(['Joined1 Apr 2019', 'Last day of service15 Oct 2026']);

    expect(lines(part(statement, 'Salary for October 2026'))).toEqual([
      'Payable days15',
      'Gross pay₹47,516.13',
      'Deductions₹4,500.00',
      'Net pay₹43,016.13',
    ]);
    const leave = part(statement, 'Leave encashment');
    expect(lines(leave)).toEqual([
      'Earned leave12.5 days × ₹1,888.46₹23,605.77',
      'Compensatory off2 days × ₹1,888.46₹3,776.92',
      'Leave encashment₹27,382.69',
    ]);
    expect(leave.textContent).toContain(
      'A day’s pay is the last drawn Basic + DA, ₹49,100.00 a month, ÷ 26 working days: ₹1,888.46.',
    );
    const gratuity = part(statement, 'Gratuity');
    expect(within(gratuity).getByText('Due')).toBeTruthy();
    expect(lines(gratuity)).toEqual([
      'Completed years of service7',
      'Years countedThe final part year was more than six months, so it counts as a year.8',
      'Last drawn Basic + DA, a month₹49,100.00',
      'Gratuity15 ÷ 26 × ₹49,100.00 × 8 years₹2,26,615.00',
    ]);
    expect(lines(part(statement, 'Total payable'))).toEqual([
      'Net salary for October 2026₹43,016.13',
      'Leave encashment₹27,382.69',
      'Gratuity₹2,26,615.00',
      'Total payable₹2,97,013.82',
    ]);
  });

  it('says so when the last month’s slip is final already, nothing is left to encash and gratuity is not due', async () => {
    answerFullAndFinal({
      pendingSalary: null,
      leaveEncashment: { dailyRate: 188_846, items: [], amount: 0 },
      gratuity: gratuityNotDue({ joinDate: '2023-06-01' }),
      total: 0,
    });
    renderPanel(`${PAGE}&employee=${SNEHA.id}`);
    const statement = await screen.findByTestId('ff-statement');
    expect(part(statement, 'Salary for October 2026').textContent).toContain(
      'October 2026’s slip is already finalised: that month’s pay goes out with its payroll, not in this settlement.',
    );
    expect(part(statement, 'Leave encashment').textContent).toContain('No leave left to encash.');
    const gratuity = part(statement, 'Gratuity');
    expect(within(gratuity).getByText('Not due')).toBeTruthy();
    expect(lines(gratuity)).toEqual([
      'Completed years of service3',
      'Last drawn Basic + DA, a month₹49,100.00',
      'Gratuity₹0.00',
    ]);
    expect(gratuity.textContent).toContain('Not due: gratuity is paid after five completed years of service');
    expect(lines(part(statement, 'Total payable'))).toEqual([
      'Leave encashment₹0.00',
      'Gratuity₹0.00',
      'Total payable₹0.00',
    ]);
  });

  it('takes what the person owes back off the total, and names what they owe when it is more', async () => {
    answerFullAndFinal({
      recoveries: {
        items: [
          { label: 'Notice pay short', reason: 'Served 10 of 60 days', amount: 8_000_000 },
          { label: 'Laptop not returned', reason: 'Asset tag ACME-L-204', amount: 1_000_000 },
        ],
        amount: 9_000_000,
      },
      leaveEncashment: { dailyRate: 188_846, items: [], amount: 0 },
      gratuity: gratuityNotDue(),
      total: 4_301_613 - 9_000_000,
    });
    renderPanel(`${PAGE}&employee=${SNEHA.id}`);
    const statement = await screen.findByTestId('ff-statement');
    expect(lines(part(statement, 'Recoveries'))).toEqual([
      'Notice pay shortServed 10 of 60 days− ₹80,000.00',
      'Laptop not returnedAsset tag ACME-L-204− ₹10,000.00',
      'Recoveries− ₹90,000.00',
    ]);
    expect(lines(part(statement, 'Total payable'))).toEqual([
      'Net salary for October 2026₹43,016.13',
      'Leave encashment₹0.00',
      'Gratuity₹0.00',
      'Recoveries− ₹90,000.00',
      'Recoverable from Sneha Pillai₹46,983.87',
    ]);
  });

  it('keeps the person picked and the last day typed in the address, beside the page’s tab', async () => {
    const requests = recordRequests();
    server.use(
      answer('get', '/payroll/full-and-final/:employeeId', FullAndFinalSchema, ({ url }) =>
        fullAndFinal({ lastDay: url.searchParams.get('lastDay') ?? '2026-10-15' }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderPanel();
    const ff = card('Full and final settlement');
    expect(within(ff).getByText('Choose a person to see their settlement')).toBeTruthy();

    await pickSneha(user, ff);
    await within(ff).findByTestId('ff-statement');
    let params = new URLSearchParams(router.state.location.search);
    expect([params.get('tab'), params.get('employee'), params.get('lastDay')]).toEqual([
      'settlements',
      SNEHA.id,
      null,
    ]);
    expect(lines(within(ff).getByTestId('ff-statement'))[1]).toBe('Last day of service15 Oct 2026');

    await user.type(within(ff).getByLabelText(/^Last day of service/), '31/10/2026');
    await waitFor(() =>
      expect(lines(within(ff).getByTestId('ff-statement'))[1]).toBe('Last day of service31 Oct 2026'),
    );
    params = new URLSearchParams(router.state.location.search);
    expect([params.get('tab'), params.get('employee'), params.get('lastDay')]).toEqual([
      'settlements',
      SNEHA.id,
      '2026-10-31',
    ]);
    expect(personBox(ff).value).toBe('Sneha Pillai');
    expect(requests.filter((r) => r.path.startsWith(FF_PATH)).map((r) => r.path)).toEqual([
      FF_PATH,
      `${FF_PATH}?lastDay=2026-10-31`,
    ]);
  });

  it('shows a refusal in the server’s words, still naming the person from their salary record', async () => {
    server.use(
      answerError(
        'get',
        '/payroll/full-and-final/:employeeId',
        409,
        apiError(409, 'Sneha Pillai has no salary in force on 2026-10-15: add one first.'),
      ),
      answer('get', '/payroll/config/:employeeId', SalaryConfigResponseSchema, salaryConfig([])),
    );
    renderPanel(`${PAGE}&employee=${SNEHA.id}&lastDay=2026-10-15`);
    const ff = card('Full and final settlement');
    const alert = await within(ff).findByRole('alert');
    expect(alert.textContent).toBe(
      'The settlement cannot be worked outSneha Pillai has no salary in force on 2026-10-15: add one first.',
    );
    await waitFor(() => expect(personBox(ff).value).toBe('Sneha Pillai'));
    expect(within(ff).queryByTestId('ff-statement')).toBeNull();
  });

  it('asks for the last day on its field when the person has none on record', async () => {
    const message = 'Sneha Pillai has no last day on record: give the last day of service';
    server.use(
      answerError(
        'get',
        '/payroll/full-and-final/:employeeId',
        400,
        apiError(400, 'Some fields are not valid', { details: [{ field: 'query.lastDay', message }] }),
      ),
      answer('get', '/payroll/config/:employeeId', SalaryConfigResponseSchema, salaryConfig([])),
    );
    renderPanel(`${PAGE}&employee=${SNEHA.id}`);
    const ff = card('Full and final settlement');
    const day = within(ff).getByLabelText(/^Last day of service/);
    await waitFor(() => expect(day.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(day.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    expect(within(ff).queryByRole('alert')).toBeNull();
  });
});

describe('the gratuity calculator', () => {
  it('works gratuity out on death or disablement before five years, showing how, and drops it when an input changes', async () => {
    const requests = recordRequests();
    server.use(
      answer(
        'post',
        '/payroll/calculators/gratuity',
        GratuityResultSchema,
        gratuityResult({
          joinDate: '2023-02-01',
          lastDay: '2026-11-15',
          completedYears: 3,
          countedYears: 4,
          amount: 11_330_800,
        }),
      ),
    );
    const user = userEvent.setup();
    renderPanel();
    const calculator = card('Gratuity');
    await user.click(within(calculator).getByRole('button', { name: 'Work out gratuity' }));
    expect(await within(calculator).findByText('Choose a person')).toBeTruthy();

    await pickSneha(user, calculator);
    await user.click(within(calculator).getByLabelText('Service ended by death or disablement'));
    await user.click(within(calculator).getByRole('button', { name: 'Work out gratuity' }));
    const result = await within(calculator).findByTestId('gratuity-result');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { employeeId: SNEHA.id, deathOrDisablement: true },
    ]);
    expect(result.textContent).toContain('Sneha Pillai · joined 1 Feb 2023, last day 15 Nov 2026');
    expect(lines(result)).toEqual([
      'Completed years of service3',
      'Years countedThe final part year was more than six months, so it counts as a year.4',
      'Last drawn Basic + DA, a month₹49,100.00',
      'Gratuity15 ÷ 26 × ₹49,100.00 × 4 years₹1,13,308.00',
    ]);
    expect(result.textContent).toContain(
      'Due before five years because service ended by death or disablement.',
    );

    await user.click(within(calculator).getByLabelText('Service ended by death or disablement'));
    expect(within(calculator).queryByTestId('gratuity-result')).toBeNull();
  });

  it('says when the ceiling cut the amount', async () => {
    server.use(
      answer(
        'post',
        '/payroll/calculators/gratuity',
        GratuityResultSchema,
        gratuityResult({ monthlyWage: 50_000_000, countedYears: 8, amount: 200_000_000, capped: true }),
      ),
    );
    const user = userEvent.setup();
    renderPanel();
    const calculator = card('Gratuity');
    await pickSneha(user, calculator);
    await user.click(within(calculator).getByRole('button', { name: 'Work out gratuity' }));
    const result = await within(calculator).findByTestId('gratuity-result');
    expect(lines(result).at(-1)).toBe('Gratuity15 ÷ 26 × ₹5,00,000.00 × 8 years₹20,00,000.00');
    expect(result.textContent).toContain(
      'Capped at ₹20,00,000.00, the most the Payment of Gratuity Act allows.',
    );
  });

  it('shows the server’s refusal in plain words', async () => {
    server.use(
      answerError(
        'post',
        '/payroll/calculators/gratuity',
        409,
        apiError(409, 'Sneha Pillai has no salary in force on 2026-11-15: add one first.'),
      ),
    );
    const user = userEvent.setup();
    renderPanel();
    const calculator = card('Gratuity');
    await pickSneha(user, calculator);
    await user.click(within(calculator).getByRole('button', { name: 'Work out gratuity' }));
    expect((await within(calculator).findByRole('alert')).textContent).toBe(
      'Sneha Pillai has no salary in force on 2026-11-15: add one first.',
    );
    expect(within(calculator).queryByTestId('gratuity-result')).toBeNull();
  });
});

describe('the statutory bonus calculator', () => {
  it('offers recent financial years, refuses a rate above 20 % before asking, and sends the rate in basis points', async () => {
    const requests = recordRequests();
    server.use(
      answer(
        'post',
        '/payroll/calculators/bonus',
        BonusResultSchema,
        bonusResult({ bonusWages: 14_400_000, amount: 1_199_500 }),
      ),
    );
    const user = userEvent.setup();
    renderPanel();
    const calculator = card('Statutory bonus');
    const year = within(calculator).getByLabelText('Financial year') as HTMLSelectElement;
    expect([...year.options].map((o) => o.textContent)).toEqual([
      'FY 2026-27',
      'FY 2025-26',
      'FY 2024-25',
      'FY 2023-24',
      'FY 2022-23',
      'FY 2021-22',
    ]);
    await pickSneha(user, calculator);
    await user.selectOptions(year, 'FY 2025-26');
    const rate = within(calculator).getByLabelText('Bonus rate');
    await user.clear(rate);
    await user.type(rate, '21');
    await user.click(within(calculator).getByRole('button', { name: 'Work out bonus' }));
    expect(
      await within(calculator).findByText(
        'Give a rate from 8.33 % to 20 %, the range the Payment of Bonus Act allows',
      ),
    ).toBeTruthy();
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.clear(rate);
    await user.type(rate, '8.33');
    await user.type(within(calculator).getByLabelText(/^Minimum wage, a month/), '12,000');
    await user.click(within(calculator).getByRole('button', { name: 'Work out bonus' }));
    const result = await within(calculator).findByTestId('bonus-result');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { employeeId: SNEHA.id, financialYear: 2025, rateBp: 833, minimumWage: 1_200_000 },
    ]);
    expect(result.textContent).toContain('Sneha Pillai · FY 2025-26 at 8.33 %');
    expect(within(result).getByText('Due')).toBeTruthy();
    expect(lines(result)).toEqual([
      'Months with a slip12',
      'Working days297.5',
      'Bonus wagesEach month’s Basic + DA, up to ₹7,000 or the minimum wage if higher₹1,44,000.00',
      'Bonus8.33 % of ₹1,44,000.00₹11,995.00',
    ]);
  });

  it('says why no bonus is due', async () => {
    server.use(
      answer(
        'post',
        '/payroll/calculators/bonus',
        BonusResultSchema,
        bonusResult({ months: 1, workingDays: 20, eligible: false, bonusWages: 0, amount: 0 }),
      ),
    );
    const user = userEvent.setup();
    renderPanel();
    const calculator = card('Statutory bonus');
    await pickSneha(user, calculator);
    await user.click(within(calculator).getByRole('button', { name: 'Work out bonus' }));
    const result = await within(calculator).findByTestId('bonus-result');
    expect(within(result).getByText('Not due')).toBeTruthy();
    expect(lines(result).at(-1)).toBe('Bonus₹0.00');
    expect(result.textContent).toContain(
      'Not due: 20 days worked in the year, and the bonus is due from 30.',
    );
  });
});
