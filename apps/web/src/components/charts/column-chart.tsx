/**
 * A value over time as columns, one a period (a month, a week), each stacked from its series in
 * their order from the bottom; the figures follow as a table. The chart says what it counts above a
 * scale of round steps from zero, with a line at each; a column gives its figures on hover and on
 * keyboard focus (the arrow keys walk the periods), and names them to a screen reader. A dozen
 * columns or fewer carry their totals on top. Every chart comes with its table. Columns the table
 * alone carries (a count, a total) ride along after the series'. On a phone only the first
 * `phoneColumns` figures stay columns; the rest go under the period's name.
 */
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { cn } from '../../lib/cn';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../ui/table';
import { CHART_TONE_CLASSES, type ChartTone } from './chart-tones';

/** At most this many names under the columns: a long range names every second or third period. */
const MAX_TICKS = 12;
/** On a phone, at most this many: a day's name (`12 Nov`) needs the room of several columns. */
const MAX_PHONE_TICKS = 5;
/** The table sits in its card's padding, not at the card's edge. */
const EDGE = 'first:pl-0 last:pr-0';
/** Up to this many columns carry their totals on top; more would crowd each other. */
const MAX_LABELLED = 12;

/**
 * The scale's step and top: about four round steps (1, 2 or 5 times a power of ten, never under one
 * `unit`: 60 steps minutes in whole hours) whose last reaches the tallest column.
 */
