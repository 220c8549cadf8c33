import { SalarySlipSchema } from '@hrms/contracts/payroll';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../../test/msw';
import { renderRoutes } from '../../../../test/render';
import { salarySlip } from '../../testing/slip-fixtures';
import { SlipDialog } from './slip-dialog';

const slip = salarySlip();

/** The slip as the server holds it: what a save answers, a read answers after. */
const held = { current: slip };

function renderDialog() {
  held.current = slip;
  server.use(answer('get', '/payroll/salary-slips/:id', SalarySlipSchema, () => held.current));
  return renderRoutes([{ path: '/', element: <SlipDialog slip={slip} onClose={() => {}} /> }], '/');
}

const patches = (requests: ReturnType<typeof recordRequests>) => requests.filter((r) => r.method === 'PATCH');

async function addBonus(user: ReturnType<typeof userEvent.setup>, reason: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Sneha Pillai’s slip, October 2026' });
  await user.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
  const row = within(dialog).getByRole('listitem', { name: 'Adjustment 1' });
  await user.type(within(row).getByLabelText('Name on the slip'), 'Festival bonus');
  await user.type(within(row).getByLabelText('Amount'), '5,000');
  if (reason) await user.type(within(row).getByLabelText('Reason'), reason);
  await user.click(within(dialog).getByRole('button', { name: 'Save and recalculate' }));
  return { dialog, row };
}

describe('a slip’s adjustments', () => {
  it('reads ₹5,000 as 500000 paise and puts the server’s refusal by the field it names', async () => {
    const requests = recordRequests();
    server.use(
      answerError(
        'patch',
        '/payroll/salary-slips/:id',
        400,
        apiError(400, 'Some fields are not valid', {
          details: [
            { field: 'body.adjustments.0.reason', message: 'A reason may not hold a control character' },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderDialog();
    const { row } = await addBonus(user, 'Diwali bonus, approved by the CEO');

    expect(await within(row).findByText('A reason may not hold a control character')).toBeTruthy();
    expect(within(row).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(within(row).getByLabelText('Name on the slip').getAttribute('aria-invalid')).toBeNull();
    expect(patches(requests)).toEqual([
      {
        method: 'PATCH',
        path: `/api/payroll/salary-slips/${slip.id}`,
        body: {
          adjustments: [
            {
              kind: 'earning',
              label: 'Festival bonus',
              amount: 500_000,
              reason: 'Diwali bonus, approved by the CEO',
              taxable: true,
            },
          ],
        },
      },
    ]);
  });

  it('asks for the reason before anything is sent', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderDialog();
    const { row } = await addBonus(user, '');
    expect(await within(row).findByText('Give the reason for the adjustment')).toBeTruthy();
    expect(patches(requests)).toEqual([]);
  });

  it('saves, and the slip shows the one-off line and its new net pay', async () => {
    const saved = salarySlip({
      ...slip,
      earnings: [...slip.earnings, { code: 'ADJ_1', name: 'Festival bonus', amount: 500_000 }],
      adjustments: [
        {
          id: '1',
          kind: 'earning',
          label: 'Festival bonus',
          amount: 500_000,
          reason: 'Diwali bonus, approved by the CEO',
          taxable: true,
        },
      ],
      gross: slip.gross + 500_000,
      net: slip.net + 450_000,
    });
    server.use(
      answer('patch', '/payroll/salary-slips/:id', SalarySlipSchema, () => {
        held.current = saved;
        return saved;
      }),
    );
    const user = userEvent.setup();
    renderDialog();
    const { dialog } = await addBonus(user, 'Diwali bonus, approved by the CEO');
    await waitFor(() => expect(within(dialog).getByTestId('slip-net').textContent).toContain('₹92,409.26'));
    const earnings = within(dialog).getByRole('table', { name: 'Earnings' });
    expect(within(earnings).getByText('Festival bonus')).toBeTruthy();
    expect(within(earnings).getByText('one-off')).toBeTruthy();
  });
});
