import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarList } from './bar-list';
import { ColumnChart, scaleOf } from './column-chart';

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
    // Drawn against a scale of round steps from zero: 300 is its top, 150 half of it.
    const columns = screen.getByTestId('column-chart-columns');
    const heights = [...columns.children].map(
      (c) => (c.firstElementChild as HTMLElement | null)?.style.height,
    );
    expect(heights).toEqual(['100%', undefined, '50%']);
  });
});

describe('a column chart’s scale and figures', () => {
  const headcount = (values: number[]) =>
    values.map((value, i) => ({ label: `Month ${i + 1}`, tick: `M${i + 1}`, values: [value] }));

  it('says what it counts and shows its scale, so columns of near-equal height still read', () => {
    render(
      <ColumnChart
        title="Headcount by month"
        counts="People on the payroll at each month's end"
        periodLabel="Month"
        series={[{ label: 'Headcount', tone: 'primary' }]}
        points={headcount([58, 59, 60, 61])}
        format={String}
      />,
    );
    expect(screen.getByTestId('column-chart-counts').textContent).toBe(
      "People on the payroll at each month's end",
    );
    expect([...screen.getByTestId('column-chart-scale').children].map((tick) => tick.textContent)).toEqual([
      '0',
      '20',
      '40',
      '60',
      '80',
    ]);
    // A dozen columns or fewer carry their totals.
    const columns = [...screen.getByTestId('column-chart-columns').children];
    expect(columns.map((column) => column.textContent)).toEqual(['58', '59', '60', '61']);
  });

  it('gives a column’s figures on hover and on focus, and the arrow keys walk the columns', () => {
    render(
      <ColumnChart
        title="Hours by date"
        periodLabel="Date"
        series={[
          { label: 'Worked', tone: 'primary' },
          { label: 'Overtime', tone: 'warning' },
        ]}
        points={[
          { label: '2 November 2026', tick: '2 Nov', values: [480, 60] },
          { label: '3 November 2026', tick: '3 Nov', values: [450, 0] },
        ]}
        format={(minutes) => `${minutes / 60} h`}
        scaleUnit={60}
      />,
    );
    // The scale steps in whole hours; with no `counts`, it counts what its series are.
    expect(screen.getByTestId('column-chart-counts').textContent).toBe('Worked and Overtime');
    expect([...screen.getByTestId('column-chart-scale').children].map((tick) => tick.textContent)).toEqual([
      '0 h',
      '5 h',
      '10 h',
    ]);
    const [first, second] = screen.getAllByRole('img');
    expect(first?.getAttribute('aria-label')).toBe('2 November 2026: Worked 8 h, Overtime 1 h');
    expect(first?.tabIndex).toBe(0);
    expect(second?.tabIndex).toBe(-1);

    fireEvent.mouseEnter(second as HTMLElement);
    expect(screen.getByTestId('column-chart-tip').textContent).toBe(
      '3 November 2026Worked 7.5 hOvertime 0 h',
    );
    fireEvent.mouseLeave(second as HTMLElement);
    expect(screen.queryByTestId('column-chart-tip')).toBeNull();

    act(() => (first as HTMLElement).focus());
    expect(screen.getByTestId('column-chart-tip').textContent).toContain('2 November 2026');
    fireEvent.keyDown(first as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(second);
    expect(second?.tabIndex).toBe(0);
    expect(screen.getByTestId('column-chart-tip').textContent).toContain('3 November 2026');
  });

  it('steps its scale by 1, 2 or 5 times a power of ten, never under one unit', () => {
    expect(scaleOf(61)).toEqual({ step: 20, max: 80 });
    expect(scaleOf(3)).toEqual({ step: 1, max: 3 });
    expect(scaleOf(0)).toEqual({ step: 1, max: 1 });
    expect(scaleOf(12_345)).toEqual({ step: 5000, max: 15_000 });
    expect(scaleOf(530, 60)).toEqual({ step: 300, max: 600 });
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
