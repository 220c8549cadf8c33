import type { AuthUser } from '@hrms/contracts/auth';
import { EmployeeListResponseSchema } from '@hrms/contracts/employees';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, recordRequests, server } from '../../test/msw';
import { renderRoutes, sampleUser } from '../../test/render';
import { OnDemandOverlays } from './on-demand';
import { matches, paletteResults } from './palette-results';
import { SearchBox } from './search-box';

const employee: AuthUser = sampleUser;
const hr: AuthUser = { ...sampleUser, role: 'hr' };

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHeader(user: AuthUser) {
  const element = (
    <OnDemandOverlays>
      <SearchBox user={user} />
      <Where />
    </OnDemandOverlays>
  );
  return renderRoutes([{ path: '*', element }], '/dashboard');
}

const ZOYA = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Zoya Siddiqui',
  firstName: 'Zoya',
  lastName: 'Siddiqui',
  workEmail: 'zoya@acme.test',
  designation: { id: '00000000-0000-4000-8000-0000000000b1', name: 'HR Generalist' },
  department: null,
  photoUrl: null,
  employeeCode: 'ACME-0054',
  status: 'active' as const,
};

const labels = (groups: ReturnType<typeof paletteResults>) =>
  Object.fromEntries(groups.map((g) => [g.heading, g.items.map((i) => i.label)]));

describe('what the palette offers', () => {
  it('matches every word typed at the start of a word', () => {
    expect(matches('sal sl', 'Salary Slips')).toBe(true);
    expect(matches('slips', 'Salary Slips')).toBe(true);
    expect(matches('lary', 'Salary Slips')).toBe(false);
  });

  it('gives an employee their pages and own records, and never people or pages they may not open', () => {
    const all = labels(paletteResults(employee, '', []));
    expect(all.Pages).toContain('Leave Requests');
    expect(all.Pages).not.toContain('Payroll Processing');
    expect(all['Your records']).toEqual([
      'My profile',
      'My salary slips',
      'My leave',
      'My attendance',
      'My time',
      'My documents',
      'Apply for leave',
      'My password and sessions',
    ]);
    const people = [{ id: ZOYA.id, name: ZOYA.name, detail: 'ACME-0054', photoUrl: null }];
    expect(labels(paletteResults(employee, 'zoya', people)).People).toBeUndefined();
    expect(labels(paletteResults(hr, 'zoya', people)).People).toEqual(['Zoya Siddiqui']);
    expect(labels(paletteResults(hr, 'payslip', []))).toEqual({ 'Your records': ['My salary slips'] });
    expect(labels(paletteResults(hr, 'payroll', [])).Pages).toEqual(['Payroll Processing', 'Salary Slips']);
    expect(labels(paletteResults(employee, 'vacation', []))).toEqual({ 'Your records': ['Apply for leave'] });
    // A record named by what is typed comes before one only a keyword finds ("time off" of leave).
    expect(labels(paletteResults(employee, 'my time', []))['Your records']).toEqual(['My time', 'My leave']);
  });
});

describe('the command palette', () => {
  // cmdk scrolls the highlighted result into view, which jsdom cannot do.
  const scrollIntoView = Element.prototype.scrollIntoView;
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => {};
  });
  afterAll(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('opens on Ctrl-K, narrows as one types, and goes where Enter says', async () => {
    const user = userEvent.setup();
    renderHeader(hr);
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const box = within(dialog).getByRole('combobox');
    expect(document.activeElement).toBe(box);
    await user.type(box, 'holi');
    const first = within(dialog).getAllByRole('option')[0]!;
    expect(first.textContent).toContain('Holidays');
    expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('where').textContent).toBe('/holidays');
  });

  it('finds people by name for hr, moving to them with the arrows', async () => {
    const requests = recordRequests();
    server.use(
      answer('get', '/employees', EmployeeListResponseSchema, {
        items: [ZOYA],
        total: 1,
        page: 1,
        limit: 20,
      }),
    );
    const user = userEvent.setup();
    renderHeader(hr);
    await user.click(screen.getByRole('button', { name: /Search/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await user.type(within(dialog).getByRole('combobox'), 'zoya');
    const person = await within(dialog).findByRole('option', { name: /Zoya Siddiqui/ });
    expect(within(dialog).getByRole('group', { name: 'People' }).contains(person)).toBe(true);
    expect(requests.some((r) => r.path.startsWith('/api/employees?') && r.path.includes('search=zoya'))).toBe(
      true,
    );
    // The only match: the arrows wrap round to it.
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/employees/${ZOYA.id}`));
  });

  it('moves through the results with the arrows, Home and End, and Ctrl-K closes it again', async () => {
    const user = userEvent.setup();
    renderHeader(employee);
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const box = within(dialog).getByRole('combobox', { name: 'Search pages, your records and people' });
    await user.type(box, 'my');
    const options = within(dialog).getAllByRole('option');
    const highlighted = () => within(dialog).getByRole('option', { selected: true });
    await waitFor(() => expect(highlighted()).toBe(options[0]));
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);

    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe(options[1]);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await user.keyboard('{End}');
    expect(highlighted()).toBe(options.at(-1));
    // The arrows wrap round at either end.
    await user.keyboard('{ArrowDown}');
    expect(highlighted()).toBe(options[0]);
    await user.keyboard('{ArrowUp}');
    expect(highlighted()).toBe(options.at(-1));
    await user.keyboard('{Home}');
    expect(highlighted()).toBe(options[0]);
    // The focus never leaves the search box.
    expect(document.activeElement).toBe(box);

    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
  });

  it('opens a result clicked', async () => {
    const user = userEvent.setup();
    renderHeader(employee);
    await user.click(screen.getByRole('button', { name: /Search/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await user.type(within(dialog).getByRole('combobox'), 'slip');
    await user.click(within(dialog).getByRole('option', { name: /My salary slips/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('where').textContent).toBe('/salary-slips');
  });

  it('says so when nothing matches, and Escape closes it', async () => {
    const user = userEvent.setup();
    renderHeader(employee);
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await user.type(within(dialog).getByRole('combobox'), 'qqq');
    expect(within(dialog).getByText('Nothing matches “qqq”.')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('where').textContent).toBe('/dashboard');
  });
});
