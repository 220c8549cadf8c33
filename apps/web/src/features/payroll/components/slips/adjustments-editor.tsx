/**
 * A slip's one-off earnings and deductions (a bonus, a recovery of an advance), each with a reason
 * the audit keeps. Amounts are typed in rupees and read to the paisa by their digits; the list is
 * held to the contract before it is sent, and saving replaces the slip's list and calculates it
 * again. A refusal from the server lands on the field it names.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Adjustment,
  type SalarySlip,
  type UpdateSalarySlipBody,
  UpdateSalarySlipBodySchema,
} from '@hrms/contracts/payroll';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { type Control, useFieldArray, useForm, useFormState, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ErrorAlert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { LabelledCheckbox } from '../../../../components/ui/checkbox';
import { FieldError } from '../../../../components/ui/field-error';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRow,
} from '../../../../components/ui/form';
import { Input } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { Spinner } from '../../../../components/ui/spinner';
import { i18n } from '../../../../i18n/i18n';
import { setServerErrors } from '../../../../lib/form-errors';
import { formatPaise } from '../../../../lib/format';
import { paiseToRupeesEntry, rupeesToPaise } from '../../../../lib/money-entry';
import { toast } from '../../../../lib/toast';
import { useUpdateSalarySlip } from '../../api/update-salary-slip';
import { RupeeInput } from '../rupee-input';

const MAX_ADJUSTMENTS = 20;

export interface AdjustmentDraft {
  kind: Adjustment['kind'];
  label: string;
  /** Rupees, as typed. */
  amount: string;
  reason: string;
  taxable: boolean;
}

interface Draft {
  adjustments: AdjustmentDraft[];
}

const BLANK: AdjustmentDraft = { kind: 'earning', label: '', amount: '', reason: '', taxable: true };

const draftOf = (slip: SalarySlip): Draft => ({
  adjustments: slip.adjustments.map((a) => ({
    kind: a.kind,
    label: a.label,
    amount: paiseToRupeesEntry(a.amount),
    reason: a.reason,
    taxable: a.taxable,
  })),
});

/** The draft read into the request, each problem on its field; amounts by their digits, never a float. */
const draftSchema = z.custom<Draft>().transform((draft, ctx) => {
  let readable = true;
  const body = {
    adjustments: draft.adjustments.map((row, i) => {
      const amount = row.amount.trim() === '' ? null : rupeesToPaise(row.amount);
      if (amount === null) {
        readable = false;
        ctx.addIssue({
          code: 'custom',
          path: ['adjustments', i, 'amount'],
          message:
            row.amount.trim() === ''
              ? i18n._(msg`Give the amount in rupees, like 5,000`)
              : i18n._(msg`Write the amount in rupees, like 5,000 or 1250.50`),
        });
      }
      return {
        kind: row.kind,
        label: row.label,
        amount: amount ?? 0,
        reason: row.reason,
        // A deduction is not pay: only an earning is taxed or not.
        taxable: row.kind === 'earning' ? row.taxable : false,
      };
    }),
  };
  const checked = UpdateSalarySlipBodySchema.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      // An amount that could not be read was said above, once.
      if (!readable && issue.path.at(-1) === 'amount') continue;
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  }
  return readable && checked.success ? checked.data : z.NEVER;
});

