/**
 * A new salary revision for a person from a date: an annual CTC split by the default template (HRA
 * for a metro or not), or components of one's own; with the tax regime, professional tax, PF and a
 * reason. The server works the month out and checks every formula; its refusals land on the field
 * they name (a date before joining, a formula that refers to nothing), a clash of dates on the date.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { CreateSalaryConfigBody, SalaryConfigResponse } from '@hrms/contracts/payroll';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LabelledCheckbox } from '../../../components/ui/checkbox';
import { DateInput } from '../../../components/ui/date-input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Form, FormField, FormRow } from '../../../components/ui/form';
import { RadioCard } from '../../../components/ui/radio-card';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { valueControl } from '../../../components/value-control';
import { isApiError } from '../../../lib/api-client';
import { setServerErrors } from '../../../lib/form-errors';
import { formatDate, formatPaise } from '../../../lib/format';
import { rupeesToPaise } from '../../../lib/money-entry';
import { toast } from '../../../lib/toast';
import { useCreateSalaryRevision } from '../api/create-salary-revision';
import {
  type RevisionDraft,
  revisionDraftOf,
  revisionFieldOf,
  revisionFormSchema,
} from '../utils/revision-draft';
import { ComponentsEditor } from './components-editor';
import { RupeeInput } from './rupee-input';
import { SalaryOptionsFields } from './salary-options-fields';

export function NewRevisionDialog({
  config,
  open,
  onOpenChange,
}: {
  config: SalaryConfigResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateSalaryRevision();
  const name = config.employee.name;
  const close = (next: boolean) => {
    if (!next && create.isPending) return;
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>New salary revision</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>{name}’s salary from a date. Earlier revisions stay in the history.</Trans>
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <RevisionForm
            config={config}
            pending={create.isPending}
            send={(body) => create.mutateAsync(body)}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function RevisionForm({
  config,
  pending,
  send,
  onDone,
}: {
  config: SalaryConfigResponse;
  pending: boolean;
  send: (body: CreateSalaryConfigBody) => Promise<SalaryConfigResponse>;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { employee, current } = config;
  const name = employee.name;
  const form = useForm<RevisionDraft, unknown, CreateSalaryConfigBody>({
    resolver: zodResolver(revisionFormSchema(employee.id)),
    defaultValues: revisionDraftOf(current),
  });
  const basis = useWatch({ control: form.control, name: 'basis' });
  const ctc = useWatch({ control: form.control, name: 'annualCtc' });
  const ctcPaise = ctc.trim() ? rupeesToPaise(ctc) : null;
  const reads = ctcPaise !== null ? formatPaise(ctcPaise) : '';
  const now = current?.annualCtc ? formatPaise(current.annualCtc).slice(1) : '';
  const basisName = useId();
  const formError = form.formState.errors.root?.server?.message;

  const onSubmit = async (body: CreateSalaryConfigBody) => {
    if (pending) return;
    try {
      await send(body);
      const from = formatDate(body.effectiveFrom);
      toast.success(t`${name}’s salary from ${from} is saved`);
      onDone();
    } catch (error) {
      // A revision from that date exists: the date is what to change.
      if (isApiError(error) && error.status === 409) {
        form.setError('effectiveFrom', { type: 'server', message: error.message });
        return;
      }
      setServerErrors(form, error, {
        pathOf: revisionFieldOf,
        fallback: t`Could not save the salary. Try again.`,
      });
    }
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-5" aria-label={t`New salary revision`}>
      <ErrorAlert message={formError} />
      <FormRow
        control={form.control}
        name="effectiveFrom"
        label={t`Effective from`}
        describe
        description={t`The first day this salary is paid.`}
        className="sm:max-w-56"
      >
        {(field) => <DateInput {...valueControl(field)} />}
      </FormRow>

      <FormField
        control={form.control}
        name="basis"
        render={({ field }) => (
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-medium">
              <Trans>Salary by</Trans>
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              <RadioCard
                name={basisName}
                value="ctc"
                checked={field.value === 'ctc'}
                onChange={() => field.onChange('ctc')}
                label={t`Annual CTC`}
                description={t`Split by the default template: Basic, HRA and the special allowance.`}
              />
              <RadioCard
                name={basisName}
                value="components"
                checked={field.value === 'components'}
                onChange={() => field.onChange('components')}
                label={t`Components`}
                description={t`Each earning and deduction, a fixed amount or a formula.`}
              />
            </div>
          </fieldset>
        )}
      />

      <FormRow
        control={form.control}
        name="annualCtc"
        label={t`Annual CTC`}
        optional={basis === 'components'}
        describe
        description={
          ctcPaise !== null
            ? t`Reads as ${reads} a year, the employer’s PF included.`
            : basis === 'ctc'
              ? t`In rupees a year, the employer’s PF share included.`
              : t`Give it when formulas use GROSS (split from the CTC) or CTC; leave it empty for fixed amounts.`
        }
        className="sm:max-w-72"
      >
        {(field) => <RupeeInput {...field} placeholder={current?.annualCtc ? t`Now ${now}` : '12,00,000'} />}
      </FormRow>
      {basis === 'components' && <ComponentsEditor />}

      <FormField
        control={form.control}
        name="metro"
        render={({ field }) => (
          <LabelledCheckbox
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            label={
              basis === 'ctc'
                ? t`Works in a metro: HRA at 50 % of Basic (40 % elsewhere)`
                : t`Metro template: HRA at 50 % of Basic (40 % elsewhere)`
            }
          />
        )}
      />

      <div className="space-y-3 border-t pt-5">
        <p className="text-sm font-medium">
          <Trans>Tax and contributions</Trans>
        </p>
        <SalaryOptionsFields />
      </div>

      <FormRow
        control={form.control}
        name="reason"
        label={t`Reason`}
        optional
        describe
        description={t`Kept with the revision and in the audit log.`}
      >
        {(field) => <Textarea {...field} rows={2} maxLength={500} placeholder={t`Annual review 2026`} />}
      </FormRow>

      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          <Trans>Save revision</Trans>
        </Button>
      </DialogFooter>
    </Form>
  );
}
