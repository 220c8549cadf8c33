/**
 * A salary's components, a row each: code and name, earning or deduction, a fixed amount a month or
 * a formula of other components, taxable, prorated by payable days. Rows are added and removed; the
 * default template fills them in one go.
 */
import { COMPONENT_KINDS } from '@hrms/contracts/payroll';
import { ListRestart, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-error';
import {
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRow,
} from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { formatPaise } from '../../../lib/format';
import { rupeesToPaise } from '../../../lib/money-entry';
import { useDefaultTemplate } from '../api/get-default-template';
import { BLANK_COMPONENT, componentDraftOf, type RevisionDraft } from '../utils/revision-draft';
import { RupeeInput } from './rupee-input';

const MAX_COMPONENTS = 40;
const KIND_LABELS = { earning: 'Earning', deduction: 'Deduction' } as const;

export function ComponentsEditor() {
  const { control } = useFormContext<RevisionDraft>();
  const rows = useFieldArray({ control, name: 'components' });
  const metro = useWatch<RevisionDraft, 'metro'>({ name: 'metro' });
  const template = useDefaultTemplate();
  const { errors } = useFormState<RevisionDraft>({ name: 'components' });
  const listError = errors.components?.message ?? errors.components?.root?.message;

  const fill = () => {
    if (!template.data) return;
    rows.replace((metro ? template.data.metro : template.data.nonMetro).map(componentDraftOf));
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">Components, a month</p>
        <Button
          variant="outline"
          size="sm"
          onClick={fill}
          disabled={!template.data}
          title={template.isError ? template.error.message : undefined}
        >
          {template.isPending ? <Spinner /> : <ListRestart aria-hidden="true" />}
          Fill from the {metro ? 'metro' : 'non-metro'} template
        </Button>
      </div>
      {rows.fields.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-3 text-sm text-muted-foreground">
          No components yet: add them one by one, or fill in the default template.
        </p>
      ) : (
        <ol className="space-y-3" aria-label="Components">
          {rows.fields.map((row, index) => (
            <ComponentRow key={row.id} index={index} onRemove={() => rows.remove(index)} />
          ))}
        </ol>
      )}
      <FieldError id="components-message">{listError}</FieldError>
      <Button
        variant="outline"
        size="sm"
        disabled={rows.fields.length >= MAX_COMPONENTS}
        onClick={() => rows.append({ ...BLANK_COMPONENT }, { shouldFocus: true })}
      >
        <Plus aria-hidden="true" />
        Add component
      </Button>
      {template.data?.notes.length ? (
        <ul className="list-disc space-y-0.5 pl-5 text-xs text-muted-foreground">
          {template.data.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ComponentRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { control } = useFormContext<RevisionDraft>();
  const by = useWatch<RevisionDraft, `components.${number}.by`>({ name: `components.${index}.by` });
  const amount = useWatch<RevisionDraft, `components.${number}.amount`>({
    name: `components.${index}.amount`,
  });
  const code = useWatch<RevisionDraft, `components.${number}.code`>({ name: `components.${index}.code` });
  const paise = by === 'amount' && amount ? rupeesToPaise(amount) : null;
  const label = `Component ${index + 1}`;
  return (
    <li
      // Two columns on a phone (code beside kind, how it is set beside the amount), three from `sm`.
      className="grid grid-flow-dense grid-cols-2 gap-3 rounded-lg border bg-muted/20 p-3 sm:grid-cols-[7.5rem_minmax(0,1fr)_8rem]"
      aria-label={label}
      data-testid="component-row"
    >
      <FormRow control={control} name={`components.${index}.code`} label="Code" className="space-y-1">
        {(field) => (
          <Input
            {...field}
            onChange={(event) => field.onChange(event.target.value.toUpperCase())}
            placeholder="BASIC"
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
          />
        )}
      </FormRow>
      <FormRow
        control={control}
        name={`components.${index}.name`}
        label="Name"
        className="col-span-2 space-y-1 sm:col-span-1"
      >
        {(field) => <Input {...field} placeholder="Basic" maxLength={80} />}
      </FormRow>
      <FormRow control={control} name={`components.${index}.kind`} label="Kind" className="space-y-1">
        {(field) => (
          <NativeSelect {...field}>
            {COMPONENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormRow>
      <FormRow control={control} name={`components.${index}.by`} label="Set by" className="space-y-1">
        {(field) => (
          <NativeSelect {...field}>
            <option value="amount">Amount</option>
            <option value="formula">Formula</option>
          </NativeSelect>
        )}
      </FormRow>
      {by === 'amount' ? (
        <FormField
          key="amount"
          name={`components.${index}.amount`}
          render={({ field }) => (
            <FormItem className="space-y-1 sm:col-span-2">
              <FormLabel>Amount a month</FormLabel>
              <FormControl describe>
                <RupeeInput {...field} placeholder="25,000" />
              </FormControl>
              <FormMessage />
              {paise !== null ? (
                <p className="text-xs text-muted-foreground tabular-nums">Reads as {formatPaise(paise)}</p>
              ) : null}
            </FormItem>
          )}
        />
      ) : (
        <FormRow
          key="formula"
          control={control}
          name={`components.${index}.formula`}
          label="Formula"
          className="col-span-2 space-y-1"
        >
          {(field) => (
            <Input
              {...field}
              placeholder="BASIC * 0.4"
              spellCheck={false}
              autoComplete="off"
              className="font-mono"
            />
          )}
        </FormRow>
      )}
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 sm:col-span-3">
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          <RowCheckbox index={index} name="taxable" label="Taxable" />
          <RowCheckbox index={index} name="prorated" label="Prorated by payable days" />
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={`Remove component ${index + 1}${code ? ` (${code})` : ''}`}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </li>
  );
}

function RowCheckbox({ index, name, label }: { index: number; name: 'taxable' | 'prorated'; label: string }) {
  return (
    <FormField
      name={`components.${index}.${name}`}
      render={({ field }) => (
        <FormItem className="flex items-center gap-2 space-y-0">
          <FormControl>
            <Checkbox
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
          </FormControl>
          <FormLabel className="font-normal">{label}</FormLabel>
        </FormItem>
      )}
    />
  );
}