export function scaleOf(top: number, unit = 1): { step: number; max: number } {
  if (top <= 0) return { step: unit, max: unit };
  const rough = top / unit / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, ([1, 2, 5, 10].find((n) => n * power >= rough) ?? 10) * power) * unit;
  return { step, max: Math.ceil(top / step) * step };
}

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
  /** What the scale counts, said over it: `People on the payroll`; the series' names by default. */
  counts?: string;
  /** The least step of the scale, in the values' unit: 60 for minutes shown as hours. */
  scaleUnit?: number;
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
  counts,
  scaleUnit = 1,
  periodLabel,
  series,
  points,
  format,
  moreColumns = [],
  missing = '—',
  phoneColumns,
  compact = false,
}: ColumnChartProps) {
  const { t } = useLingui();
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
  const scale = scaleOf(top, scaleUnit);
  const ticks = Array.from({ length: Math.round(scale.max / scale.step) + 1 }, (_, i) => i * scale.step);
  const [active, setActive] = useState<number | null>(null);
  const [focusable, setFocusable] = useState(0);
  const said = (p: ColumnPoint) =>
    p.values
      ? `${p.label}: ${series.map((s, j) => `${s.label} ${format(p.values?.[j] ?? 0)}`).join(', ')}`
      : `${p.label}: ${missing}`;
  const move = (event: KeyboardEvent<HTMLDivElement>, i: number) => {
    const to =
      event.key === 'ArrowRight'
        ? Math.min(points.length - 1, i + 1)
        : event.key === 'ArrowLeft'
          ? Math.max(0, i - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? points.length - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    setFocusable(to);
    (event.currentTarget.parentElement?.children[to] as HTMLElement | undefined)?.focus();
  };
  const height = compact ? 'h-28' : 'h-44';
  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <div
          aria-hidden="true"
          className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-xs text-muted-foreground"
        >
          <span className="font-medium text-foreground" data-testid="column-chart-counts">
            {counts ?? series.map((s) => s.label).reduce((before, label) => t`${before} and ${label}`)}
          </span>
          {series.length > 1
            ? series.map((s) => (
                <span key={s.label} className="inline-flex items-center gap-1.5">
                  <span className={cn('size-2.5 rounded-sm', CHART_TONE_CLASSES[s.tone])} />
                  {s.label}
                </span>
              ))
            : null}
        </div>
        <div className="flex gap-2 pt-2">
          <div
            aria-hidden="true"
            className={cn(
              'relative shrink-0 text-right text-[11px] text-muted-foreground tabular-nums',
              height,
            )}
            // Its labels sit on their lines, out of the flow: the longest gives the scale its width.
            style={{ minWidth: `${Math.max(...ticks.map((tick) => format(tick).length))}ch` }}
            data-testid="column-chart-scale"
          >
            {ticks.map((tick) => (
              <span
                key={tick}
                className="absolute right-0 leading-none whitespace-nowrap"
                style={{ transform: 'translateY(50%)', bottom: `${(tick / scale.max) * 100}%` }}
              >
                {format(tick)}
              </span>
            ))}
          </div>
          <div className={cn('relative min-w-0 flex-1', height)}>
            <div aria-hidden="true" className="absolute inset-0">
              {ticks.map((tick) => (
                <span
                  key={tick}
                  className={cn(
                    'absolute inset-x-0 border-t',
                    tick === 0 ? 'border-border' : 'border-dashed border-border/60',
                  )}
                  style={{ bottom: `${(tick / scale.max) * 100}%` }}
                />
              ))}
            </div>
            <div
              className="relative flex h-full items-end gap-0.5 sm:gap-1.5"
              data-testid="column-chart-columns"
            >
              {points.map((p, i) => (
                <div
                  key={p.label}
                  role="img"
                  aria-label={said(p)}
                  tabIndex={i === focusable ? 0 : -1}
                  className="relative flex h-full min-w-0 flex-1 flex-col justify-end rounded-t-sm outline-none hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring"
                  onMouseEnter={() => setActive(i)}
                  onMouseLeave={() => setActive((was) => (was === i ? null : was))}
                  onFocus={() => {
                    setActive(i);
                    setFocusable(i);
                  }}
                  onBlur={() => setActive((was) => (was === i ? null : was))}
                  onKeyDown={(event) => move(event, i)}
                >
                  {p.values && top > 0 ? (
                    <div
                      className="flex flex-col-reverse overflow-hidden rounded-t-sm"
                      style={{ height: `${((heights[i] ?? 0) / scale.max) * 100}%` }}
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
                  {p.values && points.length <= MAX_LABELLED ? (
                    <span
                      aria-hidden="true"
                      className="pointer-events-none absolute inset-x-0 mb-0.5 truncate text-center text-[10px] leading-none text-muted-foreground tabular-nums"
                      style={{ bottom: `${((heights[i] ?? 0) / scale.max) * 100}%` }}
                    >
                      {format(heights[i] ?? 0)}
                    </span>
                  ) : null}
                  {active === i ? (
                    <ColumnTip point={p} series={series} format={format} missing={missing} />
                  ) : null}
                </div>
              ))}
            </div>
          </div>
        </div>
        <div aria-hidden="true" className="flex gap-2">
          {/* Under the scale's width, so each name sits under its column. */}
          <span className="invisible shrink-0 text-[11px] tabular-nums">{format(scale.max)}</span>
          <div className="flex min-w-0 flex-1 gap-0.5 text-[11px] text-muted-foreground sm:gap-1.5">
            {points.map((p, i) => (
              <span key={p.label} className="min-w-0 flex-1 text-center whitespace-nowrap">
                {i % every === 0 ? (
                  <span className={i % everyOnPhone === 0 ? undefined : 'hidden sm:inline'}>{p.tick}</span>
                ) : null}
              </span>
            ))}
          </div>
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

/** A column's figures over it, on hover or focus: the period, then each series with its colour. */
function ColumnTip({
  point,
  series,
  format,
  missing,
}: {
  point: ColumnPoint;
  series: readonly ColumnSeries[];
  format: (value: number) => string;
  missing: string;
}) {
  return (
    <div
      aria-hidden="true"
      data-testid="column-chart-tip"
      className="pointer-events-none absolute bottom-full left-1/2 z-10 mb-1 w-max max-w-48 -translate-x-1/2 rounded-md border bg-popover px-2 py-1.5 text-xs text-popover-foreground shadow-md"
    >
      <p className="font-medium">{point.label}</p>
      {point.values ? (
        series.map((s, j) => (
          <p key={s.label} className="flex items-center gap-1.5 tabular-nums">
            <span className={cn('size-2 rounded-sm', CHART_TONE_CLASSES[s.tone])} />
            {s.label} {format(point.values?.[j] ?? 0)}
          </p>
        ))
      ) : (
        <p className="text-muted-foreground">{missing}</p>
      )}
    </div>
  );
}

/** The chart's table; for a compact chart, one only screen readers read (and nothing to scroll). */
function TableOf({ compact, children }: { compact: boolean; children: ReactNode }) {
  return compact ? <table className="sr-only">{children}</table> : <Table>{children}</Table>;
}
