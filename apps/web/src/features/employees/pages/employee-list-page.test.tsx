import type { EmployeeListItem } from '@hrms/contracts/employees';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render';
import { EmployeesPage } from './employees-page';

afterEach(() => vi.unstubAllGlobals());

const ENG = { id: '11111111-1111-4111-8111-111111111111', name: 'Engineering' };
const SALES = { id: '11111111-1111-4111-8111-222222222222', name: 'Sales' };

function person(n: number, overrides: Partial<EmployeeListItem> = {}): EmployeeListItem {
  return {
    id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
    firstName: `Person${n}`,
    lastName: 'Rao',
    name: `Person${n} Rao`,
    designation: { id: '44444444-4444-4444-8444-444444444444', name: 'Engineer' },
    department: ENG,
    workEmail: `p${n}@acme.test`,
    photoUrl: null,
    employeeCode: `ACME-${String(n).padStart(4, '0')}`,
    status: 'active',
    joinDate: '2023-04-01',
    employmentType: 'full_time',
    ...overrides,
  };
}

const people = [person(1), person(2), person(3, { status: 'on_notice' })];

function stubList(items: EmployeeListItem[] = people, extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/employees': { body: { items, total: items.length, page: 1, limit: 25 } },
    'GET /api/organization/departments': {
      body: {
        items: [ENG, SALES].map((d, i) => ({
          ...d,
          code: `D${i}`,
          headcount: 3,
          people: 3,
          parentId: null,
          headEmployeeId: null,
          headName: null,
        })),
      },
    },
    'GET /api/organization/offices': { body: { items: [] } },
    ...extra,
  });
}

function listCalls(fetchMock: ReturnType<typeof stubApi>): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/employees')
    .map((url) => url.searchParams);
}

function renderList(role: 'hr' | 'manager' | 'employee', path = '/employees') {
  return renderRoutes([{ path: 'employees/*', element: <EmployeesPage role={role} /> }], path);
}

