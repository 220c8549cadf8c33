import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { type PersonOption, useEmployeeLookup } from '../api/search-employees';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { Avatar } from './ui/avatar';
import { Combobox, type ComboboxOption } from './ui/combobox';

/**
 * Picks one person by name, code or work email, searching the server as one types (a company may
 * have thousands, so the list is never loaded whole).
 */
export function PersonPicker({
  id,
  value,
  onChange,
  excludeId,
  placeholder,
  disabled,
  'aria-label': ariaLabel,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: {
  id?: string;
  value: PersonOption | null;
  onChange: (person: PersonOption | null) => void;
  /** Someone who cannot be chosen (a person is not their own manager). */
  excludeId?: string | undefined;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(false);
  const search = useDebouncedValue(query.trim(), 250);
  const lookup = useEmployeeLookup(search, active);

  const people = useMemo(
    () => (lookup.data ?? []).filter((p) => p.id !== excludeId),
    [lookup.data, excludeId],
  );
  const options = useMemo<ComboboxOption[]>(
    () =>
      people.map((p) => ({
        value: p.id,
        label: p.name,
        description: p.detail || undefined,
        leading: <Avatar name={p.name} src={p.photoUrl ?? undefined} className="size-6" />,
      })),
    [people],
  );
  const selected = value ? { value: value.id, label: value.name } : null;

  return (
    <Combobox
      id={id}
      selected={selected}
      onSelect={(option) => onChange(option ? (people.find((p) => p.id === option.value) ?? null) : null)}
      options={options}
      onQueryChange={(next) => {
        setActive(true);
        setQuery(next);
      }}
      loading={lookup.isFetching}
      placeholder={placeholder ?? t`Search by name, code or email`}
      emptyText={lookup.isError ? t`Could not search people` : t`Nobody matches`}
      disabled={disabled}
      aria-label={ariaLabel}
      aria-invalid={ariaInvalid}
      aria-describedby={ariaDescribedBy}
    />
  );
}
