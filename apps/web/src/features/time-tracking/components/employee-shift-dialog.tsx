/**
 * Giving a person a shift of their own, which comes before their office's and the company's, or
 * taking it away after asking. The contract's schema checks the times as the server will; a refusal
 * comes back onto its field.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { SetEmployeeShiftBodySchema, type TimeTrackingConfiguration } from '@hrms/contracts/time-tracking';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Form, FormRow } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { FORM_ERROR, setServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useSetEmployeeShift } from '../api/set-employee-shift';
import { shiftLabel, shiftSourceLabel, zoneLabel } from './time-format';

/** The body that gives a shift (not the one that takes it away). */
const OwnShiftBodySchema = SetEmployeeShiftBodySchema.options[0];
type OwnShiftBody = z.infer<typeof OwnShiftBodySchema>;

export function EmployeeShiftDialog({
  configuration,
  open,
  onClose,
}: {
  configuration: TimeTrackingConfiguration;
  open: boolean;
  onClose: () => void;
}) {
  const setShift = useSetEmployeeShift();
  const name = configuration.employee.name;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !setShift.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Edit {name}’s shift</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              A shift of their own comes before their office’s and the company’s. Their day today is worked
              out again.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {open ? <ShiftForm configuration={configuration} setShift={setShift} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ShiftForm({
  configuration,
  setShift,
  onDone,
}: {
  configuration: TimeTrackingConfiguration;
  setShift: ReturnType<typeof useSetEmployeeShift>;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const { employee, office, timeZone } = configuration;
  const name = employee.name;
  const current = shiftLabel(configuration.shiftStart, configuration.shiftEnd);
  const form = useForm<OwnShiftBody>({
    defaultValues: {
      employeeId: employee.id,
      shiftStart: configuration.shiftStart,
      shiftEnd: configuration.shiftEnd,
    },
    resolver: zodResolver(OwnShiftBodySchema),
  });
  const formError = form.formState.errors.root?.server?.message;
  const [confirming, setConfirming] = useState(false);
  const [clearError, setClearError] = useState<string | null>(null);
  const own = configuration.shiftSource === 'employee';
  const pending = setShift.isPending;
  // Without an office, taking the own shift away leaves the company's.
  const fallbackLabel = office ? t`Use the office shift` : t`Use the company shift`;

  const save = async (body: OwnShiftBody) => {
    try {
      const saved = await setShift.mutateAsync(body);
      const hours = shiftLabel(saved.shiftStart, saved.shiftEnd);
      toast.success(t`${name}’s own shift is ${hours}`);
      onDone();
    } catch (error) {
      // Once the fields are enabled again (they are disabled while saving), or the first refused
      // one could not take the focus.
      await new Promise((resolve) => setTimeout(resolve, 0));
      // The person is not a field here: a refusal about them is read above the form.
      setServerErrors(form, error, {
        pathOf: (field) => (field === 'body.employeeId' ? FORM_ERROR : null),
        fallback: t`Could not save the shift`,
      });
    }
  };

  const clear = async () => {
    setClearError(null);
    try {
      const saved = await setShift.mutateAsync({ employeeId: employee.id, shiftStart: null });
      const source = shiftSourceLabel(saved);
      const hours = shiftLabel(saved.shiftStart, saved.shiftEnd);
      toast.success(t`${name} is back on the ${source}, ${hours}`);
      setConfirming(false);
      onDone();
    } catch (error) {
      setClearError((error instanceof Error && error.message) || t`Could not take the shift away`);
    }
  };

  return (
    <>
      <Form form={form} onSubmit={save} className="grid gap-4">
        <p className="text-sm">
          <Trans>
            <span className="text-muted-foreground">Now </span>
            <span className="font-medium tabular-nums">{current}</span>
          </Trans>
          <span className="text-muted-foreground"> · {shiftSourceLabel(configuration)}</span>
        </p>
        <ErrorAlert message={formError} />
        <fieldset disabled={pending} className="grid grid-cols-2 gap-3">
          <FormRow control={form.control} name="shiftStart" label={t`Starts at`}>
            {(field) => <Input {...field} type="time" step={60} className="tabular-nums" />}
          </FormRow>
          <FormRow control={form.control} name="shiftEnd" label={t`Ends at`}>
            {(field) => <Input {...field} type="time" step={60} className="tabular-nums" />}
          </FormRow>
        </fieldset>
        <p className="-mt-2 text-xs text-muted-foreground">
          {office ? (
            <Trans>
              Times in {zoneLabel(timeZone)}, the {office.name} office’s clock.
            </Trans>
          ) : (
            <Trans>Times in {zoneLabel(timeZone)}.</Trans>
          )}
        </p>
        <DialogFooter>
          {own ? (
            <Button
              variant="ghost"
              className="sm:mr-auto"
              disabled={pending}
              onClick={() => {
                setClearError(null);
                setConfirming(true);
              }}
            >
              {fallbackLabel}
            </Button>
          ) : null}
          <Button variant="outline" onClick={onDone} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={pending}>
            {pending && !confirming ? <Spinner /> : null}
            <Trans>Save shift</Trans>
          </Button>
        </DialogFooter>
      </Form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={office ? t`Use the office shift for ${name}?` : t`Use the company shift for ${name}?`}
        description={
          office
            ? t`Their own shift, ${current}, is taken away: the ${office.name} office’s shift applies again, or the company’s if the office keeps none.`
            : t`Their own shift, ${current}, is taken away: the company’s shift applies again.`
        }
        confirmLabel={fallbackLabel}
        pending={pending}
        error={clearError}
        onConfirm={() => void clear()}
      />
    </>
  );
}
