/**
 * A row of round toggle buttons that filter a list, one of them pressed; and the row of a list's
 * statuses, each with how many records it holds, and "All".
 */
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { formatNumber } from '../lib/format';
import { Button } from './ui/button';

export function Chips<T extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  /** What the chips choose, for screen readers only. */
  legend: string;
  value: T;
  options: { value: T; label: ReactNode }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="flex flex-wrap gap-1.5">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => {
        const pressed = value === option.value;
        return (
          <Button
            key={option.value || 'all'}
            variant={pressed ? 'secondary' : 'ghost'}
            size="sm"
            aria-pressed={pressed}
            className={cn('rounded-full', pressed && 'ring-1 ring-border')}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </fieldset>
  );
}

/** A status's label and, once the counts are in, its count. */
function counted(label: string, count: number | undefined): ReactNode {
  return (
    <>
      {label}{' '}
      {count !== undefined ? (
        <span className="rounded-full bg-background px-1.5 tabular-nums">{formatNumber(count)}</span>
      ) : null}
    </>
  );
}

/** The statuses of a list with their counts, and "All" (the empty value) first or last. */
export function StatusChips<S extends string>({
  statuses,
  labels,
  value,
  onChange,
  summary,
  allLast = false,
}: {
  statuses: readonly S[];
  labels: Record<S, string>;
  value: '' | S;
  onChange: (status: '' | S) => void;
  /** The count of each status; undefined while it loads. */
  summary: Record<S, number> | undefined;
  allLast?: boolean;
}) {
  const { t } = useLingui();
  const total = summary ? statuses.reduce((sum, s) => sum + summary[s], 0) : undefined;
  const all = { value: '' as const, label: counted(t`All`, total) };
  const each = statuses.map((status) => ({
    value: status,
    label: counted(labels[status], summary?.[status]),
  }));
  return (
    <Chips<'' | S>
      legend={t`Status`}
      value={value}
      options={allLast ? [...each, all] : [all, ...each]}
      onChange={onChange}
    />
  );
}
