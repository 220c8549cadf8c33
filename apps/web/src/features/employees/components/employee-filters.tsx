import {
  EMPLOYEE_STATUS_LABELS,
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  type EmployeeStatus,
  type EmploymentType,
} from '@hrms/contracts/employees';
import { ChevronDown, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { PersonOption } from '../../../api/search-employees';
import { PersonPicker } from '../../../components/person-picker';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { DateInput } from '../../../components/ui/date-input';
import { Label } from '../../../components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import type { EmployeeFilters } from '../utils/list-params';

export interface NamedOption {
  id: string;
  name: string;
}

function FilterButton({ label, count, children }: { label: string; count: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className={cn('gap-1.5', count > 0 && 'border-primary/60 bg-accent text-accent-foreground')}
        >
          {label}
          {count > 0 ? (
            <span className="rounded-full bg-primary px-1.5 text-[11px] leading-4 font-semibold text-primary-foreground">
              {count}
            </span>
          ) : null}
          <ChevronDown className="size-3.5 opacity-70" aria-hidden="true" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-64 p-2">
        {children}
      </PopoverContent>
    </Popover>
  );
}

function CheckOptions<T extends string>({
  legend,
  options,
  selected,
  onChange,
  single = false,
}: {
  legend: string;
  options: { value: T; label: string; hint?: string | undefined }[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
  /** One at most: choosing another replaces it. */
  single?: boolean;
}) {
  const id = useId();
  if (options.length === 0)
    return <p className="px-2 py-3 text-sm text-muted-foreground">Nothing to choose.</p>;
  return (
    <fieldset className="max-h-72 space-y-0.5 overflow-y-auto">
      <legend className="sr-only">{legend}</legend>
      {options.map((option, index) => {
        const checked = selected.includes(option.value);
        const inputId = `${id}-${index}`;
        return (
          <div
            key={option.value}
            className="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-muted/60"
          >
            <Checkbox
              id={inputId}
              checked={checked}
              onCheckedChange={(state) => {
                const on = state === true;
                if (single) onChange(on ? [option.value] : []);
                else onChange(on ? [...selected, option.value] : selected.filter((v) => v !== option.value));
              }}
            />
            <Label htmlFor={inputId} className="flex-1 justify-between font-normal">
              <span className="truncate">{option.label}</span>
              {option.hint ? <span className="text-xs text-muted-foreground">{option.hint}</span> : null}
            </Label>
          </div>
        );
      })}
    </fieldset>
  );
}

function JoinDateRange({
  from,
  to,
  onApply,
}: {
  from: string | null;
  to: string | null;
  onApply: (from: string | null, to: string | null) => void;
}) {
  const id = useId();
  const [start, setStart] = useState(from ?? '');
  const [end, setEnd] = useState(to ?? '');
  const backwards = Boolean(start && end && start > end);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!backwards) onApply(start || null, end || null);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3 p-1">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-from`}>Joined on or after</Label>
        <DateInput id={`${id}-from`} value={start} onValueChange={setStart} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-to`}>Joined on or before</Label>
        <DateInput
          id={`${id}-to`}
          value={end}
          onValueChange={setEnd}
          aria-invalid={backwards || undefined}
          aria-describedby={backwards ? `${id}-error` : undefined}
        />
      </div>
      {backwards ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          The end is before the start.
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={() => onApply(null, null)}>
          Clear
        </Button>
        <Button type="submit" size="sm" disabled={backwards}>
          Apply
        </Button>
      </div>
    </form>
  );
}

/** A removable filter: what it is and its value, with a button that drops it. */
function Chip({ label, value, onRemove }: { label: string; value: string; onRemove: () => void }) {
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full border bg-card py-0.5 pr-1 pl-2.5 text-xs shadow-xs">
      <span className="text-muted-foreground">{label}:</span>
      <span className="truncate font-medium">{value}</span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove filter ${label}: ${value}`}
        className="rounded-full p-0.5 text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-3" aria-hidden="true" />
      </button>
    </span>
  );
}

function dateRangeText(from: string | null, to: string | null): string {
  if (from && to) return `${formatDate(from)} – ${formatDate(to)}`;
  if (from) return `from ${formatDate(from)}`;
  return `until ${to ? formatDate(to) : ''}`;
}

/**
 * The filters over the list, each a button with its choices, and the chosen ones as chips that can
 * be removed one by one. The list's state is in the address bar; this only reports changes.
 */
