/**
 * The header's search as a command palette (Ctrl/⌘-K, or a click on the search box): the pages the
 * person may open, their own records and, for those who open others' records, people by name, code
 * or email. Keyboard-first: type to narrow, arrows to move, Enter to go, Escape to close. Fetched on
 * demand with the shell's other overlays (./on-demand.tsx).
 *
 * The list is cmdk's (the highlight, the arrows, Home, End and Enter, from the keys the search box
 * passes up to it); what it offers, and in which order, is ./palette-results.ts, so cmdk's own
 * filtering is off.
 */
import type { AuthUser } from '@hrms/contracts/auth';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Command as CommandPrimitive } from 'cmdk';
import { CornerDownLeft, FileText, Search, UserRound } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useEmployeeLookup } from '../../api/search-employees';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { useCapabilities } from '../../features/auth/api/get-capabilities';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { findsPeople, type PaletteGroup, type PaletteItem, paletteResults } from './palette-results';

/** People are looked up from this many characters typed. */
const PEOPLE_FROM = 2;

const HEADINGS: Record<PaletteGroup['heading'], MessageDescriptor> = {
  Pages: msg`Pages`,
  'Your records': msg`Your records`,
  People: msg`People`,
};

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
        <DialogTitle className="sr-only">
          <Trans>Search</Trans>
        </DialogTitle>
        <DialogDescription className="sr-only">
          <Trans>Pages, your own records and people. Arrows to move, Enter to go, Escape to close.</Trans>
        </DialogDescription>
        {/* Mounted while open only: each opening starts from an empty search. */}
        {open ? <Palette user={user} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Palette({ user, onDone }: { user: AuthUser; onDone: () => void }) {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  /** The highlighted result's id; empty, or gone from the results, means the first. */
  const [active, setActive] = useState('');
  const typed = useDebouncedValue(query.trim(), 200);
  const lookingUp = findsPeople(user) && typed.length >= PEOPLE_FROM;
  const people = useEmployeeLookup(typed, lookingUp);
  const capabilities = useCapabilities().data;
  const groups = paletteResults(user, query, lookingUp ? (people.data ?? []) : [], capabilities);
  const items = groups.flatMap((g) => g.items);
  const current = items.find((item) => item.id === active) ?? items[0];
  const optionId = (item: PaletteItem) => `${id}-${items.indexOf(item)}`;
  // cmdk names its list itself; the text box controls it by that id.
  const [listId, setListId] = useState<string>();
  const listRef = useCallback((list: HTMLDivElement | null) => setListId(list?.id), []);

  const typedText = query.trim();

  const go = (item: PaletteItem) => {
    onDone();
    navigate(item.path);
  };

  return (
    <CommandPrimitive
      shouldFilter={false}
      loop
      // Ctrl-K closes the palette (./search-box.tsx) rather than moving up the list.
      vimBindings={false}
      value={current?.id ?? ''}
      onValueChange={setActive}
      className="flex max-h-[70dvh] min-h-0 flex-col"
    >
      <div className="flex items-center gap-2 border-b px-4">
        <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        {/*
          Our own text box, not cmdk's, whose aria-activedescendant lags behind its highlight; cmdk
          draws each result (asChild) with our id, which the text box points at.
        */}
        <input
          // biome-ignore lint/a11y/noAutofocus: the palette opens to be typed in
          autoFocus
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={current ? optionId(current) : undefined}
          aria-autocomplete="list"
          aria-label={t`Search pages, your records and people`}
          autoComplete="off"
          spellCheck={false}
          placeholder={
            findsPeople(user) ? t`Search pages, your records and people…` : t`Search pages and your records…`
          }
          value={query}
          onChange={(event) => {
            // What is typed changes the list: the first result is the one Enter opens.
            setQuery(event.target.value);
            setActive('');
          }}
          className="h-12 min-w-0 flex-1 bg-transparent text-sm outline-none placeholder:text-muted-foreground"
        />
        {lookingUp && people.isFetching ? <Spinner className="size-4" /> : null}
      </div>
      <CommandPrimitive.List ref={listRef} label={t`Results`} className="min-h-0 overflow-y-auto p-2">
        {groups.map((group) => (
          <Group key={group.heading} group={group} current={current} optionId={optionId} onPick={go} />
        ))}
        {items.length === 0 ? (
          <p className="px-3 py-8 text-center text-sm text-muted-foreground" role="presentation">
            {lookingUp && people.isPending ? t`Looking…` : t`Nothing matches “${typedText}”.`}
          </p>
        ) : null}
      </CommandPrimitive.List>
      <p className="hidden items-center gap-3 border-t px-4 py-2 text-xs text-muted-foreground sm:flex">
        <span>
          <Trans>↑ ↓ to move</Trans>
        </span>
        <span className="inline-flex items-center gap-1">
          <Trans>
            <CornerDownLeft className="size-3" aria-hidden="true" /> to open
          </Trans>
        </span>
        <span>
          <Trans>Esc to close</Trans>
        </span>
      </p>
    </CommandPrimitive>
  );
}

function Group({
  group,
  current,
  optionId,
  onPick,
}: {
  group: PaletteGroup;
  current: PaletteItem | undefined;
  optionId: (item: PaletteItem) => string;
  onPick: (item: PaletteItem) => void;
}) {
  const { i18n } = useLingui();
  const Icon = group.heading === 'People' ? UserRound : FileText;
  return (
    // cmdk names each group's options by its heading (role="group", aria-labelledby).
    <CommandPrimitive.Group
      heading={
        <span className="block px-3 pt-1 pb-1.5 text-xs font-medium text-muted-foreground">
          {i18n._(HEADINGS[group.heading])}
        </span>
      }
      className="py-1"
    >
      {group.items.map((item) => (
        <CommandPrimitive.Item key={item.id} value={item.id} onSelect={() => onPick(item)} asChild>
          <div
            id={optionId(item)}
            role="option"
            aria-selected={item === current}
            tabIndex={-1}
            className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
          >
            <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate">{item.label}</span>
            {item.detail ? (
              <span className="max-w-[45%] shrink-0 truncate text-xs text-muted-foreground">
                {item.detail}
              </span>
            ) : null}
          </div>
        </CommandPrimitive.Item>
      ))}
    </CommandPrimitive.Group>
  );
}