describe('the employee list', { timeout: 15_000 }, () => {
  it('shows a page of people in a table with write actions for hr', async () => {
    stubList();
    renderList('hr');
    const rows = await screen.findAllByTestId('employee-row');
    expect(rows.map((r) => r.dataset.employeeId)).toEqual(people.map((p) => p.id));
    const table = screen.getByTestId('employees-table');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Add employee' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select Person1 Rao' })).toBeTruthy();
  });

  it("gives an employee colleagues' cards: the card's columns and where people sit as filters", async () => {
    const card = ({ employeeCode, status, joinDate, employmentType, ...rest }: EmployeeListItem) => rest;
    stubList(people.map((p) => card(p)));
    renderList('employee');
    await screen.findAllByTestId('employee-row');
    expect(screen.getByText(/^Your colleagues/)).toBeTruthy();
    const filters = screen.getByTestId('filter-bar');
    const headers = within(screen.getByTestId('employees-table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.trim().toLowerCase());
    expect(headers).toEqual([
      expect.stringMatching(/^name/),
      expect.stringMatching(/^department/),
      expect.stringMatching(/^designation/),
      expect.stringMatching(/^manager/),
      expect.stringMatching(/^office/),
    ]);
    for (const name of ['Department', 'Office'])
      expect(within(filters).getByRole('button', { name: new RegExp(`^${name}`) })).toBeTruthy();
    for (const name of ['Status', 'Type', 'Manager', 'Joined', 'Columns'])
      expect(within(filters).queryByRole('button', { name: new RegExp(`^${name}`) })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add employee' })).toBeNull();
  });

  it('shows "Joins on …" for someone hired who has not joined yet', async () => {
    stubList([person(1), person(2, { joinDate: '2999-01-04' })]);
    renderList('hr');
    const rows = await screen.findAllByTestId('employee-row');
    expect(within(rows[1] as HTMLElement).getByText('Joins on 4 Jan 2999')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Active')).toBeTruthy();
  });

  it('on a phone, shows the people as cards rather than a table scrolled sideways', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 639px)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    stubList();
    renderList('hr');
    const cards = await screen.findAllByTestId('employee-card');
    expect(cards).toHaveLength(3);
    expect(screen.queryByTestId('employees-table')).toBeNull();
    expect(within(cards[0] as HTMLElement).getByRole('link', { name: 'Person1 Rao' })).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('Engineer · Engineering')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select Person1 Rao' })).toBeTruthy();
  });

  it('gives a manager their team without selection or write actions', async () => {
    stubList();
    renderList('manager');
    await screen.findAllByTestId('employee-row');
    expect(screen.queryByRole('checkbox', { name: /Select/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add employee' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });

  it('keeps filters in the address bar and asks the server with them; a chip removes one', async () => {
    const fetchMock = stubList();
    const { router } = renderList('hr');
    await screen.findAllByTestId('employee-row');

    const bar = screen.getByTestId('filter-bar');
    fireEvent.click(within(bar).getByRole('button', { name: /Status/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'On notice' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=on_notice'));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.getAll('status')).toEqual(['on_notice']));

    fireEvent.click(within(bar).getByRole('button', { name: /Department/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Sales/ }));
    await waitFor(() => expect(router.state.location.search).toContain(`departmentId=${SALES.id}`));

    const chips = within(bar).getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Department:Sales', 'Status:On notice']);
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter Status: On notice' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?departmentId=${SALES.id}`));
  });

  it('reads the filters from a shared link, and searches after a pause', async () => {
    const fetchMock = stubList();
    const { router } = renderList('hr', '/employees?status=inactive&sort=joinDate&order=desc&page=1');
    await screen.findAllByTestId('employee-row');
    expect(listCalls(fetchMock)[0]?.toString()).toBe(
      'status=inactive&sort=joinDate&order=desc&page=1&limit=25',
    );
    expect(screen.getByRole('columnheader', { name: /Joined/ }).getAttribute('aria-sort')).toBe('descending');

    fireEvent.change(screen.getByLabelText('Search employees'), { target: { value: 'asha' } });
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('asha'));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)?.get('search')).toBe('asha'));
    // Other filters stay, and the search starts from the first page.
    expect(listCalls(fetchMock).at(-1)?.get('status')).toBe('inactive');
  });

  it('sorts by a heading and says the order with aria-sort', async () => {
    window.localStorage.setItem('hrms-employee-columns', JSON.stringify(['name', 'manager']));
    stubList();
    const { router } = renderList('hr');
    await screen.findAllByTestId('employee-row');
    const name = screen.getByRole('columnheader', { name: /Name/ });
    expect(name.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(name).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&order=desc'));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending'),
    );
    // Only allow-listed fields sort: the manager column has no button.
    const manager = screen.getByRole('columnheader', { name: 'Manager' });
    expect(within(manager).queryByRole('button')).toBeNull();
  });

  it('says when nothing matches and clears the filters', async () => {
    stubList([]);
    const { router } = renderList('hr', '/employees?status=inactive&search=zzz');
    expect(await screen.findByText('No employees match these filters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('deletes the selected people and keeps the refused ones selected with the reason', async () => {
    const fetchMock = stubList(people, {
      'DELETE /api/employees/bulk-delete': {
        body: {
          results: [
            { id: people[0]!.id, ok: true },
            { id: people[1]!.id, ok: false, error: 'Has signed in: deactivate instead' },
          ],
          succeeded: 1,
          failed: 1,
        },
      },
    });
    renderList('hr');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Person1 Rao' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Person2 Rao' }));
    const bar = screen.getByTestId('bulk-bar');
    expect(within(bar).getByText('2 employees selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Delete…' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete 2 employees' }));

    expect(await screen.findAllByText('1 deleted, 1 failed')).not.toHaveLength(0);
    expect(screen.getAllByText('Person2 Rao: Has signed in: deactivate instead').length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('bulk-bar')).getByText('1 employee selected')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ employeeIds: [people[0]!.id, people[1]!.id] });
  });
});
