/**
 * Changing the options of the salary in force (or, before any is, of the first to come): the tax
 * regime and 80C, the professional-tax state, PF and pension membership. The amounts stay; a change
 * of amounts is a new revision. Only what changed is sent, with the reason, for the audit log.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SalaryConfigResponse,
  type SalaryRevision,
  type UpdateSalaryConfigBody,
  UpdateSalaryConfigBodySchema,
} from '@hrms/contracts/payroll';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Form, FormRow } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { i18n } from '../../../i18n/i18n';
import { setServerErrors } from '../../../lib/form-errors';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useUpdateSalaryOptions } from '../api/update-salary-options';
import {
  optionsDraftOf,
  optionsFieldOf,
  readOptions,
  type SalaryOptionsDraft,
  SalaryOptionsFields,
} from './salary-options-fields';

interface OptionsDraft extends SalaryOptionsDraft {
  reason: string;
}

/** The fields that differ from the revision's; a declaration only counts (and changes) under the old regime. */
export function optionsChanges(
  revision: SalaryRevision,
  draft: OptionsDraft,
  problem: (field: keyof OptionsDraft, message: string) => void,
): UpdateSalaryConfigBody {
  const options = readOptions(draft, problem);
  const body: UpdateSalaryConfigBody = {};
  if (options.taxRegime !== revision.taxRegime) body.taxRegime = options.taxRegime;
  if (options.ptState !== revision.ptState) body.ptState = options.ptState;
  if (options.pfMode !== revision.pfMode) body.pfMode = options.pfMode;
  if (options.epsMember !== revision.epsMember) body.epsMember = options.epsMember;
  if (options.taxRegime === 'old' && options.declarations.section80C !== revision.declarations.section80C) {
    body.declarations = options.declarations;
  }
  const reason = draft.reason.trim();
  if (reason) body.reason = reason;
  return body;
}

function optionsFormSchema(revision: SalaryRevision) {
  return z.custom<OptionsDraft>().transform((draft, ctx) => {
    let readable = true;
    const body = optionsChanges(revision, draft, (field, message) => {
      readable = false;
      ctx.addIssue({ code: 'custom', path: [field], message });
    });
    if (!readable) return z.NEVER;
    if (Object.keys(body).every((key) => key === 'reason')) {
      ctx.addIssue({
        code: 'custom',
        path: ['root', 'server'],
        message: i18n._(msg`Change at least one option to save.`),
      });
      return z.NEVER;
    }
    const checked = UpdateSalaryConfigBodySchema.safeParse(body);
    for (const issue of checked.error?.issues ?? []) {
      const [head] = issue.path.map(String);
      ctx.addIssue({
        code: 'custom',
        path: head === 'declarations' ? ['section80C'] : head ? [head] : ['root', 'server'],
        message: issue.message,
      });
    }
    return checked.success ? checked.data : z.NEVER;
  });
}

export function SalaryOptionsDialog({
  config,
  open,
  onOpenChange,
}: {
  config: SalaryConfigResponse;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const update = useUpdateSalaryOptions();
  const name = config.employee.name;
  // The server changes the revision in force, or before any is, the first to come.
  const revision = config.current ?? config.revisions.at(-1) ?? null;
  const from = revision ? formatDate(revision.effectiveFrom) : '';
  return (
    <Dialog open={open} onOpenChange={(next) => (next || !update.isPending) && onOpenChange(next)}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Change salary options</Trans>
          </DialogTitle>
          <DialogDescription>
            {revision
              ? t`${name}’s salary from ${from}. The amounts stay; a new amount is a new revision.`
              : ' '}
          </DialogDescription>
        </DialogHeader>
        {open && revision ? (
          <OptionsForm
            revision={revision}
            pending={update.isPending}
            send={async (body) => {
              await update.mutateAsync({ employeeId: config.employee.id, body });
              toast.success(t`${name}’s salary options are saved`);
              onOpenChange(false);
            }}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function OptionsForm({
  revision,
  pending,
  send,
  onCancel,
}: {
  revision: SalaryRevision;
  pending: boolean;
  send: (body: UpdateSalaryConfigBody) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const form = useForm<OptionsDraft, unknown, UpdateSalaryConfigBody>({
    resolver: zodResolver(optionsFormSchema(revision)),
    defaultValues: { ...optionsDraftOf(revision), reason: '' },
  });
  const formError = form.formState.errors.root?.server?.message;
  const onSubmit = async (body: UpdateSalaryConfigBody) => {
    if (pending) return;
    try {
      await send(body);
    } catch (error) {
      setServerErrors(form, error, {
        pathOf: optionsFieldOf,
        fallback: t`Could not save the options. Try again.`,
      });
    }
  };
  return (
    <Form form={form} onSubmit={onSubmit} className="grid gap-5" aria-label={t`Salary options`}>
      <ErrorAlert message={formError} />
      <SalaryOptionsFields />
      <FormRow
        control={form.control}
        name="reason"
        label={t`Reason`}
        optional
        describe
        description={t`Kept in the audit log.`}
      >
        {(field) => (
          <Textarea {...field} rows={2} maxLength={500} placeholder={t`Chose the old regime for this year`} />
        )}
      </FormRow>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner /> : null}
          <Trans>Save options</Trans>
        </Button>
      </DialogFooter>
    </Form>
  );
}
