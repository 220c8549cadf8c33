import {
  type ConfigurationEntry,
  ConfigurationListResponseSchema,
  configurationWording,
} from '@hrms/contracts/configuration';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, recordRequests, server } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { ConfigurationSection } from './configuration-section';

const CHANNELS = [
  { value: 'inApp', label: 'In the app' },
  { value: 'email', label: 'By email' },
];

function entry(
  key: string,
  value: unknown,
  schema: Record<string, unknown>,
  extra: Partial<ConfigurationEntry> = {},
): ConfigurationEntry {
  return {
    key,
    category: key.startsWith('time-tracking') ? 'time-tracking' : (key.split('.')[0] as 'payroll'),
    ...configurationWording(key),
    choices: null,
    description: `What ${key} means.`,
    value,
    defaultValue: value,
    schema,
    adminOnly: false,
    updatedAt: null,
    ...extra,
  };
}

/** The keys as the configuration API lists them, one of each kind of control. */
const ENTRIES: ConfigurationEntry[] = [
  entry('documents.maxUploadBytes', 10 * 1024 * 1024, {
    type: 'integer',
    minimum: 102400,
    maximum: 104857600,
  }),
  entry(
    'time-tracking.graceMinutes',
    15,
    { type: 'integer', minimum: 0, maximum: 240 },
    { label: 'Grace period before late' },
  ),
  entry('time-tracking.breaksPaid', false, { type: 'boolean' }, { label: 'Paid breaks' }),
  entry(
    'time-tracking.shiftStart',
    '09:30',
    { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' },
    { label: 'Shift starts', unit: 'time' },
  ),
  entry(
    'time-tracking.allowedNetworks',
    [],
    { type: 'array', maxItems: 50, items: { type: 'string' } },
    { label: 'Networks clock-ins may come from', unit: 'networks' },
  ),
  entry(
    'payroll.payableDaysBasis',
    'calendar',
    { type: 'string', enum: ['calendar', 'fixed_30', 'working'] },
    {
      label: 'Days in a month for proration',
      choices: [
        { value: 'calendar', label: 'Calendar days' },
        { value: 'fixed_30', label: 'A fixed 30 days' },
        { value: 'working', label: 'Working days' },
      ],
    },
  ),
  entry(
    'payroll.payDay',
    'last_working_day',
    {
      anyOf: [
        { type: 'string', const: 'last_working_day' },
        { type: 'integer', minimum: 1, maximum: 31 },
      ],
    },
    { label: 'Pay day', choices: [{ value: 'last_working_day', label: 'Last working day' }] },
  ),
  entry(
    'security.twoFactorRequiredRoles',
    [],
    { type: 'array', items: { type: 'string', enum: ['admin', 'hr', 'manager', 'employee'] } },
    {
      label: 'Roles that must use two-factor',
      choices: [
        { value: 'admin', label: 'Admin' },
        { value: 'hr', label: 'HR' },
        { value: 'manager', label: 'Manager' },
        { value: 'employee', label: 'Employee' },
      ],
    },
  ),
  entry(
    'notifications.leaveDecided',
    { inApp: true, email: false },
    {
      type: 'object',
      properties: { inApp: { type: 'boolean' }, email: { type: 'boolean' } },
      required: ['inApp', 'email'],
    },
    { category: 'notifications', label: 'Leave decided', choices: CHANNELS },
  ),
  entry(
    'time-tracking.maxBreakMinutes',
    90,
    { anyOf: [{ type: 'integer', minimum: 0, maximum: 720 }, { type: 'null' }] },
    { label: 'Longest break before review', unit: 'minutes' },
  ),
];

function serve() {
  server.use(
    answer('get', '/configuration', ConfigurationListResponseSchema, { items: ENTRIES }),
    answer('post', '/configuration/bulk', ConfigurationListResponseSchema, ({ body }) => ({
      items: (body as { items: { key: string; value: unknown }[] }).items.map((item) => ({
        ...ENTRIES.find((e) => e.key === item.key)!,
        value: item.value,
      })),
    })),
  );
  return recordRequests();
}

const renderSection = () =>
  renderRoutes([{ path: '/settings', element: <ConfigurationSection canWrite /> }], '/settings');

const rowOf = (key: string) => document.querySelector<HTMLElement>(`[data-setting-key="${key}"]`)!;
const sent = (requests: ReturnType<typeof recordRequests>) =>
  requests.filter((r) => r.method === 'POST').map((r) => r.body);
const save = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save changes' }));

describe('Settings → All settings', { timeout: 15_000 }, () => {
  it('names each setting in words, keeps its key beside it, and finds it by either', async () => {
    serve();
    const user = userEvent.setup();
    renderSection();
    const upload = await screen.findByRole('spinbutton', { name: 'Largest upload' });
    expect(within(rowOf('documents.maxUploadBytes')).getByText('documents.maxUploadBytes')).toBeTruthy();
    expect(within(rowOf('documents.maxUploadBytes')).getByText(/Default: 10 MB\./)).toBeTruthy();
    expect(within(rowOf('time-tracking.graceMinutes')).getByText(/Default: 15 minutes\./)).toBeTruthy();
    expect(within(rowOf('payroll.payDay')).getByText(/Default: Last working day\./)).toBeTruthy();
    expect(upload).toBeTruthy();

    await user.type(screen.getByLabelText('Search settings'), 'grace');
    expect(rowOf('time-tracking.graceMinutes')).toBeTruthy();
    expect(rowOf('documents.maxUploadBytes')).toBeNull();
    await user.clear(screen.getByLabelText('Search settings'));
    await user.type(screen.getByLabelText('Search settings'), 'maxUploadBytes');
    expect(rowOf('documents.maxUploadBytes')).toBeTruthy();
    expect(rowOf('time-tracking.graceMinutes')).toBeNull();
  });

  it('takes a size in MB and sends bytes; refuses a size out of range before sending', async () => {
    const requests = serve();
    const user = userEvent.setup();
    renderSection();
    const upload = await screen.findByRole('spinbutton', { name: 'Largest upload' });
    expect((upload as HTMLInputElement).value).toBe('10');
    expect(within(rowOf('documents.maxUploadBytes')).getByText('MB')).toBeTruthy();
    await user.clear(upload);
    await user.type(upload, '200');
    await save(user);
    expect(await screen.findByText('Must be between 0.1 MB and 100 MB')).toBeTruthy();
    expect(upload.getAttribute('aria-invalid')).toBe('true');
    expect(sent(requests)).toEqual([]);

    await user.clear(upload);
    await user.type(upload, '25');
    await save(user);
    await waitFor(() =>
      expect(sent(requests)).toEqual([
        { items: [{ key: 'documents.maxUploadBytes', value: 25 * 1024 * 1024 }] },
      ]),
    );
  });

  it('edits minutes with their unit, a switch, a time and no limit as none', async () => {
    const requests = serve();
    const user = userEvent.setup();
    renderSection();
    const grace = await screen.findByRole('spinbutton', { name: 'Grace period before late' });
    expect(within(rowOf('time-tracking.graceMinutes')).getByText('minutes')).toBeTruthy();
    await user.clear(grace);
    await user.type(grace, '20');
    await user.click(screen.getByRole('switch', { name: 'Paid breaks' }));
    const start = screen.getByLabelText('Shift starts');
    expect(start.getAttribute('type')).toBe('time');
    await user.clear(start);
    await user.type(start, '10:00');
    await user.clear(screen.getByRole('spinbutton', { name: 'Longest break before review' }));
    await save(user);
    await waitFor(() => expect(sent(requests)).toHaveLength(1));
    expect(sent(requests)[0]).toEqual({
      items: [
        { key: 'time-tracking.graceMinutes', value: 20 },
        { key: 'time-tracking.breaksPaid', value: true },
        { key: 'time-tracking.shiftStart', value: '10:00' },
        { key: 'time-tracking.maxBreakMinutes', value: null },
      ],
    });
  });

  it('offers worded choices: radios, a pay day of a word or a day, checkboxes and channel switches', async () => {
    const requests = serve();
    const user = userEvent.setup();
    renderSection();
    const basis = await screen.findByRole('radiogroup', { name: 'Days in a month for proration' });
    await user.click(within(basis).getByRole('radio', { name: 'Working days' }));

    const payDay = screen.getByRole('combobox', { name: 'Pay day' });
    const options = within(payDay)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options[0]).toBe('Last working day');
    expect(options).toContain('Day 7 of the month');
    expect(options).toHaveLength(32);
    await user.selectOptions(payDay, 'Day 7 of the month');

    const roles = screen.getByRole('group', { name: 'Roles that must use two-factor' });
    await user.click(within(roles).getByRole('checkbox', { name: 'HR' }));
    await user.click(within(roles).getByRole('checkbox', { name: 'Admin' }));

    const channels = screen.getByRole('group', { name: 'Leave decided' });
    await user.click(within(channels).getByRole('switch', { name: 'By email' }));

    await save(user);
    await waitFor(() => expect(sent(requests)).toHaveLength(1));
    expect(sent(requests)[0]).toEqual({
      items: [
        { key: 'payroll.payableDaysBasis', value: 'working' },
        { key: 'payroll.payDay', value: 7 },
        { key: 'security.twoFactorRequiredRoles', value: ['admin', 'hr'] },
        { key: 'notifications.leaveDecided', value: { inApp: true, email: true } },
      ],
    });
  });

  it('lists networks a row each, checks each as the server does, and sends the list', async () => {
    const requests = serve();
    const user = userEvent.setup();
    renderSection();
    const networks = await screen.findByRole('group', { name: 'Networks clock-ins may come from' });
    expect(within(networks).getByText('From anywhere')).toBeTruthy();
    await user.click(within(networks).getByRole('button', { name: 'Add network' }));
    await user.type(within(networks).getByRole('textbox', { name: 'Network 1' }), '203.0.113.0/24');
    await user.click(within(networks).getByRole('button', { name: 'Add network' }));
    const bad = within(networks).getByRole('textbox', { name: 'Network 2' });
    await user.type(bad, '10.0.0.300/8');
    expect(bad.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(networks).getByRole('textbox', { name: 'Network 1' }).getAttribute('aria-invalid'),
    ).toBeNull();
    await save(user);
    expect(
      await screen.findByText('Network 2: Must be a network in CIDR notation, like 203.0.113.0/24'),
    ).toBeTruthy();
    expect(sent(requests)).toEqual([]);

    await user.click(within(networks).getByRole('button', { name: 'Remove network 2' }));
    await user.click(within(networks).getByRole('button', { name: 'Add network' }));
    await user.type(within(networks).getByRole('textbox', { name: 'Network 2' }), '2001:db8::/32');
    await save(user);
    await waitFor(() =>
      expect(sent(requests)).toEqual([
        { items: [{ key: 'time-tracking.allowedNetworks', value: ['203.0.113.0/24', '2001:db8::/32'] }] },
      ]),
    );
  }, 20_000);
});
