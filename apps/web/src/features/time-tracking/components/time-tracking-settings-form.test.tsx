import { OfficeListResponseSchema } from '@hrms/contracts/organization';
import {
  DEFAULT_TIME_TRACKING_SETTINGS,
  type TimeTrackingSettings,
  TimeTrackingSettingsSchema,
} from '@hrms/contracts/time-tracking';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, answerError, apiError, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { TimeTrackingSettingsSection } from './time-tracking-settings-section';

const BENGALURU = '33333333-3333-4333-8333-333333333333';
const MUMBAI = '11111111-1111-4111-8111-111111111111';

function answerRules(saved: TimeTrackingSettings = DEFAULT_TIME_TRACKING_SETTINGS) {
  server.use(
    answer('get', '/settings/time-tracking', TimeTrackingSettingsSchema, saved),
    answer('get', '/organization/offices', OfficeListResponseSchema, {
      items: [
        { id: BENGALURU, name: 'Bengaluru', city: 'Bengaluru', timezone: 'Asia/Kolkata' },
        { id: MUMBAI, name: 'Mumbai', city: 'Mumbai', timezone: 'Asia/Kolkata' },
      ],
    }),
  );
}

// The section as hr sees it, who keeps the rules (`settings:write`).
const renderRules = () =>
  renderRoutes([{ path: '/settings', element: <TimeTrackingSettingsSection canWrite /> }], '/settings');

describe('settings: time tracking rules', () => {
  it('refuses a network that is not in CIDR notation on its own row, sending nothing', async () => {
    answerRules();
    const requests = recordRequests();
    const user = userEvent.setup();
    renderRules();
    await user.click(await screen.findByRole('button', { name: 'Add network' }));
    await user.type(screen.getByRole('textbox', { name: 'Network 1' }), '203.0.113.0/24');
    await user.click(screen.getByRole('button', { name: 'Add network' }));
    const bad = screen.getByRole('textbox', { name: 'Network 2' });
    await user.type(bad, '10.0.0.300/8');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Must be a network in CIDR notation, like 203.0.113.0/24')).toBeTruthy();
    expect(bad.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Network 1' }).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(bad);
    expect(requests.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('saves the rules as the contract reads them: numbers, no limit as null, networks as a list', async () => {
    answerRules();
    const requests = recordRequests();
    server.use(
      answer('patch', '/settings/time-tracking', TimeTrackingSettingsSchema, ({ body }) => ({
        ...DEFAULT_TIME_TRACKING_SETTINGS,
        ...(body as object),
      })),
    );
    const user = userEvent.setup();
    renderRules();
    const grace = await screen.findByLabelText('Grace period');
    await user.clear(grace);
    await user.type(grace, '10');
    await user.clear(screen.getByLabelText('Longest breaks in a day'));
    await user.click(screen.getByRole('button', { name: 'Add network' }));
    await user.type(screen.getByRole('textbox', { name: 'Network 1' }), ' 203.0.113.0/24 ');
    await user.click(screen.getByRole('button', { name: 'Add office shift' }));
    await user.selectOptions(screen.getByLabelText('Office'), 'Mumbai');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      ...DEFAULT_TIME_TRACKING_SETTINGS,
      graceMinutes: 10,
      maxBreakMinutes: null,
      allowedNetworks: ['203.0.113.0/24'],
      officeShifts: [{ officeId: MUMBAI, shiftStart: '09:00', shiftEnd: '18:00' }],
    });
  });

  it('holds the rules across fields: overtime after a half day, an office listed once', async () => {
    answerRules({
      ...DEFAULT_TIME_TRACKING_SETTINGS,
      officeShifts: [{ officeId: MUMBAI, shiftStart: '10:00', shiftEnd: '19:00' }],
    });
    const user = userEvent.setup();
    renderRules();
    const overtime = await screen.findByLabelText('Overtime after');
    await user.clear(overtime);
    await user.type(overtime, '3');
    await user.click(screen.getByRole('button', { name: 'Add office shift' }));
    await user.selectOptions(screen.getAllByLabelText('Office')[1]!, 'Mumbai');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Overtime must start after the half-day threshold')).toBeTruthy();
    expect(screen.getByText('This office is listed twice')).toBeTruthy();
  });

  it('puts the server’s refusal of a network on that network’s row', async () => {
    answerRules({
      ...DEFAULT_TIME_TRACKING_SETTINGS,
      allowedNetworks: ['203.0.113.0/24', '198.51.100.0/24'],
    });
    server.use(
      answerError(
        'patch',
        '/settings/time-tracking',
        400,
        apiError(400, 'Some fields are not valid', {
          details: [{ field: 'body.allowedNetworks.1', message: 'This network overlaps 203.0.113.0/24' }],
        }),
      ),
    );
    const user = userEvent.setup();
    renderRules();
    const grace = await screen.findByLabelText('Grace period');
    await user.clear(grace);
    await user.type(grace, '20');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('This network overlaps 203.0.113.0/24')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Network 2' }).getAttribute('aria-invalid')).toBe('true');
  });
});
