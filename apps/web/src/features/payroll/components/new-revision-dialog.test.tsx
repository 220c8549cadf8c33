import { DefaultTemplateResponseSchema, SalaryConfigResponseSchema } from '@hrms/contracts/payroll';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ctcRevision, DEFAULT_TEMPLATE, SNEHA, salaryConfig } from '../testing/fixtures';
import { NewRevisionDialog } from './new-revision-dialog';

const renderDialog = (config = salaryConfig()) =>
  renderRoutes(
    [{ path: '/', element: <NewRevisionDialog config={config} open onOpenChange={() => {}} /> }],
    '/',
  );

const posts = (requests: ReturnType<typeof recordRequests>) => requests.filter((r) => r.method === 'POST');

describe('a new salary revision', () => {
  it('sends an annual CTC of ₹12,00,000 as exactly 120000000 paise, with the default options', async () => {
    const requests = recordRequests();
    server.use(answer('post', '/payroll/config', SalaryConfigResponseSchema, salaryConfig([ctcRevision()])));
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'New salary revision' });
    await user.type(within(dialog).getByLabelText('Effective from'), '01/04/2026');
    await user.type(within(dialog).getByRole('textbox', { name: 'Annual CTC' }), '12,00,000');
    expect(
      within(dialog).getByText('Reads as ₹12,00,000.00 a year, the employer’s PF included.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save revision' }));

    await waitFor(() => expect(posts(requests)).toHaveLength(1));
    expect(posts(requests)[0]!.body).toEqual({
      employeeId: SNEHA.id,
      effectiveFrom: '2026-04-01',
      annualCtc: 120_000_000,
      metro: false,
      taxRegime: 'new',
      ptState: null,
      pfMode: 'capped',
      epsMember: true,
      declarations: {},
    });
    expect(await screen.findByText('Sneha Pillai’s salary from 1 Apr 2026 is saved')).toBeTruthy();
  });

  it('says what is missing or unreadable on its field, sending nothing', async () => {
    const requests = recordRequests();
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'New salary revision' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Annual CTC' }), '12 lakh');
    await user.click(within(dialog).getByRole('button', { name: 'Save revision' }));
    expect(await within(dialog).findByText('Choose the date this salary starts from')).toBeTruthy();
    expect(within(dialog).getByText('Write the CTC in rupees, like 12,00,000 or 1250000.50')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Annual CTC' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Effective from'));
    expect(posts(requests)).toEqual([]);
  });

  it('shows the server’s refusal of the date by the date, and keeps the dialog open', async () => {
    server.use(
      answerError(
        'post',
        '/payroll/config',
        400,
        apiError(400, 'Some fields are not valid', {
          details: [
            {
              field: 'body.effectiveFrom',
              message: 'Sneha Pillai joined on 2022-02-21: a salary cannot start before that',
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'New salary revision' });
    const date = within(dialog).getByLabelText('Effective from');
    await user.type(date, '01/04/2020');
    await user.type(within(dialog).getByRole('textbox', { name: 'Annual CTC' }), '900000');
    await user.click(within(dialog).getByRole('button', { name: 'Save revision' }));
    expect(
      await within(dialog).findByText('Sneha Pillai joined on 2022-02-21: a salary cannot start before that'),
    ).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(date.getAttribute('aria-describedby')).toContain(
      within(dialog)
        .getByText('Sneha Pillai joined on 2022-02-21: a salary cannot start before that')
        .getAttribute('id'),
    );
  });

  it('fills components from the template, and puts a refused formula on its own row', async () => {
    const requests = recordRequests();
    server.use(
      answer('get', '/payroll/config/default/template', DefaultTemplateResponseSchema, DEFAULT_TEMPLATE),
      answerError(
        'post',
        '/payroll/config',
        400,
        apiError(400, 'Some fields are not valid', {
          details: [{ field: 'body.components.1.formula', message: 'The formula of HRA refers to BASICS' }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'New salary revision' });
    await user.type(within(dialog).getByLabelText('Effective from'), '01/04/2026');
    await user.click(within(dialog).getByRole('radio', { name: 'Components' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Metro template/ }));
    const fill = within(dialog).getByRole('button', { name: 'Fill from the metro template' });
    await waitFor(() => expect(fill.hasAttribute('disabled')).toBe(false));
    await user.click(fill);
    const rows = within(dialog).getAllByTestId('component-row');
    expect(rows).toHaveLength(3);
    expect((within(rows[1]!).getByLabelText('Formula') as HTMLInputElement).value).toBe('BASIC * 0.5');

    // A fixed allowance of one's own, in rupees a month.
    await user.click(within(dialog).getByRole('button', { name: 'Add component' }));
    const added = within(dialog).getAllByTestId('component-row')[3]!;
    await user.type(within(added).getByLabelText('Code'), 'lta');
    await user.type(within(added).getByLabelText('Name'), 'Leave travel allowance');
    await user.type(within(added).getByLabelText('Amount a month'), '2,500.50');
    await user.click(within(added).getByRole('checkbox', { name: 'Prorated by payable days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save revision' }));

    const formula = within(within(dialog).getAllByTestId('component-row')[1]!).getByLabelText('Formula');
    expect(await within(dialog).findByText('The formula of HRA refers to BASICS')).toBeTruthy();
    expect(formula.getAttribute('aria-invalid')).toBe('true');
    const body = posts(requests)[0]!.body as { components: unknown[]; annualCtc?: number };
    expect(body.annualCtc).toBeUndefined();
    expect(body.components).toHaveLength(4);
    expect(body.components[1]).toMatchObject({ code: 'HRA', formula: 'BASIC * 0.5', amount: null });
    expect(body.components[3]).toEqual({
      code: 'LTA',
      name: 'Leave travel allowance',
      kind: 'earning',
      formula: null,
      amount: 250_050,
      taxable: true,
      prorated: false,
    });
  });

  it('puts a clash of dates on the date, and keeps the options of the salary in force', async () => {
    const requests = recordRequests();
    server.use(
      answerError(
        'post',
        '/payroll/config',
        409,
        apiError(
          409,
          'Sneha Pillai has a salary from 2025-04-01 already: change it, or start this one on another date.',
        ),
      ),
    );
    const user = userEvent.setup();
    renderDialog(
      salaryConfig([
        ctcRevision({ taxRegime: 'old', ptState: 'MH', declarations: { section80C: 15_000_000 } }),
      ]),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New salary revision' });
    expect((within(dialog).getByLabelText('Tax regime') as HTMLSelectElement).value).toBe('old');
    expect(
      (within(dialog).getByLabelText('80C declaration, a year(optional)') as HTMLInputElement).value,
    ).toBe('150000');
    await user.type(within(dialog).getByLabelText('Effective from'), '01/04/2025');
    await user.type(within(dialog).getByRole('textbox', { name: 'Annual CTC' }), '1500000');
    await user.click(within(dialog).getByRole('button', { name: 'Save revision' }));
    expect(await within(dialog).findByText(/has a salary from 2025-04-01 already/)).toBeTruthy();
    expect(within(dialog).getByLabelText('Effective from').getAttribute('aria-invalid')).toBe('true');
    expect(posts(requests)[0]!.body).toMatchObject({
      annualCtc: 150_000_000,
      taxRegime: 'old',
      ptState: 'MH',
      declarations: { section80C: 15_000_000 },
    });
  });
});
