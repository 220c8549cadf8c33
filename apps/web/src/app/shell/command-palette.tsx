/**
 * The header's search as a command palette (Ctrl/⌘-K, or a click on the search box): the pages the
 * person may open, their own records and, for those who open others' records, people by name, code
 * or email. Keyboard-first: type to narrow, arrows to move, Enter to go, Escape to close. Fetched on
 * demand with the shell's other overlays (./on-demand.tsx).
 */
import type { AuthUser } from '@hrms/contracts/auth';
import { CornerDownLeft, FileText, Search, UserRound } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useEmployeeLookup } from '../../api/search-employees';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { useCapabilities } from '../../features/auth/api/get-capabilities';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { cn } from '../../lib/cn';
import { findsPeople, type PaletteGroup, type PaletteItem, paletteResults } from './palette-results';

/** People are looked up from this many characters typed. */
const PEOPLE_FROM = 2;

export function CommandPalette({
  user,
  open,
  onOpenChange,
}: {
  user: AuthUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent showClose={false} className="top-[12dvh] max-w-xl translate-y-0 gap-0 p-0">
        <DialogTitle className="sr-only">Search</DialogTitle>
        <DialogDescription className="sr-only">
          Pages, your own records and people. Arrows to move, Enter to go, Escape to close.
        </DialogDescription>
        {/* Mounted while open only: each opening starts from an empty search. */}
        {open ? <Palette user={user} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Palette({ user, onDone }: { user: AuthUser; onDone: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const typed = useDebouncedValue(query.trim(), 200);
  const lookingUp = findsPeople(user) && typed.length >= PEOPLE_FROM;
  const people = useEmployeeLookup(typed, lookingUp);
  const capabilities = useCapabilities().data;
  const groups = paletteResults(user, query, lookingUp ? (people.data ?? []) : [], capabilities);
  const items = groups.flatMap((g) => g.items);
  const current = items[Math.min(active, items.length - 1)];

  // What is typed changes the list: the first result is the one Enter opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list's inputs change, on purpose
  useEffect(() => setActive(0), [query, people.data]);

  const go = (item: PaletteItem | undefined) => {
    if (!item) return;
    onDone();
    navigate(item.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (items.length === 0) return;
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    if (event.key in moves) {
      event.preventDefault();
      setActive((at) => (Math.min(at, items.length - 1) + moves[event.key]! + items.length) % items.length);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : items.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(current);
    }
  };
  const optionId = (item: PaletteItem) => `${id}-${items.indexOf(item)}`;

  return (
    <div className="flex max-h-[70dvh] min-h-0 flex-col">
      <div className="flex items-center gap-2 border-b px-4">
        <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <input
          // biome-ignore lint/a11y/noAutofocus: the palette opens to be typed in
          autoFocus
          role="combobox"
          aria-expanded="true"
          aria-controls={`${id}-list`}
          aria-activedescendant={current ? optionId(current) : undefined}
          aria-autocomplete="list"
          aria-label="Search pages, your records and people"
          placeholder={
            findsPeople(user) ? 'Search pages, your records and people…' : 'Search pages and your records…'
          }
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-12 min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
        />
        {lookingUp && people.isFetching ? <Spinner className="size-4" /> : null}
      </div>
      <div id={`${id}-list`} role="listbox" aria-label="Results" className="min-h-0 overflow-y-auto p-2">
        {groups.map((group) => (
          <Group
            key={group.heading}
            group={group}
            current={current}
            optionId={optionId}
            onPick={go}
            onHover={(item) => setActive(items.indexOf(item))}
          />
        ))}
        {items.length === 0 ? (
          <p className="px-3 py-8 text-center text-sm text-muted-foreground" role="presentation">
            {lookingUp && people.isPending ? 'Looking…' : `Nothing matches “${query.trim()}”.`}
          </p>
        ) : null}
      </div>
      <p className="hidden items-center gap-3 border-t px-4 py-2 text-xs text-muted-foreground sm:flex">
        <span>↑ ↓ to move</span>
        <span className="inline-flex items-center gap-1">
          <CornerDownLeft className="size-3" aria-hidden="true" /> to open
        </span>
        <span>Esc to close</span>
      </p>
    </div>
  );
}

function Group({
  group,
  current,
  optionId,
  onPick,
  onHover,
}: {
  group: PaletteGroup;
  current: PaletteItem | undefined;
  optionId: (item: PaletteItem) => string;
  onPick: (item: PaletteItem) => void;
  onHover: (item: PaletteItem) => void;
}) {
  const headingId = useId();
  const Icon = group.heading === 'People' ? UserRound : FileText;
  return (
    // A group of a listbox's options (ARIA): a <fieldset> would be a group of form controls.
    // biome-ignore lint/a11y/useSemanticElements: options of a listbox are grouped by role="group"
    <div role="group" aria-labelledby={headingId} className="py-1">
      <p id={headingId} className="px-3 pt-1 pb-1.5 text-xs font-medium text-muted-foreground">
        {group.heading}
      </p>
      {group.items.map((item) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the search box moves through the options (aria-activedescendant)
        <div
          key={item.id}
          id={optionId(item)}
          role="option"
          aria-selected={item === current}
          tabIndex={-1}
          onClick={() => onPick(item)}
          onMouseMove={() => onHover(item)}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm',
            item === current && 'bg-accent text-accent-foreground',
          )}
        >
          <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 flex-1 truncate">{item.label}</span>
          {item.detail ? (
            <span className="max-w-[45%] shrink-0 truncate text-xs text-muted-foreground">{item.detail}</span>
          ) : null}
        </div>
      ))}
    </div>
  );
}
