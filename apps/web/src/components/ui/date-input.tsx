/**
 * A calendar date typed in the company's format (dd/mm/yyyy) or as ISO (yyyy-mm-dd), whatever the
 * browser's language, with the browser's own calendar one click away. Typing into a field that
 * already shows a date (one filled in for the person, such as a last day following the first) types
 * a new date, wherever the caret was. The value in and out is ISO `yyyy-mm-dd` ('' for none).
 */
import { useLingui } from '@lingui/react/macro';
import { CalendarDays } from 'lucide-react';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { DATE_ENTRY_FORMAT, entryToIso, isoToEntry, typedOver } from '../../lib/date-entry';
import { Input } from './input';

type DateInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'min' | 'max'> & {
  value: string;
  onValueChange: (iso: string) => void;
  min?: string | undefined;
  max?: string | undefined;
};

export function DateInput({
  value,
  onValueChange,
  min,
  max,
  className,
  onBlur,
  disabled,
  ...props
}: DateInputProps) {
  const { t } = useLingui();
  const [text, setText] = useState(() => isoToEntry(value));
  const picker = useRef<HTMLInputElement>(null);

  // A value set from outside (a reset, the calendar) shows; what is being typed is left alone.
  useEffect(() => {
    setText((typed) =>
      entryToIso(typed) === value || (typed.trim() === '' && value === '') ? typed : isoToEntry(value),
    );
  }, [value]);

  const type = (typed: string) => {
    const next = typedOver(text, typed);
    setText(next);
    if (next.trim() === '') onValueChange('');
    else {
      const iso = entryToIso(next);
      if (iso) onValueChange(iso);
    }
  };

  return (
    <div className={cn('relative w-full', className)}>
      <Input
        {...props}
        disabled={disabled}
        inputMode="numeric"
        autoComplete="off"
        placeholder={DATE_ENTRY_FORMAT}
        value={text}
        onChange={(event) => type(event.target.value)}
        onBlur={(event) => {
          // Half a date is not kept as if it were one: it goes back to the last whole date. A whole
          // one is shown again as the company writes dates (2026-03-05 reads 05/03/2026).
          if (text.trim() !== '') setText(isoToEntry(entryToIso(text) ?? value));
          onBlur?.(event);
        }}
        className="pr-9"
      />
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        className="pointer-events-none absolute right-0 bottom-0 size-0 opacity-0"
        value={value}
        min={min}
        max={max}
        onChange={(event) => {
          setText(isoToEntry(event.target.value));
          onValueChange(event.target.value);
        }}
      />
      <button
        type="button"
        disabled={disabled}
        aria-label={t`Choose a date from the calendar`}
        className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring disabled:opacity-50"
        onClick={() => picker.current?.showPicker?.()}
      >
        <CalendarDays className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
