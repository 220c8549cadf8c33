import { type AuditListResponse, AuditListResponseSchema } from '@hrms/contracts/audit';
import { CompanySettingsResponseSchema } from '@hrms/contracts/organization';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { AuditLogSection } from './audit-log-section';

const ADMIN = {
  userId: '11111111-1111-4111-8111-111111111111',
  name: 'Aarav Mehta',
  email: 'admin@acme.example',
};

const PAGE: AuditListResponse = {
  items: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      action: 'settings.time_tracking.update',
      actionLabel: 'Changed the time-tracking settings',
      recordName: 'Grace period before late',
      entityType: 'configuration',
      entityId: 'time-tracking.settings',
      before: { graceMinutes: 15 },
      after: { graceMinutes: 20 },
      reason: null,
      createdAt: '2026-11-28T06:00:00.000Z',
      actor: ADMIN,
    },
    {
      id: '33333333-3333-4333-8333-333333333333',
      action: 'employee.update',
      actionLabel: 'Changed an employee’s job details',
      recordName: 'Ishaan Kapoor',
      entityType: 'employee',
      entityId: 'bc619ab9-5d1e-4f0a-9c3b-7e2d8f6a1b4c',
      before: { title: 'Engineer' },
      after: { title: 'Senior engineer' },
      reason: 'Promotion',
      createdAt: '2026-11-28T05:00:00.000Z',
      actor: ADMIN,
    },
  ],
  total: 2,
  page: 1,
  limit: 50,
  actions: ['employee.update', 'payroll.run.start', 'settings.time_tracking.update'],
  actionLabels: {
    'employee.update': 'Changed an employee’s job details',
    'payroll.run.start': 'Started a pay run',
    'settings.time_tracking.update': 'Changed the time-tracking settings',
  },
};

/** The company's settings, its clock in `timezone`. */
function companyIn(timezone: string) {
  return answer('get', '/settings/company', CompanySettingsResponseSchema, {
    company: {
      id: '44444444-4444-4444-8444-444444444444',
      name: 'Acme',
      legalName: null,
      address: null,
      pan: null,
      tan: null,
      gstin: null,
      financialYearStartMonth: 4,
      currency: 'INR',
      locale: 'en-IN',
      timezone,
      logoUrl: null,
      language: 'en-IN',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
    offices: [],
    logoMaxBytes: 1_000_000,
  });
}

/** A viewer whose browser reads the clock in `zone`. */
function viewerIn(zone: string) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone: zone };
  });
}

describe('Settings → Audit log', () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads each change on the company's clock, naming its zone to a viewer on another", async () => {
    viewerIn('Asia/Kolkata');
    server.use(answer('get', '/audit', AuditListResponseSchema, PAGE), companyIn('Asia/Dubai'));
    renderRoutes([{ path: '/settings', element: <AuditLogSection /> }], '/settings');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    // 06:00 UTC is 10:00 in Dubai.
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]!.querySelector('time')?.textContent).toMatch(
        /^28 Nov 2026, 10:00 am (GST|GMT\+4)$/,
      ),
    );
  });

  it('names no zone to a viewer on the company’s clock', async () => {
    viewerIn('Asia/Dubai');
    server.use(answer('get', '/audit', AuditListResponseSchema, PAGE), companyIn('Asia/Dubai'));
    renderRoutes([{ path: '/settings', element: <AuditLogSection /> }], '/settings');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[2]!.querySelector('time')?.textContent).toBe(
        '28 Nov 2026, 9:00 am',
      ),
    );
  });

  it('names each action in words and each record by its name, with the keys beside them', async () => {
    server.use(answer('get', '/audit', AuditListResponseSchema, PAGE), companyIn('Asia/Kolkata'));
    renderRoutes([{ path: '/settings', element: <AuditLogSection /> }], '/settings');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByText('Changed the time-tracking settings')).toBeTruthy();
    expect(within(first!).getByText('settings.time_tracking.update')).toBeTruthy();
    expect(within(first!).getByText('Grace period before late')).toBeTruthy();
    expect(within(second!).getByText('Ishaan Kapoor')).toBeTruthy();
    expect(within(second!).getByText('employee')).toBeTruthy();
    expect(within(second!).queryByText('bc619ab9-5d1e-4f0a-9c3b-7e2d8f6a1b4c')).toBeNull();
    expect(within(second!).getByText('“Promotion”')).toBeTruthy();
  });

  it('filters by an action chosen in words, sending its key', async () => {
    const requests = recordRequests();
    server.use(answer('get', '/audit', AuditListResponseSchema, PAGE), companyIn('Asia/Kolkata'));
    const user = userEvent.setup();
    renderRoutes([{ path: '/settings', element: <AuditLogSection /> }], '/settings');
    const filter = await screen.findByRole('combobox', { name: 'Action' });
    await waitFor(() =>
      expect(within(filter).getByRole('option', { name: 'Started a pay run' })).toBeTruthy(),
    );
    expect(within(filter).getByRole('option', { name: 'Everything in payroll' })).toBeTruthy();
    await user.selectOptions(filter, 'Started a pay run');
    await waitFor(() => expect(requests.some((r) => r.path.includes('action=payroll.run.start'))).toBe(true));
  });
});
