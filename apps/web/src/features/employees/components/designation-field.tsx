import { CreateDesignationBodySchema } from '@hrms/contracts/organization';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useCreateDesignation, useDesignations } from '../../../api/designations';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';

/**
 * The job title, from the company's list; hr may add a title that is missing without leaving the
 * form, and it is chosen at once.
 */
export function DesignationField({
  id,
  value,
  onChange,
  canAdd,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: {
  /** Given by the form field around it. */
  id?: string;
  value: string;
  onChange: (id: string) => void;
  canAdd: boolean;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
}) {
  const designations = useDesignations();
  const create = useCreateDesignation();
  const localId = useId();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const parsed = CreateDesignationBodySchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Give a name');
      return;
    }
    setError(null);
    create.mutate(parsed.data.name, {
      onSuccess: (designation) => {
        onChange(designation.id);
        setAdding(false);
        setName('');
        toast.success(`Added the designation “${designation.name}”`);
      },
      onError: (failure) => setError(failure.message),
    });
  };

  const options = designations.data?.items ?? [];
  return (
    <div className="space-y-2">
      <div className="flex gap-2">
        <NativeSelect
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={designations.isPending}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        >
          <option value="">{designations.isPending ? 'Loading…' : 'No designation'}</option>
          {/* A title no longer in the list still shows until it is changed. */}
          {value && !designations.isPending && !options.some((d) => d.id === value) ? (
            <option value={value}>Current designation</option>
          ) : null}
          {options.map((d) => (
            <option key={d.id} value={d.id}>
              {d.name}
            </option>
          ))}
        </NativeSelect>
        {canAdd && !adding ? (
          <Button
            variant="outline"
            size="icon"
            aria-label="Add a designation"
            onClick={() => setAdding(true)}
          >
            <Plus aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {designations.isError ? (
        <p className="text-xs text-destructive">The designations could not be loaded.</p>
      ) : null}
      {adding ? (
        <div className="space-y-1.5 rounded-md border bg-muted/30 p-2.5">
          <label htmlFor={`${localId}-new`} className="text-xs font-medium">
            New designation
          </label>
          <div className="flex gap-2">
            <Input
              id={`${localId}-new`}
              value={name}
              maxLength={100}
              autoFocus
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                // Enter adds the title instead of submitting the whole form.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
                if (event.key === 'Escape') {
                  event.preventDefault();
                  setAdding(false);
                }
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${localId}-error` : undefined}
              placeholder="e.g. Data Analyst"
            />
            <Button size="sm" className="h-9" onClick={add} disabled={create.isPending}>
              {create.isPending ? <Spinner /> : null}
              Add
            </Button>
            <Button variant="ghost" size="sm" className="h-9" onClick={() => setAdding(false)}>
              Cancel
            </Button>
          </div>
          <FieldError id={`${localId}-error`}>{error}</FieldError>
        </div>
      ) : null}
    </div>
  );
}
