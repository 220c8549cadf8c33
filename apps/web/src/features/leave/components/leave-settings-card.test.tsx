import { type LeaveSettings, LeaveSettingsSchema } from '@hrms/contracts/leave';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { LeaveSettingsCard } from './leave-settings-card';

describe('the leave settings', () => {
  it('saves how many days before 1 January next year’s leave can be booked, and refuses a year and more', async () => {
    let stored: LeaveSettings = { twoLevelApproval: false, compOffExpiryDays: 90, bookAheadDays: 90 };
    server.use(
      answer('get', '/leave/settings', LeaveSettingsSchema, () => stored),
      answer('patch', '/leave/settings', LeaveSettingsSchema, ({ body }) => {
        stored = { ...stored, ...(body as Partial<LeaveSettings>) };
        return stored;
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <LeaveSettingsCard /> }], '/');
    const field = (await screen.findByLabelText(
      'Next year’s leave can be booked, in days before 1 January',
    )) as HTMLInputElement;
    expect(field.value).toBe('90');
    const save = () => {
      const form = field.closest('form');
      if (!form) throw new Error('no form');
      return user.click(form.querySelector('button[type="submit"]') as HTMLButtonElement);
    };

    await user.clear(field);
    await user.type(field, '400');
    await save();
    expect(await screen.findByText('At most 365 days')).toBeTruthy();

    await user.clear(field);
    await user.type(field, '60');
    await save();
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
        { bookAheadDays: 60 },
      ]),
    );
  });
});
