/**
 * The person picker for a value held as an id alone (a template's IT colleague): the name of one
 * picked here is known, one saved earlier is read from their record.
 */
import { useState } from 'react';
import type { PersonOption } from '../../../api/search-employees';
import { PersonPicker } from '../../../components/person-picker';
import { useColleague } from '../api/get-colleague';

export function ColleaguePicker({
  id,
  value,
  onChange,
  disabled,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: {
  id?: string;
  /** The colleague's id, '' for none. */
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}) {
  const [picked, setPicked] = useState<PersonOption | null>(null);
  const known = picked !== null && picked.id === value;
  const saved = useColleague(value, !known);
  const person: PersonOption | null =
    value === ''
      ? null
      : known
        ? picked
        : (saved.data ?? {
            id: value,
            name: saved.isError ? 'A colleague (their record could not be read)' : 'Loading…',
            detail: '',
            photoUrl: null,
          });
  return (
    <PersonPicker
      id={id}
      value={person}
      onChange={(next) => {
        setPicked(next);
        onChange(next?.id ?? '');
      }}
      disabled={disabled}
      aria-invalid={ariaInvalid}
      aria-describedby={ariaDescribedBy}
    />
  );
}
