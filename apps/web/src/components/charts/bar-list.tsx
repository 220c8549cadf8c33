/**
 * A whole in its parts as horizontal bars, in the order given: a table whose every row is a part,
 * its name over a bar drawn to scale against the largest part, then its figures. The bars are for
 * the eye and hidden from screen readers, which read the same figures in the table. On a phone the
 * columns between the name and the value go under the name, so the table keeps to the screen.
 */
import { cn } from '../../lib/cn';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../ui/table';
import { CHART_TONE_CLASSES, type ChartTone } from './chart-tones';

/** The table sits in its card's padding, not at the card's edge. */
const EDGE = 'first:pl-0 last:pr-0';

export interface BarListItem {
  /** Tells the part from the others (a code, a name). */
  id: string;
  label: string;
  /** What the bar measures, in the last column. */
  value: number;
  /** The cells of `moreColumns`, already formatted. */
  more?: readonly string[];
}

export interface BarListProps {
  /** What the list shows, its table's caption: `Cost by department`. */
  title: string;
  /** The heading of the parts' column: `Department`. */
  labelHeading: string;
  /** The heading of the measured column: `Employer cost`. */
  valueHeading: string;
  items: readonly BarListItem[];
  format: (value: number) => string;
  tone?: ChartTone;
  /** Headings of the columns between the name and the value. */
  moreColumns?: readonly string[];
}

export function BarList({
  title,
  labelHeading,
  valueHeading,
  items,
  format,
  tone = 'primary',
  moreColumns = [],
}: BarListProps) {
  const top = Math.max(0, ...items.map((item) => item.value));
  return (
    <Table>
      <TableCaption className="sr-only">{title}</TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead scope="col" className={EDGE}>
            {labelHeading}
          </TableHead>
          {moreColumns.map((heading) => (
            <TableHead key={heading} scope="col" className={cn('hidden text-right sm:table-cell', EDGE)}>
              {heading}
            </TableHead>
          ))}
          <TableHead scope="col" className={cn('text-right', EDGE)}>
            {valueHeading}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <th scope="row" className="w-full min-w-36 py-2.5 pr-3 text-left font-medium">
              {item.label}
              {moreColumns.length > 0 ? (
                <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                  {moreColumns.map((heading, j) => `${heading} ${item.more?.[j] ?? ''}`).join(' · ')}
                </span>
              ) : null}
              <span aria-hidden="true" className="mt-1.5 block h-1.5 rounded-full bg-muted">
                <span
                  className={cn('block h-full rounded-full', CHART_TONE_CLASSES[tone])}
                  style={{ width: `${top > 0 ? (Math.max(0, item.value) / top) * 100 : 0}%` }}
                />
              </span>
            </th>
            {moreColumns.map((heading, j) => (
              <TableCell
                key={heading}
                className={cn('hidden py-2.5 text-right whitespace-nowrap tabular-nums sm:table-cell', EDGE)}
              >
                {item.more?.[j]}
              </TableCell>
            ))}
            <TableCell className={cn('py-2.5 text-right font-medium whitespace-nowrap tabular-nums', EDGE)}>
              {format(item.value)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
