import type { OrgChartNode } from '@hrms/contracts/organization';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render';
import { OrganizationPage } from './organization-page';

afterEach(() => vi.unstubAllGlobals());

let seq = 0;
function person(
  name: string,
  children: OrgChartNode[] = [],
  extra: Partial<OrgChartNode> = {},
): OrgChartNode {
  seq += 1;
  return {
    id: `10000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    name,
    employeeCode: `EMP-${String(seq).padStart(4, '0')}`,
    designation: 'Engineer',
    department: 'Engineering',
    photoUrl: null,
    joinsOn: null,
    directReports: children.length,
    totalReports: children.reduce((sum, c) => sum + 1 + c.totalReports, 0),
    children,
    ...extra,
  };
}

const deep = person('Deepa Deep');
const lead = person('Lena Lead', [deep]);
const manager = person('Manu Manager', [lead, person('Mira Peer')]);
const ceo = person('Chitra CEO', [manager, person('Vani VP')], { designation: 'Chief Executive' });
const departments = {
  items: [
    {
      id: '20000000-0000-4000-8000-000000000001',
      name: 'Engineering',
      code: 'ENG',
      headcount: 5,
      people: 5,
      parentId: null,
      headEmployeeId: null,
      headName: null,
    },
  ],
};

function nodeIds() {
  return screen.getAllByTestId('org-node').map((n) => n.getAttribute('data-employee-id'));
}

function renderPage(path = '/organization') {
  return renderRoutes(
    [
      { path: '/organization', element: <OrganizationPage /> },
      { path: '/employees/:id', element: <p>Employee page</p> },
    ],
    path,
  );
}

describe('organization chart page', () => {
  it('shows the top three levels, each card linking to the person, and more on demand', async () => {
    stubApi({
      'GET /api/employees/org-chart': { body: { roots: [ceo], total: 7 } },
      'GET /api/organization/departments': { body: departments },
    });
    renderPage();
    const chart = await screen.findByTestId('org-chart');
    expect(nodeIds()).toEqual(expect.arrayContaining([ceo.id, manager.id, lead.id]));
    expect(nodeIds()).toHaveLength(5);
    expect(nodeIds()).not.toContain(deep.id);

    const card = within(chart)
      .getAllByTestId('org-node')
      .find((n) => n.dataset.employeeId === ceo.id);
    expect(
      within(card as HTMLElement)
        .getByRole('link', { name: 'Chitra CEO' })
        .getAttribute('href'),
    ).toBe(`/employees/${ceo.id}`);
    expect(within(card as HTMLElement).getByText('Chief Executive')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show Lena Lead’s 1 direct report' }));
    await waitFor(() => expect(nodeIds()).toContain(deep.id));
    fireEvent.click(screen.getByRole('button', { name: 'Hide Manu Manager’s reports' }));
    await waitFor(() => expect(nodeIds()).toEqual([ceo.id, manager.id, expect.any(String)]));
    expect(screen.getByText(/Showing 3 of 7 people/)).toBeTruthy();
  });

  it('marks someone who has not joined yet with their joining date, outside the count', async () => {
    const joiner = person('Jaya Later', [], { joinsOn: '2026-12-01' });
    const team = person('Tara Team', [person('Dev Now'), joiner]);
    stubApi({
      'GET /api/employees/org-chart': { body: { roots: [team], total: 2 } },
      'GET /api/organization/departments': { body: departments },
    });
    renderPage();
    await screen.findByTestId('org-chart');
    const card = screen.getAllByTestId('org-node').find((n) => n.dataset.employeeId === joiner.id);
    expect(card?.dataset.joinsOn).toBe('2026-12-01');
    expect(within(card as HTMLElement).getByText('Joins on 1 Dec 2026')).toBeTruthy();
    expect(screen.getByText(/Showing 3 of 3 people \(1 joining soon, not counted yet\)\./)).toBeTruthy();
  });

  it('finds someone by name or code, opens the branch above them and highlights them', async () => {
    stubApi({
      'GET /api/employees/org-chart': { body: { roots: [ceo], total: 7 } },
      'GET /api/organization/departments': { body: departments },
    });
    renderPage();
    await screen.findByTestId('org-chart');
    const search = screen.getByRole('combobox', { name: 'Find a person' });
    fireEvent.change(search, { target: { value: deep.employeeCode.toLowerCase() } });
    const options = within(await screen.findByRole('listbox', { name: 'People found' })).getAllByRole(
      'option',
    );
    expect(options).toHaveLength(1);
    expect(options[0]?.textContent).toContain('Deepa Deep');
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(nodeIds()).toContain(deep.id));
    const found = screen.getAllByTestId('org-node').find((n) => n.dataset.employeeId === deep.id);
    expect(found?.dataset.highlighted).toBe('true');

    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(await screen.findByText('Nobody in this chart matches “zzz”.')).toBeTruthy();
  });

  it('asks for one department when filtered', async () => {
    const fetchMock = stubApi({
      'GET /api/employees/org-chart': { body: { roots: [ceo], total: 7 } },
      'GET /api/organization/departments': { body: departments },
    });
    renderPage();
    await screen.findByTestId('org-chart');
    const select = screen.getByRole('combobox', { name: 'Department' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(select, { target: { value: departments.items[0]?.id } });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) =>
          String(url).includes(`departmentId=${departments.items[0]?.id}`),
        ),
      ).toBe(true),
    );
  });

  it('tells a manager without reports that no one reports to them', async () => {
    stubApi({
      'GET /api/employees/org-chart': { body: { roots: [person('Solo Manager')], total: 1 } },
      'GET /api/organization/departments': { body: departments },
    });
    renderPage();
    expect(await screen.findByText('No one reports to you yet')).toBeTruthy();
    expect(screen.queryByTestId('org-chart')).toBeNull();
  });

  it('says when the chart cannot be loaded, with a retry', async () => {
    stubApi({
      'GET /api/employees/org-chart': {
        status: 500,
        body: {
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'Something broke',
          code: 'INTERNAL',
        },
      },
      'GET /api/organization/departments': { body: departments },
    });
    renderPage();
    expect(await screen.findByText('We could not load the organization chart')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
