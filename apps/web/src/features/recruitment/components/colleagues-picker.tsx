/**
 * Several colleagues picked one at a time (a note's mentions, an interview's panel): the shared
 * person search adds each one picked, and each shows as a chip with a button to take them off.
 */
import { X } from 'lucide-react';
import type { PersonOption } from '../../../api/search-employees';
import { PersonPicker } from '../../../components/person-picker';

export function ColleaguesPicker({
  id,
  value,
  onChange,
  max,
  noun,
  disabled,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: {
  id?: string;
  value: PersonOption[];
  onChange: (people: PersonOption[]) => void;
  /** How many may be picked; the search hides once reached. */
  max: number;
  /** What the chips are, for the buttons' names: `mention`, `interviewer`. */
  noun: string;
  disabled?: boolean;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}) {
  const full = value.length >= max;
  return (
    <div className="grid gap-2">
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Chosen: ${value.length}`}>
          {value.map((person) => (
            <li
              key={person.id}
              className="inline-flex items-center gap-1 rounded-full border bg-muted/60 py-0.5 pr-1 pl-2.5 text-xs font-medium"
            >
              {person.name}
              <button
                type="button"
                className="rounded-full p-0.5 text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Remove ${noun} ${person.name}`}
                disabled={disabled}
                onClick={() => onChange(value.filter((p) => p.id !== person.id))}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className="text-xs text-muted-foreground">That is the most you can add ({max}).</p>
      ) : (
        <PersonPicker
          id={id}
          value={null}
          onChange={(person) => {
            if (person && !value.some((p) => p.id === person.id)) onChange([...value, person]);
          }}
          disabled={disabled}
          aria-invalid={ariaInvalid}
          aria-describedby={ariaDescribedBy}
        />
      )}
    </div>
  );
}
