/**
 * A salary's components, a row each: code and name, earning or deduction, a fixed amount a month or
 * a formula of other components, taxable, prorated by payable days. Rows are added and removed; the
 * default template fills them in one go.
 */
import { COMPONENT_KINDS } from '@hrms/contracts/payroll';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
/** Examples in the formula language: codes, the same in every language. */
const CODE_EXAMPLE = 'BASIC';
const FORMULA_EXAMPLE = 'BASIC * 0.4';
const KIND_LABELS = { earning: msg`Earning`, deduction: msg`Deduction` } as const;

export function ComponentsEditor() {
  const { t } = useLingui();
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
        <p className="text-sm font-medium">
          <Trans>Components, a month</Trans>
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={fill}
          disabled={!template.data}
          title={template.isError ? template.error.message : undefined}
        >
          {template.isPending ? <Spinner /> : <ListRestart aria-hidden="true" />}
          {metro ? t`Fill from the metro template` : t`Fill from the non-metro template`}
        </Button>
      </div>
      {rows.fields.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-3 text-sm text-muted-foreground">
          <Trans>No components yet: add them one by one, or fill in the default template.</Trans>
        </p>
      ) : (
        <ol className="space-y-3" aria-label={t`Components`}>
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
        <Trans>Add component</Trans>
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
  const { i18n, t } = useLingui();
  const { control } = useFormContext<RevisionDraft>();
  const by = useWatch<RevisionDraft, `components.${number}.by`>({ name: `components.${index}.by` });
  const amount = useWatch<RevisionDraft, `components.${number}.amount`>({
    name: `components.${index}.amount`,
  });
  const code = useWatch<RevisionDraft, `components.${number}.code`>({ name: `components.${index}.code` });
  const paise = by === 'amount' && amount ? rupeesToPaise(amount) : null;
  const number = index + 1;
  const label = t`Component ${number}`;
  const reads = paise !== null ? formatPaise(paise) : '';
  return (
    <li
      // Two columns on a phone (code beside kind, how it is set beside the amount), three from `sm`.
      className="grid grid-flow-dense grid-cols-2 gap-3 rounded-lg border bg-muted/20 p-3 sm:grid-cols-[7.5rem_minmax(0,1fr)_8rem]"
      aria-label={label}
      data-testid="component-row"
    >
      <FormRow control={control} name={`components.${index}.code`} label={t`Code`} className="space-y-1">
        {(field) => (
          <Input
            {...field}
            onChange={(event) => field.onChange(event.target.value.toUpperCase())}
            placeholder={CODE_EXAMPLE}
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
          />
        )}
      </FormRow>
      <FormRow
        control={control}
        name={`components.${index}.name`}
        label={t`Name`}
        className="col-span-2 space-y-1 sm:col-span-1"
      >
        {(field) => <Input {...field} placeholder={t`Basic`} maxLength={80} />}
      </FormRow>
      <FormRow control={control} name={`components.${index}.kind`} label={t`Kind`} className="space-y-1">
        {(field) => (
          <NativeSelect {...field}>
            {COMPONENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {i18n._(KIND_LABELS[kind])}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormRow>
      <FormRow control={control} name={`components.${index}.by`} label={t`Set by`} className="space-y-1">
        {(field) => (
          <NativeSelect {...field}>
            <option value="amount">{t`Amount`}</option>
            <option value="formula">{t`Formula`}</option>
          </NativeSelect>
        )}
      </FormRow>
      {by === 'amount' ? (
        <FormField
          key="amount"
          name={`components.${index}.amount`}
          render={({ field }) => (
            <FormItem className="space-y-1 sm:col-span-2">
              <FormLabel>
                <Trans>Amount a month</Trans>
              </FormLabel>
              <FormControl describe>
                <RupeeInput {...field} placeholder="25,000" />
              </FormControl>
              <FormMessage />
              {paise !== null ? (
                <p className="text-xs text-muted-foreground tabular-nums">
                  <Trans>Reads as {reads}</Trans>
                </p>
              ) : null}
            </FormItem>
          )}
        />
      ) : (
        <FormRow
          key="formula"
          control={control}
          name={`components.${index}.formula`}
          label={t`Formula`}
          className="col-span-2 space-y-1"
        >
          {(field) => (
            <Input
              {...field}
              placeholder={FORMULA_EXAMPLE}
              spellCheck={false}
              autoComplete="off"
              className="font-mono"
            />
          )}
        </FormRow>
      )}
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 sm:col-span-3">
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          <RowCheckbox index={index} name="taxable" label={t`Taxable`} />
          <RowCheckbox index={index} name="prorated" label={t`Prorated by payable days`} />
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={code ? t`Remove component ${number} (${code})` : t`Remove component ${number}`}
        >
          <Trash2 aria-hidden="true" />
          <Trans>Remove</Trans>
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
