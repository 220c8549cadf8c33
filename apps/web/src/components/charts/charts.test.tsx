import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarList } from './bar-list';
import { ColumnChart } from './column-chart';

/** A table's body as text, row by row: the row's name, then its cells. */
function rowsOf(name: string) {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

const rupees = (value: number) => `₹${value}`;

describe('a column chart', () => {
  it('draws the columns to scale for the eye and gives every figure in its table', () => {
    render(
      <ColumnChart
        title="Cost by month"
        periodLabel="Month"
        series={[
          { label: 'Gross pay', tone: 'primary' },
          { label: 'Contributions', tone: 'info' },
        ]}
        points={[
          { label: 'August 2026', tick: 'Aug', values: [300, 100], more: ['4'] },
          { label: 'September 2026', tick: 'Sep', values: null },
          { label: 'October 2026', tick: 'Oct', values: [150, 50], more: ['2'] },
        ]}
        format={rupees}
        moreColumns={['People']}
        missing="Not finalised"
      />,
    );
    expect(
      within(screen.getByRole('table', { name: 'Cost by month' }))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Month', 'Gross pay', 'Contributions', 'People']);
    expect(rowsOf('Cost by month')).toEqual([
      ['August 2026', '₹300', '₹100', '4'],
      ['September 2026', 'Not finalised'],
      ['October 2026', '₹150', '₹50', '2'],
    ]);
    // The drawing is hidden from screen readers, which read the table instead.
    const columns = screen.getByTestId('column-chart-columns');
    expect(columns.closest('[aria-hidden="true"]')).toBeTruthy();
    const heights = [...columns.children].map(
      (c) => (c.firstElementChild as HTMLElement | null)?.style.height,
    );
    expect(heights).toEqual(['100%', undefined, '50%']);
  });
});

describe('a bar list', () => {
  it('names each part with its figures in a table, its bar drawn against the largest', () => {
    render(
      <BarList
        title="Cost by department"
        labelHeading="Department"
        valueHeading="Employer cost"
        moreColumns={['People']}
        items={[
          { id: 'eng', label: 'Engineering', value: 800, more: ['12'] },
          { id: 'sales', label: 'Sales', value: 200, more: ['3'] },
        ]}
        format={rupees}
      />,
    );
    // The count is a column from `sm`; under it, on a phone, it is a line under the name.
    expect(rowsOf('Cost by department')).toEqual([
      ['EngineeringPeople 12', '12', '₹800'],
      ['SalesPeople 3', '3', '₹200'],
    ]);
    expect(screen.getByRole('columnheader', { name: 'People' }).classList).toContain('hidden');
    expect(screen.getByRole('columnheader', { name: 'People' }).classList).toContain('sm:table-cell');
    const sales = screen.getByRole('rowheader', { name: /^Sales/ });
    const bar = sales.querySelector('[aria-hidden="true"] > span') as HTMLElement;
    expect(bar.style.width).toBe('25%');
  });
});
