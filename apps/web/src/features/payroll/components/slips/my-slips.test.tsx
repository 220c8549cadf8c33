import { SalarySlipListResponseSchema } from '@hrms/contracts/payroll';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '../../../../lib/download';
import { answer, server } from '../../../../test/msw';
import { renderRoutes } from '../../../../test/render';
import { SalarySlipsPage } from '../../pages/salary-slips-page';
import { salarySlip } from '../../testing/slip-fixtures';

vi.mock('../../../../lib/download', () => ({ saveBlob: vi.fn() }));
afterEach(() => vi.mocked(saveBlob).mockClear());

const october = salarySlip({ status: 'finalised', finalisedAt: '2026-11-02T09:00:00.000Z' });
const september = salarySlip({
  month: 9,
  status: 'finalised',
  basisDays: 30,
  payableDays: 30,
  lossOfPayDays: 0,
  gross: 9_820_000,
  net: 9_107_700,
  finalisedAt: '2026-10-01T09:00:00.000Z',
});

const PDF = new TextEncoder().encode('%PDF-1.7\n%slip\n');

function renderPage(items = [october, september], role?: 'employee' | 'hr') {
  server.use(
    answer('get', '/payroll/my-salary-slips', SalarySlipListResponseSchema, {
      items,
      total: items.length,
      page: 1,
      limit: 12,
    }),
  );
  return renderRoutes([{ path: '/salary-slips', element: <SalarySlipsPage role={role} /> }], '/salary-slips');
}

describe('my salary slips', () => {
  it('lists my finalised months, newest first, with what each paid', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('my-slip');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'October 2026',
      'September 2026',
    ]);
    expect(rows[0]!.textContent).toContain('₹95,032.26');
    expect(rows[0]!.textContent).toContain('₹7,123.00');
    expect(rows[0]!.textContent).toContain('₹87,909.26');
    // Only hr and admin see everyone's.
    expect(screen.queryByRole('tab', { name: 'All slips' })).toBeNull();
  });

  it('downloads a month’s PDF under the server’s name', async () => {
    server.use(
      http.get('*/api/payroll/salary-slips/:id/pdf', ({ params }) =>
        params.id === october.id
          ? new HttpResponse(PDF, {
              headers: {
                'Content-Type': 'application/pdf',
                'Content-Disposition': 'attachment; filename="salary-slip-2026-10-ACME-0018.pdf"',
              },
            })
          : HttpResponse.json({ message: 'wrong slip' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Download PDF, October 2026' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveBlob).mock.calls[0]!;
    expect(name).toBe('salary-slip-2026-10-ACME-0018.pdf');
    expect(blob.size).toBe(PDF.byteLength);
    expect(await screen.findByText('Saved salary-slip-2026-10-ACME-0018.pdf')).toBeTruthy();
  });

  it('opens a slip in full: its days, lines and the net pay in words', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'View, October 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salary slip, October 2026' });
    expect(within(dialog).getByTestId('slip-days').textContent).toContain('Loss of pay1');
    expect(
      within(within(dialog).getByRole('table', { name: 'Deductions' })).getByText('Provident fund'),
    ).toBeTruthy();
    expect(within(dialog).getByTestId('slip-net').textContent).toContain(
      'Rupees Eighty-Seven Thousand Nine Hundred Nine and Twenty-Six Paise Only',
    );
    expect(within(dialog).getByRole('button', { name: 'Download PDF, October 2026' })).toBeTruthy();
  });

  it('says so when there is none yet', async () => {
    renderPage([]);
    expect(await screen.findByText('No salary slips yet')).toBeTruthy();
  });

  it('gives hr every finalised slip of a month too', async () => {
    renderPage([], 'hr');
    expect(await screen.findByRole('tab', { name: 'All slips' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /My salary slips/ }).getAttribute('aria-selected')).toBe('true');
  });
});
