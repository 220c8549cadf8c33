import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, dataColumns } from './data-table';

interface Person {
  id: string;
  name: string;
  days: number;
}

const people: Person[] = [
  { id: 'a', name: 'Asha Rao', days: 12 },
  { id: 'b', name: 'Vikram Das', days: 3 },
];

const columns = dataColumns<Person>([
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
  {
    id: 'days',
    header: 'Days',
    cell: ({ row }) => row.original.days,
    meta: { className: 'text-right', cellClassName: 'tabular-nums' },
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: () => <button type="button">Open</button>,
  },
]);

function phone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches && query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

const renderList = () =>
  render(
    <DataTable
      label="People"
      rows={people}
      columns={columns}
      rowKey={(p) => p.id}
      rowTestId="person-row"
      rowProps={(p) => ({ 'aria-current': p.id === 'b' ? 'true' : undefined })}
      card={(p) => <p>{`${p.name}, ${p.days} days`}</p>}
    />,
  );

afterEach(() => vi.unstubAllGlobals());

describe('DataTable', () => {
  it('is a table of the columns on a wide screen, a figure column right-aligned', () => {
    phone(false);
    renderList();
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Days', 'Actions']);
    const rows = screen.getAllByTestId('person-row');
    expect(rows).toHaveLength(2);
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Asha Rao', '12', 'Open']);
    expect(cells[1]!.className).toContain('text-right');
    expect(cells[1]!.className).toContain('tabular-nums');
    expect(within(table).getAllByRole('columnheader')[1]!.className).toContain('text-right');
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
  });

  it('is a list of cards on a phone', () => {
    phone(true);
    renderList();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'People' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Asha Rao, 12 days', 'Vikram Das, 3 days']);
    expect(screen.getAllByTestId('person-row')).toHaveLength(2);
  });

  it('gives a cell the attributes its column asks of its record, and a heading its own', () => {
    phone(false);
    const titled = dataColumns<Person>([
      {
        id: 'name',
        header: 'Name',
        cell: ({ row }) => row.original.name,
        meta: {
          cellClassName: 'truncate',
          cellProps: (p) => ({ title: `${p.name}, ${p.days} days`, className: 'max-w-20' }),
          headerProps: { 'aria-sort': 'ascending' },
        },
      },
    ]);
    render(
      <DataTable
        label="People"
        rows={people}
        columns={titled}
        rowKey={(p) => p.id}
        rowProps={(p) => ({ 'data-person-id': p.id })}
        card={() => null}
      />,
    );
    const [first] = screen.getAllByRole('cell');
    expect(first!.getAttribute('title')).toBe('Asha Rao, 12 days');
    expect(first!.className).toContain('truncate');
    expect(first!.className).toContain('max-w-20');
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getAllByRole('row').map((r) => r.dataset.personId)).toEqual([undefined, 'a', 'b']);
  });

  it('classes each card from its record', () => {
    phone(true);
    render(
      <DataTable
        label="People"
        rows={people}
        columns={columns}
        rowKey={(p) => p.id}
        cardClassName={(p) => (p.days < 5 ? 'text-muted-foreground' : undefined)}
        card={(p) => p.name}
      />,
    );
    const [asha, vikram] = screen.getAllByRole('listitem');
    expect(asha!.className).not.toContain('text-muted-foreground');
    expect(vikram!.className).toContain('text-muted-foreground');
  });

  it('stays a table on a phone when it has no card, its columns hidden by their classes', () => {
    phone(true);
    const narrowing = dataColumns<Person>([
      { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
      {
        id: 'days',
        header: 'Days',
        cell: ({ row }) => row.original.days,
        meta: { className: 'hidden md:table-cell' },
      },
    ]);
    render(<DataTable label="People" rows={people} columns={narrowing} rowKey={(p) => p.id} />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(screen.queryByRole('list')).toBeNull();
    expect(within(table).getAllByRole('columnheader')[1]!.className).toContain('hidden');
    expect(within(table).getAllByRole('cell')[1]!.className).toContain('hidden');
  });

  it('keeps what the components in a cell hold when the list draws again with columns written anew', async () => {
    phone(false);
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <button type="button" onClick={() => setCount((c) => c + 1)}>
          {`Pressed ${count}`}
        </button>
      );
    }
    function List({ tick }: { tick: number }) {
      // Written inline, as the pages write them: new functions at every render.
      const inline = dataColumns<Person>([
        { id: 'name', header: `Name ${tick}`, cell: ({ row }) => row.original.name },
        { id: 'count', header: 'Count', cell: () => <Counter /> },
      ]);
      return (
        <DataTable
          label="People"
          rows={people.slice(0, 1)}
          columns={inline}
          rowKey={(p) => p.id}
          card={() => null}
        />
      );
    }
    const view = render(<List tick={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeTruthy();
    view.rerender(<List tick={2} />);
    expect(screen.getByRole('columnheader', { name: 'Name 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeTruthy();
  });
});
