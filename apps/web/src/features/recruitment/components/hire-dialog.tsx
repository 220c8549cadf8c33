/**
 * Hiring a candidate whose offer was accepted (hr): their employee code and work email (proposed
 * from the company's patterns, both editable), manager, joining date (the offer's unless changed)
 * and the onboarding template to start (the best match unless one is chosen). A hire before an
 * interview has happened or with a scorecard missing asks first, naming what is missing.
 * Afterwards it links to the new employee and their onboarding checklist.
 */
import type { ApplicationDetail } from '@hrms/contracts/recruitment';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog';
import { PersonPicker } from '../../../components/person-picker';
import { Alert, AlertDescription, AlertTitle, ErrorAlert } from '../../../components/ui/alert';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateInput } from '../../../components/ui/date-input';
import { DialogFooter } from '../../../components/ui/dialog';
import { Form, FormRow } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { valueControl } from '../../../components/value-control';
import { setServerErrors } from '../../../lib/form-errors';
import { useHirePreview } from '../api/get-hire-preview';
import { useOnboardingTemplates } from '../api/get-onboarding-templates';
import { type HireResponse, useHireCandidate } from '../api/hire-candidate';
import { type HireFields, type HireFormValues, hireFieldOf, hireResolver } from '../utils/application-forms';

function HireForm({
  application,
  onHired,
  onCancel,
}: {
  application: ApplicationDetail;
  onHired: (hired: HireResponse) => void;
  onCancel: () => void;
}) {
  const hire = useHireCandidate();
  const templates = useOnboardingTemplates(true);
  const preview = useHirePreview(application.id);
  const missing = preview.data?.missing ?? [];
  const [confirming, setConfirming] = useState<HireFields | null>(null);
  const form = useForm<HireFormValues, unknown, HireFields>({
    defaultValues: {
      employeeCode: '',
      workEmail: '',
      manager: null,
      joinDate: application.offer?.joinDate ?? '',
      onboardingTemplateId: '',
    },
    resolver: hireResolver,
  });
  // The proposals fill the fields nobody has typed in yet.
  const suggested = preview.data;
  useEffect(() => {
    if (!suggested) return;
    for (const name of ['employeeCode', 'workEmail'] as const) {
      const value = suggested[name];
      if (value && !form.getFieldState(name).isDirty && form.getValues(name) === '') {
        form.setValue(name, value);
      }
    }
  }, [suggested, form]);
  const send = async (body: HireFields) => {
    try {
      onHired(await hire.mutateAsync({ applicationId: application.id, body }));
    } catch (error) {
      setServerErrors(form, error, { pathOf: hireFieldOf });
      // A refusal may be news of the panel (a card withdrawn, an interview moved): read it again.
      void preview.refetch();
    }
  };
  const submit = async (body: HireFields) => {
    if (missing.length > 0 && !body.confirmMissing) {
      setConfirming(body);
      return;
    }
    await send(body);
  };
  return (
    <Form form={form} onSubmit={submit} className="grid gap-4" data-testid="hire-form">
      <ErrorAlert message={form.formState.errors.root?.server?.message} />
      {missing.length > 0 ? (
        <Alert variant="warning" data-testid="hire-missing">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>The panel is not done</AlertTitle>
          <AlertDescription>
            <ul className="list-disc space-y-0.5 pl-4">
              {missing.map((item) => (
                <li key={item}>{sentence(item)}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormRow
          control={form.control}
          name="employeeCode"
          label="Employee code"
          description={suggested?.employeeCode ? 'The next free code in the company’s series.' : undefined}
          className="space-y-2"
        >
          {(field) => <Input {...field} maxLength={32} autoComplete="off" />}
        </FormRow>
        <FormRow
          control={form.control}
          name="workEmail"
          label="Work email"
          description={suggested?.workEmail ? 'Made the way most of the company’s addresses are.' : undefined}
          className="space-y-2"
        >
          {(field) => <Input {...field} type="email" inputMode="email" maxLength={254} autoComplete="off" />}
        </FormRow>
      </div>
      <FormRow
        control={form.control}
        name="manager"
        label="Manager"
        optional
        description="Leave empty for the opening’s hiring manager."
        describe
        className="space-y-2"
      >
        {(field) => <PersonPicker value={field.value} onChange={field.onChange} disabled={hire.isPending} />}
      </FormRow>
      <FormRow
        control={form.control}
        name="joinDate"
        label="Joining date"
        description="The offer’s date unless you change it."
        describe
        className="space-y-2"
      >
        {(field) => <DateInput {...valueControl(field)} />}
      </FormRow>
      <FormRow
        control={form.control}
        name="onboardingTemplateId"
        label="Onboarding template"
        description={
          templates.isError
            ? 'The templates could not be listed; the best match is used.'
            : 'Best match: the active template made for their department, designation and office.'
        }
        describe
        className="space-y-2"
      >
        {(field) => (
          <NativeSelect {...field}>
            <option value="">Best match</option>
            {(templates.data?.items ?? []).map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormRow>
      <FormDialogFooter pending={hire.isPending} onCancel={onCancel} submitLabel="Hire" />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={`Hire ${application.candidate.name} before the panel is done?`}
        description={
          <span className="grid gap-2">
            <span>This goes ahead without:</span>
            <span className="grid gap-0.5">
              {missing.map((item) => (
                <span key={item}>• {sentence(item)}</span>
              ))}
            </span>
          </span>
        }
        variant="default"
        confirmLabel="Hire anyway"
        pending={hire.isPending}
        onConfirm={async () => {
          const body = confirming;
          if (!body) return;
          await send({ ...body, confirmMissing: true });
          setConfirming(null);
        }}
      />
    </Form>
  );
}

/** `the interview on …` → `The interview on …`. */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function Hired({ hired, onClose }: { hired: HireResponse; onClose: () => void }) {
  return (
    <div className="grid gap-4" data-testid="hired">
      <p role="status" className="flex items-start gap-2 text-sm">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
        {hired.message}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/employees/${hired.employeeId}`}
          className={buttonClassName({ variant: 'outline', size: 'sm' })}
        >
          Open the employee record
        </Link>
        {hired.onboardingChecklistId ? (
          <Link
            to={`/onboarding?checklist=${hired.onboardingChecklistId}`}
            className={buttonClassName({ variant: 'outline', size: 'sm' })}
          >
            Open the onboarding checklist
          </Link>
        ) : null}
      </div>
      <DialogFooter className="border-t pt-4">
        <Button onClick={onClose}>Done</Button>
      </DialogFooter>
    </div>
  );
}

export function HireDialog({
  application,
  open,
  onOpenChange,
}: {
  application: ApplicationDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [hired, setHired] = useState<HireResponse | null>(null);
  const change = (next: boolean) => {
    if (!next) setHired(null);
    onOpenChange(next);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      title={hired ? `${application.candidate.name} is hired` : `Hire ${application.candidate.name}`}
      description={
        hired
          ? 'Their employee record is made and the invitation to sign in is on its way.'
          : 'This makes them an employee and mails them an invitation to sign in.'
      }
      className="sm:max-w-xl"
    >
      {hired ? (
        <Hired hired={hired} onClose={() => change(false)} />
      ) : (
        <HireForm application={application} onHired={setHired} onCancel={() => change(false)} />
      )}
    </FormDialog>
  );
}
