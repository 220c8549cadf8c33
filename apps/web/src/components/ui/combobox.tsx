import { ChevronsUpDown, X } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
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
 */
export function Combobox({
  id,
  selected,
  onSelect,
  options,
  onQueryChange,
  loading = false,
  placeholder = 'Search…',
  emptyText = 'No matches',
  disabled = false,
  clearable = true,
  className,
  ...aria
}: ComboboxProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const listId = `${generated}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const anchorRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const show = (next: boolean) => {
    if (next === open) return;
    setOpen(next);
    if (next) {
      setQuery('');
      setActive(0);
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
    setActive(0);
    setOpen(true);
    onQueryChange?.(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) show(true);
        else setActive((i) => Math.min(options.length - 1, i + 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => Math.max(0, i - 1));
        return;
      case 'Home':
        if (open) setActive(0);
        return;
      case 'End':
        if (open) setActive(Math.max(0, options.length - 1));
        return;
      case 'Enter': {
        if (!open) return;
        event.preventDefault();
        const option = options[active];
        if (option) choose(option);
        return;
      }
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

  const activeOption = open ? options[active] : undefined;
  const optionId = (index: number) => `${generated}-option-${index}`;

  return (
    <PopoverPrimitive.Root
      open={open && !disabled}
      onOpenChange={(next) => (next ? show(true) : setOpen(false))}
    >
      <PopoverPrimitive.Anchor asChild>
        <div ref={anchorRef} data-slot="combobox" className={cn('relative w-full min-w-0', className)}>
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
            aria-activedescendant={activeOption ? optionId(active) : undefined}
            disabled={disabled}
            value={open ? query : (selected?.label ?? '')}
            placeholder={selected && open ? selected.label : placeholder}
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
                aria-label="Clear"
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
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          className="z-50 w-(--radix-popover-trigger-width) min-w-56 rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg outline-none data-[state=open]:animate-fade-in"
        >
          <div
            id={listId}
            role="listbox"
            aria-label={aria['aria-label'] ?? 'Options'}
            className="max-h-64 overflow-y-auto"
          >
            {options.length === 0 ? (
              <p className="px-2 py-3 text-center text-sm text-muted-foreground">
                {loading ? 'Searching…' : emptyText}
              </p>
            ) : (
              options.map((option, index) => (
                <div
                  key={option.value}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={selected?.value === option.value}
                  data-active={index === active || undefined}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(option)}
                  onKeyDown={() => {
                    // Keys are handled by the text box, which keeps the focus.
                  }}
                  className={cn(
                    'flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 text-sm select-none',
                    'data-[active]:bg-accent data-[active]:text-accent-foreground',
                    'aria-selected:font-medium',
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
              ))
            )}
          </div>
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