export function EmployeeFilterBar({
  filters,
  onChange,
  onClear,
  departments,
  offices,
  managerName,
  start,
  end,
  cardOnly = false,
}: {
  /** Colleagues' cards: only where people sit filters them (the server ignores the rest). */
  cardOnly?: boolean;
  /** Shown first in the row of filters (the search box). */
  start?: ReactNode;
  /** Shown last, at the row's end (the column chooser). */
  end?: ReactNode;
  filters: EmployeeFilters;
  onChange: (change: Partial<EmployeeFilters>) => void;
  onClear: () => void;
  departments: readonly (NamedOption & { headcount?: number })[];
  offices: readonly NamedOption[];
  managerName: string | null;
}) {
  const deptName = new Map(departments.map((d) => [d.id, d.name]));
  const officeName = new Map(offices.map((o) => [o.id, o.name]));
  const [managerKey, setManagerKey] = useState(0);
  const manager: PersonOption | null = filters.managerId
    ? { id: filters.managerId, name: managerName ?? 'Selected manager', detail: '', photoUrl: null }
    : null;

  const chips: { key: string; label: string; value: string; remove: () => void }[] = [];
  if (filters.search) {
    chips.push({
      key: 'search',
      label: 'Search',
      value: `“${filters.search}”`,
      remove: () => onChange({ search: '' }),
    });
  }
  for (const id of filters.departmentIds) {
    chips.push({
      key: `dept-${id}`,
      label: 'Department',
      value: deptName.get(id) ?? 'Unknown department',
      remove: () => onChange({ departmentIds: filters.departmentIds.filter((d) => d !== id) }),
    });
  }
  for (const status of filters.statuses) {
    chips.push({
      key: `status-${status}`,
      label: 'Status',
      value: EMPLOYEE_STATUS_LABELS[status],
      remove: () => onChange({ statuses: filters.statuses.filter((s) => s !== status) }),
    });
  }
  if (filters.officeId) {
    chips.push({
      key: 'office',
      label: 'Office',
      value: officeName.get(filters.officeId) ?? 'Unknown office',
      remove: () => onChange({ officeId: null }),
    });
  }
  if (filters.employmentType) {
    chips.push({
      key: 'type',
      label: 'Type',
      value: EMPLOYMENT_TYPE_LABELS[filters.employmentType],
      remove: () => onChange({ employmentType: null }),
    });
  }
  if (filters.managerId) {
    chips.push({
      key: 'manager',
      label: 'Manager',
      value: managerName ?? '…',
      remove: () => onChange({ managerId: null }),
    });
  }
  if (filters.joinedFrom || filters.joinedTo) {
    chips.push({
      key: 'joined',
      label: 'Joined',
      value: dateRangeText(filters.joinedFrom, filters.joinedTo),
      remove: () => onChange({ joinedFrom: null, joinedTo: null }),
    });
  }

  return (
    <div data-testid="filter-bar" className="space-y-2.5">
      <div className="flex flex-wrap items-center gap-2">
        {start}
        <fieldset className="m-0 flex min-w-0 flex-wrap items-center gap-2 border-0 p-0">
          <legend className="sr-only">Filters</legend>
          <FilterButton label="Department" count={filters.departmentIds.length}>
            <CheckOptions
              legend="Departments"
              options={departments.map((d) => ({
                value: d.id,
                label: d.name,
                hint: d.headcount !== undefined ? String(d.headcount) : undefined,
              }))}
              selected={filters.departmentIds}
              onChange={(departmentIds) => onChange({ departmentIds })}
            />
          </FilterButton>
          {cardOnly ? null : (
            <FilterButton label="Status" count={filters.statuses.length}>
              <CheckOptions<EmployeeStatus>
                legend="Statuses"
                options={EMPLOYEE_STATUSES.map((s) => ({ value: s, label: EMPLOYEE_STATUS_LABELS[s] }))}
                selected={filters.statuses}
                onChange={(statuses) => onChange({ statuses })}
              />
            </FilterButton>
          )}
          <FilterButton label="Office" count={filters.officeId ? 1 : 0}>
            <CheckOptions
              legend="Office"
              single
              options={offices.map((o) => ({ value: o.id, label: o.name }))}
              selected={filters.officeId ? [filters.officeId] : []}
              onChange={(ids) => onChange({ officeId: ids[0] ?? null })}
            />
          </FilterButton>
          {cardOnly ? null : (
            <>
              <FilterButton label="Type" count={filters.employmentType ? 1 : 0}>
                <CheckOptions<EmploymentType>
                  legend="Employment type"
                  single
                  options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: EMPLOYMENT_TYPE_LABELS[t] }))}
                  selected={filters.employmentType ? [filters.employmentType] : []}
                  onChange={(types) => onChange({ employmentType: types[0] ?? null })}
                />
              </FilterButton>
              <FilterButton label="Manager" count={filters.managerId ? 1 : 0}>
                <div className="space-y-1.5 p-1">
                  <p className="text-xs text-muted-foreground">People reporting directly to</p>
                  <PersonPicker
                    key={managerKey}
                    aria-label="Manager"
                    value={manager}
                    onChange={(person) => {
                      onChange({ managerId: person?.id ?? null });
                      setManagerKey((k) => k + 1);
                    }}
                  />
                </div>
              </FilterButton>
              <FilterButton label="Joined" count={filters.joinedFrom || filters.joinedTo ? 1 : 0}>
                <JoinDateRange
                  key={`${filters.joinedFrom}-${filters.joinedTo}`}
                  from={filters.joinedFrom}
                  to={filters.joinedTo}
                  onApply={(joinedFrom, joinedTo) => onChange({ joinedFrom, joinedTo })}
                />
              </FilterButton>
            </>
          )}
        </fieldset>
        {end ? <div className="ml-auto">{end}</div> : null}
      </div>
      {chips.length > 0 ? (
        <div className="flex flex-wrap items-center gap-1.5">
          <ul aria-label="Active filters" className="contents">
            {chips.map((chip) => (
              <li key={chip.key} className="max-w-full">
                <Chip label={chip.label} value={chip.value} onRemove={chip.remove} />
              </li>
            ))}
          </ul>
          <Button variant="link" size="sm" className="h-6 px-1.5 text-xs" onClick={onClear}>
            Clear all
          </Button>
        </div>
      ) : null}
    </div>
  );
}
