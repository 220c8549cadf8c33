/**
 * A value over time as columns, one a period (a month, a week), each stacked from its series in
 * their order from the bottom; the figures follow as a table. The columns are for the eye and hidden
 * from screen readers, which read the table: every chart comes with its table. Columns the table
 * alone carries (a count, a total) ride along after the series'. On a phone only the first
 * `phoneColumns` figures stay columns; the rest go under the period's name.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../ui/table';
import { CHART_TONE_CLASSES, type ChartTone } from './chart-tones';

/** At most this many names under the columns: a long range names every second or third period. */
const MAX_TICKS = 12;
/** On a phone, at most this many: a day's name (`12 Nov`) needs the room of several columns. */
const MAX_PHONE_TICKS = 5;
/** The table sits in its card's padding, not at the card's edge. */
const EDGE = 'first:pl-0 last:pr-0';

export interface ColumnSeries {
  label: string;
  tone: ChartTone;
}

export interface ColumnPoint {
  /** The period in full, as the table names it: `October 2026`. */
  label: string;
  /** The period as short as it goes under its column: `Oct`. */
  tick: string;
  /** One value a series, in the series' order; null where the period has no figures. */
  values: readonly number[] | null;
  /** The cells of `moreColumns`, already formatted. */
  more?: readonly string[];
}

export interface ColumnChartProps {
  /** What the chart shows, its table's caption: `Cost by month`. */
  title: string;
  /** The heading of the periods' column: `Month`. */
  periodLabel: string;
  series: readonly ColumnSeries[];
  points: readonly ColumnPoint[];
  /** A series' value as the table shows it. */
  format: (value: number) => string;
  /** Headings of the columns the table adds after the series'. */
  moreColumns?: readonly string[];
  /** What the table says of a period without figures. */
  missing?: string;
  /** How many figure columns stay columns on a phone; all by default. */
  phoneColumns?: number;
  /**
   * A smaller chart whose table only screen readers read: for a dashboard tile that links to the
   * report, where the table is shown.
   */
  compact?: boolean;
}

export function ColumnChart({
  title,
  periodLabel,
  series,
  points,
  format,
  moreColumns = [],
  missing = '—',
  phoneColumns,
  compact = false,
}: ColumnChartProps) {
  const heights = points.map((p) => (p.values ?? []).reduce((sum, v) => sum + Math.max(0, v), 0));
  const top = Math.max(0, ...heights);
  const every = Math.ceil(points.length / MAX_TICKS);
  const everyOnPhone = Math.max(every, Math.ceil(points.length / MAX_PHONE_TICKS));
  const headings = [...series.map((s) => s.label), ...moreColumns];
  const kept = Math.min(phoneColumns ?? headings.length, headings.length);
  /** Columns past `kept` are for wider screens; a phone reads them under the period. */
  const wide = (j: number) => (j >= kept ? 'hidden sm:table-cell' : undefined);
  const cell = (p: ColumnPoint, j: number) =>
    j < series.length ? format(p.values?.[j] ?? 0) : p.more?.[j - series.length];
  return (
    <div className="space-y-4">
      <div aria-hidden="true" className="space-y-2">
        {series.length > 1 ? (
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
            {series.map((s) => (
              <span key={s.label} className="inline-flex items-center gap-1.5">
                <span className={cn('size-2.5 rounded-sm', CHART_TONE_CLASSES[s.tone])} />
                {s.label}
              </span>
            ))}
          </div>
        ) : null}
        <div
          className={cn('flex items-end gap-0.5 border-b sm:gap-1.5', compact ? 'h-28' : 'h-44')}
          data-testid="column-chart-columns"
        >
          {points.map((p, i) => (
            <div
              key={p.label}
              className="flex h-full min-w-0 flex-1 flex-col justify-end"
              title={
                p.values
                  ? `${p.label}: ${series.map((s, j) => `${s.label} ${format(p.values?.[j] ?? 0)}`).join(', ')}`
                  : `${p.label}: ${missing}`
              }
            >
              {p.values && top > 0 ? (
                <div
                  className="flex flex-col-reverse overflow-hidden rounded-t-sm"
                  style={{ height: `${((heights[i] ?? 0) / top) * 100}%` }}
                >
                  {series.map((s, j) => (
                    <div
                      key={s.label}
                      className={cn('basis-0', CHART_TONE_CLASSES[s.tone])}
                      style={{ flexGrow: Math.max(0, p.values?.[j] ?? 0) }}
                    />
                  ))}
                </div>
              ) : null}
            </div>
          ))}
        </div>
        <div className="flex gap-0.5 text-[11px] text-muted-foreground sm:gap-1.5">
          {points.map((p, i) => (
            <span key={p.label} className="min-w-0 flex-1 text-center whitespace-nowrap">
              {i % every === 0 ? (
                <span className={i % everyOnPhone === 0 ? undefined : 'hidden sm:inline'}>{p.tick}</span>
              ) : null}
            </span>
          ))}
        </div>
      </div>

      <TableOf compact={compact}>
        <TableCaption className="sr-only">{title}</TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead scope="col" className={EDGE}>
              {periodLabel}
            </TableHead>
            {headings.map((heading, j) => (
              <TableHead key={heading} scope="col" className={cn('text-right', wide(j), EDGE)}>
                {heading}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {points.map((p) => (
            <TableRow key={p.label}>
              <th scope="row" className="py-2 pr-3 text-left font-medium whitespace-nowrap">
                {p.label}
                {p.values && kept < headings.length ? (
                  <span className="block text-xs font-normal whitespace-normal text-muted-foreground sm:hidden">
                    {headings
                      .slice(kept)
                      .map((heading, j) => `${heading} ${cell(p, kept + j) ?? ''}`)
                      .join(' · ')}
                  </span>
                ) : null}
              </th>
              {p.values ? (
                headings.map((heading, j) => (
                  <TableCell
                    key={heading}
                    className={cn('py-2 text-right whitespace-nowrap tabular-nums', wide(j), EDGE)}
                  >
                    {cell(p, j)}
                  </TableCell>
                ))
              ) : (
                <TableCell colSpan={headings.length} className={cn('py-2 text-muted-foreground', EDGE)}>
                  {missing}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </TableOf>
    </div>
  );
}

/** The chart's table; for a compact chart, one only screen readers read (and nothing to scroll). */
function TableOf({ compact, children }: { compact: boolean; children: ReactNode }) {
  return compact ? <table className="sr-only">{children}</table> : <Table>{children}</Table>;
}
