/**
 * A moment typed as a date in the company's format (dd/mm/yyyy, with the calendar one click away)
 * and a time of day. The value in and out is the `yyyy-mm-ddThh:mm` of a datetime-local field,
 * '' for none; choosing a date before a time takes 09:00.
 */
import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { DateInput } from './date-input';
import { Input } from './input';

const DEFAULT_TIME = '09:00';

type DateTimeInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'min' | 'max'> & {
  value: string;
  onValueChange: (value: string) => void;
};

export function DateTimeInput({
  value,
  onValueChange,
  className,
  id,
  disabled,
  ...props
}: DateTimeInputProps) {
  const { t } = useLingui();
  const [date = '', time = ''] = value.split('T');
  // The time typed before a date is kept until the date comes.
  const [pendingTime, setPendingTime] = useState(time);
  useEffect(() => {
    if (time) setPendingTime(time);
  }, [time]);

  return (
    <div className={cn('flex gap-2', className)}>
      <DateInput
        {...props}
        id={id}
        disabled={disabled}
        value={date}
        onValueChange={(next) => onValueChange(next ? `${next}T${time || pendingTime || DEFAULT_TIME}` : '')}
        className="min-w-0 flex-1"
      />
      <Input
        type="time"
        aria-label={t`Time`}
        disabled={disabled}
        value={time || pendingTime}
        onChange={(event) => {
          setPendingTime(event.target.value);
          if (date) onValueChange(`${date}T${event.target.value || DEFAULT_TIME}`);
        }}
        className="w-32 shrink-0"
      />
    </div>
  );
}
