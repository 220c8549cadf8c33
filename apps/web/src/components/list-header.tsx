/**
 * The top of a list's card: its title and what it holds, its search and filters beside them, and
 * anything that goes under both (e.g. status chips).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type ReactNode, useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { cn } from '../lib/cn';
import { Label } from './ui/label';
import { NativeSelect } from './ui/native-select';
import { SearchInput } from './ui/search-input';

export function ListHeader({
  title,
  badge,
  description,
  children,
  below,
}: {
  title: ReactNode;
  /** Beside the title, e.g. a count that needs attention. */
  badge?: ReactNode;
  description: ReactNode;
  /** The search, filters and buttons. */
  children: ReactNode;
  below?: ReactNode;
}) {
  const row = (
    <div
      className={cn(
        'flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between',
        below === undefined && 'p-4 sm:p-5',
      )}
    >
      <div className="space-y-1">
        <h2 className={cn('text-base font-semibold', badge !== undefined && 'flex items-center gap-2')}>
          {title}
          {badge}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">{children}</div>
    </div>
  );
  return below === undefined ? (
    row
  ) : (
    <div className="flex flex-col gap-3 p-4 sm:p-5">
      {row}
      {below}
    </div>
  );
}

/** The search box of a list; its label is also its placeholder. */
export function ListSearch({
  label,
  placeholder = label,
  value,
  onValueChange,
  className,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Sizes it, e.g. `w-full sm:w-56`. */
  className?: string;
}) {
  return (
    <SearchInput
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      maxLength={100}
      onChange={(event) => onValueChange(event.target.value)}
      className={className}
    />
  );
}

/** A filter of a list: a select whose label only screen readers hear; its options are the children. */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  onValueChange,
  className,
  children,
}: {
  id: string;
  label: string;
  value: T;
  /** Called with one of the options' values. */
  onValueChange: (value: T) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onValueChange(event.target.value as T)}
        className={className}
      >
        {children}
      </NativeSelect>
    </>
  );
}

/** The status filter of a list of records that can be archived: every status, active or archived. */
export function ArchivedFilter({
  id,
  value,
  onValueChange,
  className,
}: {
  id: string;
  value: '' | 'active' | 'archived';
  onValueChange: (value: '' | 'active' | 'archived') => void;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <FilterSelect id={id} label={t`Status`} value={value} onValueChange={onValueChange} className={className}>
      <option value="">
        <Trans>Every status</Trans>
      </option>
      <option value="active">
        <Trans>Active</Trans>
      </option>
      <option value="archived">
        <Trans>Archived</Trans>
      </option>
    </FilterSelect>
  );
}

/**
 * A list's search and page: the words as typed and, once they stop changing, trimmed. A new search
 * goes back to the first page, and so does a filter set through `refilter`.
 */
export function usePagedSearch() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return { search, onSearch: refilter(setSearch), debounced, page, setPage, refilter };
}
