import { Search, X } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { type OrgIndexEntry, searchOrgChart } from '../utils/org-chart-layout';

/**
 * Finds someone in the loaded chart by name or employee code (no request: the tree is already here)
 * and hands them to `onPick`, which opens their branch and moves to them. A combobox: arrows move
 * through the matches, Enter picks, Escape closes.
 */
export function OrgChartSearch({
  index,
  onPick,
}: {
  index: Map<string, OrgIndexEntry>;
  onPick: (entry: OrgIndexEntry) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(() => searchOrgChart(index, query), [index, query]);
  const showList = open && query.trim().length > 0;

  const pick = (entry: OrgIndexEntry | undefined) => {
    if (!entry) return;
    onPick(entry);
    setQuery(entry.node.name);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (matches.length ? (i + 1) % matches.length : 0));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (matches.length ? (i - 1 + matches.length) % matches.length : 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(matches[active] ?? matches[0]);
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        setOpen(false);
      }
    }
  };

  const listId = `${id}-list`;
  return (
    <div className="relative w-full sm:max-w-xs">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        role="combobox"
        aria-label="Find a person"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && matches[active] ? `${id}-${matches[active].node.id}` : undefined}
        placeholder="Find by name or code"
        value={query}
        maxLength={100}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {query ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setQuery('');
            setOpen(false);
          }}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-0.5 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
      {showList ? (
        <div
          id={listId}
          role="listbox"
          aria-label="People found"
          className="absolute top-full right-0 left-0 z-40 mt-1.5 max-h-80 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {matches.length === 0 ? (
            <p className="px-3 py-2.5 text-sm text-muted-foreground">
              Nobody in this chart matches “{query.trim()}”.
            </p>
          ) : (
            matches.map((entry, i) => (
              <div
                key={entry.node.id}
                id={`${id}-${entry.node.id}`}
                role="option"
                aria-selected={i === active}
                tabIndex={-1}
                // Picks before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(entry);
                }}
                onMouseMove={() => setActive(i)}
                className={cn(
                  'flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm',
                  i === active && 'bg-accent text-accent-foreground',
                )}
              >
                <Avatar name={entry.node.name} src={entry.node.photoUrl ?? undefined} className="size-7" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{entry.node.name}</span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {entry.node.employeeCode}
                    {entry.node.designation ? ` · ${entry.node.designation}` : ''}
                  </span>
                </span>
              </div>
            ))
          )}
        </div>
      ) : null}
    </div>
  );
}