export function AdjustmentsEditor({ slip }: { slip: SalarySlip }) {
  const { t } = useLingui();
  const update = useUpdateSalarySlip();
  const form = useForm<Draft, unknown, UpdateSalarySlipBody>({
    resolver: zodResolver(draftSchema),
    defaultValues: draftOf(slip),
  });
  const rows = useFieldArray({ control: form.control, name: 'adjustments' });
  const { errors, isDirty } = useFormState({ control: form.control });
  const listError = errors.adjustments?.message ?? errors.adjustments?.root?.message;
  const formError = errors.root?.server?.message;

  const onSubmit = async (body: UpdateSalarySlipBody) => {
    try {
      const saved = await update.mutateAsync({ id: slip.id, body });
      form.reset(draftOf(saved));
      const name = slip.employee.name;
      const net = formatPaise(saved.net);
      toast.success(t`${name}’s slip is calculated again: net ${net}`);
    } catch (error) {
      setServerErrors(form, error, { fallback: t`Could not save the adjustments. Try again.` });
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-3" aria-label={t`Adjustments`}>
      <ErrorAlert message={formError} />
      {rows.fields.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-3 text-sm text-muted-foreground">
          <Trans>No one-off earnings or deductions on this slip.</Trans>
        </p>
      ) : (
        <ol className="space-y-3" aria-label={t`One-off lines`}>
          {rows.fields.map((row, index) => (
            <AdjustmentRow
              key={row.id}
              index={index}
              control={form.control}
              onRemove={() => rows.remove(index)}
            />
          ))}
        </ol>
      )}
      <FieldError id="adjustments-message">{listError}</FieldError>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={rows.fields.length >= MAX_ADJUSTMENTS || update.isPending}
          onClick={() => rows.append({ ...BLANK }, { shouldFocus: true })}
        >
          <Plus aria-hidden="true" />
          <Trans>Add adjustment</Trans>
        </Button>
        <Button type="submit" size="sm" disabled={!isDirty || update.isPending}>
          {update.isPending ? <Spinner /> : null}
          <Trans>Save and recalculate</Trans>
        </Button>
      </div>
    </Form>
  );
}

function AdjustmentRow({
  index,
  control,
  onRemove,
}: {
  index: number;
  control: Control<Draft, unknown, UpdateSalarySlipBody>;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const kind = useWatch({ control, name: `adjustments.${index}.kind` });
  const amount = useWatch({ control, name: `adjustments.${index}.amount` });
  const paise = amount.trim() ? rupeesToPaise(amount) : null;
  const number = index + 1;
  const label = t`Adjustment ${number}`;
  return (
    <li
      aria-label={label}
      data-testid="adjustment-row"
      className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 rounded-lg border bg-muted/20 p-3 sm:grid-cols-[8.5rem_minmax(0,1fr)_9rem]"
    >
      <FormRow control={control} name={`adjustments.${index}.kind`} label={t`Kind`} className="space-y-1">
        {(field) => (
          <NativeSelect {...field}>
            <option value="earning">{t`Earning`}</option>
            <option value="deduction">{t`Deduction`}</option>
          </NativeSelect>
        )}
      </FormRow>
      <FormRow
        control={control}
        name={`adjustments.${index}.label`}
        label={t`Name on the slip`}
        className="min-w-0 space-y-1"
      >
        {(field) => (
          <Input
            {...field}
            maxLength={80}
            placeholder={kind === 'earning' ? t`Festival bonus` : t`Advance recovery`}
          />
        )}
      </FormRow>
      <FormField
        control={control}
        name={`adjustments.${index}.amount`}
        render={({ field }) => (
          <FormItem className="col-span-2 space-y-1 sm:col-span-1">
            <FormLabel>
              <Trans>Amount</Trans>
            </FormLabel>
            <FormControl>
              <RupeeInput {...field} placeholder="5,000" />
            </FormControl>
            <FormMessage />
            {paise !== null ? (
              <p className="text-xs text-muted-foreground tabular-nums">{formatPaise(paise)}</p>
            ) : null}
          </FormItem>
        )}
      />
      <FormRow
        control={control}
        name={`adjustments.${index}.reason`}
        label={t`Reason`}
        className="col-span-2 space-y-1 sm:col-span-3"
      >
        {(field) => (
          <Input {...field} maxLength={500} aria-required="true" placeholder={t`Kept in the audit log`} />
        )}
      </FormRow>
      <div className="col-span-2 flex items-center justify-between gap-2 sm:col-span-3">
        {kind === 'earning' ? (
          <FormField
            control={control}
            name={`adjustments.${index}.taxable`}
            render={({ field }) => (
              <LabelledCheckbox
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                label={t`Taxable`}
              />
            )}
          />
        ) : (
          <span className="text-xs text-muted-foreground">
            <Trans>Taken from the net pay</Trans>
          </span>
        )}
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:text-destructive"
          onClick={onRemove}
          aria-label={t`Remove adjustment ${number}`}
        >
          <Trash2 aria-hidden="true" />
          <Trans>Remove</Trans>
        </Button>
      </div>
    </li>
  );
}
