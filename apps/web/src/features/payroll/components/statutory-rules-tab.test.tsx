import { StatutoryRuleListResponseSchema, StatutoryRuleRowSchema } from '@hrms/contracts/payroll';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { renderRoutes, stubDesktopMatchMedia } from '../../../test/render';
import { EPF_PARAMS, ruleRow } from '../testing/fixtures';
import { StatutoryRulesTab } from './statutory-rules-tab';

const RULES = [
  ruleRow({ kind: 'epf', key: 'default', params: EPF_PARAMS }),
  ruleRow({
    kind: 'esi',
    key: 'default',
    params: { wageLimit: 2_100_000, employeeRateBp: 75, employerRateBp: 325 },
  }),
  ruleRow({
    kind: 'professional_tax',
    key: 'MH-male',
    params: {
      state: 'MH',
      gender: 'male',
      period: 'monthly',
      slabs: [
        { upTo: 750_000, amount: 0 },
        { upTo: 1_000_000, amount: 17_500 },
        { upTo: null, amount: 20_000, februaryAmount: 30_000 },
      ],
      annualCap: 250_000,
    },
  }),
  ruleRow({
    kind: 'income_tax',
    key: 'new',
    effectiveFrom: '2026-04-01',
    addedBy: 'admin@acme.test',
    createdAt: '2026-03-10T05:00:00.000Z',
    params: {
      regime: 'new',
      slabs: [
        { upTo: 40_000_000, rateBp: 0 },
        { upTo: 80_000_000, rateBp: 500 },
        { upTo: null, rateBp: 3000 },
      ],
      standardDeduction: 7_500_000,
      rebate: { taxableUpTo: 120_000_000, maxRebate: null, marginalRelief: true },
      surcharge: [{ above: 500_000_000, rateBp: 1000 }],
      cessRateBp: 400,
      professionalTaxDeductible: false,
      maxDeduction80C: null,
    },
  }),
];

const answerRules = () =>
  server.use(answer('get', '/payroll/statutory-rules', StatutoryRuleListResponseSchema, { items: RULES }));

const renderRules = (canAdd: boolean) => {
  stubDesktopMatchMedia();
  return renderRoutes([{ path: '/', element: <StatutoryRulesTab canAdd={canAdd} /> }], '/');
};

describe('the statutory rules', () => {
  it('reads each kind’s params in words, with who added the rule', async () => {
    answerRules();
    renderRules(false);
    const epf = await screen.findByTestId('rules-epf');
    expect(epf.textContent).toContain('Wage ceiling ₹15,000 a month');
    expect(epf.textContent).toContain('Employee 12 % · employer 12 %, of which EPS 8.33 %');
    expect(epf.textContent).toContain('Shipped');
    expect(screen.getByTestId('rules-esi').textContent).toContain('Covered up to ₹21,000 gross a month');
    const pt = within(screen.getByTestId('rules-professional_tax'));
    expect(pt.getByText('Maharashtra, men')).toBeTruthy();
    expect(pt.getByText('Above ₹10,000').nextElementSibling?.textContent).toBe('₹200, ₹300 in February');
    const tax = screen.getByTestId('rules-income_tax');
    expect(within(tax).getByText('Up to ₹4 L').nextElementSibling?.textContent).toBe('nil');
    expect(within(tax).getByText('Above ₹8 L').nextElementSibling?.textContent).toBe('30 %');
    expect(tax.textContent).toContain(
      'Rebate (87A): the whole tax up to ₹12 L taxable, with marginal relief',
    );
    expect(tax.textContent).toContain('admin@acme.test, 10 Mar 2026');
    // Only an admin adds a rule.
    expect(screen.queryByRole('button', { name: 'Add rule' })).toBeNull();
  });

  it('lets an admin add an EPF rule from the one in force, rupees and percents sent exactly', async () => {
    answerRules();
    const requests = recordRequests();
    server.use(
      answer('post', '/payroll/statutory-rules', StatutoryRuleRowSchema, ({ body }) =>
        ruleRow({ ...(body as Parameters<typeof ruleRow>[0]), addedBy: 'admin@acme.test' }),
      ),
    );
    const user = userEvent.setup();
    renderRules(true);
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a statutory rule' });
    const ceiling = within(dialog).getByLabelText('Wage ceiling, a month');
    expect((ceiling as HTMLInputElement).value).toBe('15000');
    expect(
      (within(dialog).getByLabelText('Pension (EPS), of the employer’s') as HTMLInputElement).value,
    ).toBe('8.33');
    await user.clear(ceiling);
    await user.type(ceiling, '25,000');
    await user.type(within(dialog).getByLabelText('Applies from'), '17/09/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      kind: 'epf',
      key: 'default',
      effectiveFrom: '2026-09-17',
      params: { ...EPF_PARAMS, wageCeiling: 2_500_000 },
    });
    expect(await screen.findByText('EPF rule from 17 Sept 2026 added')).toBeTruthy();
  });

  it('holds a rule to the contract before sending, and shows the server’s words on the JSON', async () => {
    answerRules();
    const requests = recordRequests();
    server.use(
      answerError(
        'post',
        '/payroll/statutory-rules',
        400,
        apiError(400, 'Some fields are not valid', {
          details: [{ field: 'body.params.slabs.0.amount', message: 'Must be a whole number of paise' }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderRules(true);
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a statutory rule' });
    await user.type(within(dialog).getByLabelText('Applies from'), '01/04/2027');
    const eps = within(dialog).getByLabelText('Pension (EPS), of the employer’s');
    await user.clear(eps);
    await user.type(eps, '13');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(
      await within(dialog).findByText(
        'The pension (EPS) rate must not exceed the employer’s rate, of which it is a part',
      ),
    ).toBeTruthy();
    expect(eps.getAttribute('aria-invalid')).toBe('true');

    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'Professional tax');
    const params = within(dialog).getByLabelText('Params, as JSON');
    expect((within(dialog).getByLabelText('Key') as HTMLInputElement).value).toBe('MH-male');
    expect(JSON.parse((params as HTMLTextAreaElement).value).state).toBe('MH');
    await user.clear(params);
    await user.type(params, '{{"state": "MH"');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(await within(dialog).findByText(/^That is not JSON: /)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    // What the browser lets through, the server may still refuse: its words land on the JSON.
    await user.clear(params);
    await user.click(params);
    await user.paste(
      JSON.stringify({
        state: 'MH',
        gender: 'male',
        period: 'monthly',
        slabs: [{ upTo: null, amount: 20_000 }],
        annualCap: 250_000,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(await within(dialog).findByText('slabs.0.amount: Must be a whole number of paise')).toBeTruthy();
    expect(params.getAttribute('aria-invalid')).toBe('true');
  });
});
