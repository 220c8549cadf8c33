import { useLingui } from '@lingui/react/macro';
import { Command as CommandPrimitive } from 'cmdk';
import { ChevronsUpDown, X } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { type KeyboardEvent, type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export interface ComboboxOption {
  value: string;
  label: string;
  /** A second, quieter line (a code, a title). */
  description?: string | undefined;
  /** Shown before the label (an avatar). */
  leading?: ReactNode;
}

export interface ComboboxProps {
  id?: string;
  /** The chosen option, or null. */
  selected: ComboboxOption | null;
  onSelect: (option: ComboboxOption | null) => void;
  /** The options for what is typed; the owner filters them (often on the server). */
  options: readonly ComboboxOption[];
  /** Told what is typed, so the owner can fetch the matching options. */
  onQueryChange?: (query: string) => void;
  loading?: boolean;
  placeholder?: string;
  emptyText?: string;
  disabled?: boolean;
  /** Offers a button that clears the choice. */
  clearable?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}

/**
 * A text box that searches and a list to pick one from (the ARIA 1.2 combobox pattern): type to
 * narrow, arrows to move, Enter to choose, Escape to close. Focus stays in the text box throughout,
 * so it also works inside a dialog. Label it with a <Label htmlFor> or `aria-label`.
 *
 * The list is cmdk's: it moves the highlight (arrows, Home, End) and chooses with Enter, from the
 * keys the text box passes up to it. The text box is our own rather than cmdk's input, which
 * imposes its own id and label (so could not be named by the caller's <Label htmlFor>) and whose
 * aria-activedescendant lags behind the highlight.
 */
export function Combobox({
  id,
  selected,
  onSelect,
  options,
  onQueryChange,
  loading = false,
  placeholder,
  emptyText,
  disabled = false,
  clearable = true,
  className,
  ...aria
}: ComboboxProps) {
  const { t } = useLingui();
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  // cmdk names its list itself; the text box controls it by that id.
  const [listId, setListId] = useState<string>();
  const listRef = useCallback((list: HTMLDivElement | null) => setListId(list?.id), []);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  /** The highlighted option's value; empty, or gone from the options, means the first. */
  const [active, setActive] = useState('');
  const anchorRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const activeIndex = Math.max(
    0,
    options.findIndex((option) => option.value === active),
  );
  const activeOption = open ? options[activeIndex] : undefined;
  const optionId = (index: number) => `${generated}-option-${index}`;

  const show = (next: boolean) => {
    if (next === open) return;
    setOpen(next);
    if (next) {
      setQuery('');
      setActive('');
      onQueryChange?.('');
    }
  };

  const choose = (option: ComboboxOption | null) => {
    onSelect(option);
    setOpen(false);
    setQuery('');
  };

  const type = (value: string) => {
    setQuery(value);
    setActive('');
    setOpen(true);
    onQueryChange?.(value);
  };

  // Runs before cmdk's own keys (heard on its root, around the text box), which cmdk skips when the
  // event's default is prevented or the event stops here.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        if (!open) {
          event.preventDefault();
          show(true);
        }
        return;
      case 'Enter':
      case 'Home':
      case 'End':
        // With the list closed these keys are the text box's own: Enter sends the form, Home and
        // End move the caret.
        if (!open) event.stopPropagation();
        return;
      case 'Escape':
        if (open) {
          // Closing the list must not also close a dialog around it.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setQuery('');
        }
        return;
      case 'Tab':
        setOpen(false);
        setQuery('');
        return;
    }
  };

  return (
    <PopoverPrimitive.Root
      open={open && !disabled}
      onOpenChange={(next) => (next ? show(true) : setOpen(false))}
    >
      <CommandPrimitive
        data-slot="combobox"
        shouldFilter={false}
        vimBindings={false}
        value={activeOption?.value ?? ''}
        onValueChange={setActive}
        className={cn('relative w-full min-w-0', className)}
      >
        <PopoverPrimitive.Anchor asChild>
          <div ref={anchorRef} className="relative">
            <input
              ref={inputRef}
              id={inputId}
              type="text"
              role="combobox"
              autoComplete="off"
              spellCheck={false}
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={listId}
              aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
              disabled={disabled}
              value={open ? query : (selected?.label ?? '')}
              placeholder={selected && open ? selected.label : (placeholder ?? t`Search…`)}
              onChange={(event) => type(event.target.value)}
              onClick={() => show(true)}
              onKeyDown={onKeyDown}
              className={cn(
                'flex h-9 w-full min-w-0 rounded-md border border-input bg-card py-1 pl-3 text-sm shadow-xs transition-[color,box-shadow] outline-none',
                'placeholder:text-muted-foreground/80 focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring',
                'disabled:cursor-not-allowed disabled:opacity-50',
                'aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40',
                clearable && selected ? 'pr-14' : 'pr-8',
              )}
              {...aria}
            />
            <span className="pointer-events-none absolute inset-y-0 right-2 flex items-center gap-1 text-muted-foreground">
              {loading && open ? <Spinner className="size-3.5" /> : null}
              {clearable && selected && !disabled ? (
                <button
                  type="button"
                  tabIndex={-1}
                  aria-label={t`Clear`}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    choose(null);
                    inputRef.current?.focus();
                  }}
                  className="pointer-events-auto rounded p-0.5 hover:text-foreground"
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              ) : null}
              <ChevronsUpDown className="size-4" aria-hidden="true" />
            </span>
          </div>
        </PopoverPrimitive.Anchor>
        <PopoverPrimitive.Portal>
          <PopoverPrimitive.Content
            // A popup of options, not a dialog: the focus stays in the text box, whose listbox it holds.
            role="presentation"
            align="start"
            sideOffset={4}
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => event.preventDefault()}
            onInteractOutside={(event) => {
              if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
            }}
            className="z-50 w-(--radix-popover-trigger-width) min-w-56 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg outline-none data-[state=open]:animate-fade-in"
          >
            <CommandPrimitive.List
              ref={listRef}
              label={aria['aria-label'] ?? t`Options`}
              className="max-h-64 overflow-y-auto"
            >
              {options.length === 0 ? (
                <p className="px-2 py-3 text-center text-sm text-muted-foreground">
                  {loading ? t`Searching…` : (emptyText ?? t`No matches`)}
                </p>
              ) : (
                options.map((option, index) => (
                  // Drawn by us (asChild) to carry the id the text box points at.
                  <CommandPrimitive.Item
                    key={option.value}
                    value={option.value}
                    onSelect={() => choose(option)}
                    asChild
                  >
                    <div
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === activeIndex}
                      tabIndex={-1}
                      data-chosen={selected?.value === option.value || undefined}
                      // The text box keeps the focus when an option is clicked.
                      onMouseDown={(event) => event.preventDefault()}
                      className={cn(
                        'flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 text-sm select-none',
                        'data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground',
                        'data-chosen:font-medium',
                      )}
                    >
                      {option.leading}
                      <span className="min-w-0 flex-1">
                        <span className="block truncate">{option.label}</span>
                        {option.description ? (
                          <span className="block truncate text-xs text-muted-foreground">
                            {option.description}
                          </span>
                        ) : null}
                      </span>
                    </div>
                  </CommandPrimitive.Item>
                ))
              )}
            </CommandPrimitive.List>
          </PopoverPrimitive.Content>
        </PopoverPrimitive.Portal>
      </CommandPrimitive>
    </PopoverPrimitive.Root>
  );
}
