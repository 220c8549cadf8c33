import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

/**
 * One of a few choices, as a card with a line saying what it means: a native radio underneath, so
 * the arrow keys move between the cards of a group and a click anywhere on the card chooses it.
 * Group them in a <fieldset> with a <legend> naming the question.
 */
export function RadioCard({
  name,
  value,
  checked,
  onChange,
  label,
  description,
  disabled,
  className,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean | undefined;
  className?: string;
}) {
  const id = useId();
  return (
    <label
      data-slot="radio-card"
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
        checked ? 'border-primary bg-primary/5' : 'bg-card hover:bg-muted/60',
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        // Named by its label alone; the line under it describes it.
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5 size-4 shrink-0 accent-primary outline-none"
      />
      <span className="grid min-w-0 gap-0.5">
        <span id={`${id}-label`} className="font-medium">
          {label}
        </span>
        {description ? (
          <span id={`${id}-description`} className="text-xs text-muted-foreground">
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}
