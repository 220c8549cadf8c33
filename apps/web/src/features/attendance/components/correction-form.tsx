/**
 * The form of every correction: the status the day should have (or, for a corrected day, back to
 * what the clock says), and a reason, checked by the contract's schema. Sending asks once more,
 * since the person is told and the change is audited; a refusal comes back onto its field, or above
 * the form when it names no field of it (a row of a bulk change, say).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AttendanceStatus,
  CORRECTABLE_STATUSES,
  type CorrectAttendanceBody,
  CorrectAttendanceBodySchema,
} from '@hrms/contracts/attendance';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DialogFooter } from '../../../components/ui/dialog';
import { Form, FormRow } from '../../../components/ui/form';
import { NativeSelect } from '../../../components/ui/native-select';
import { i18n } from '../../../i18n/i18n';
import { setServerErrors } from '../../../lib/form-errors';
import { statusLabel } from '../utils/attendance-labels';
import { ReasonField } from './reason-field';

/** The choice that takes a correction away. */
const REMOVE = 'remove';

interface Values {
  status: string;
  reason: string;
}

const check = zodResolver(CorrectAttendanceBodySchema);

export interface ConfirmWords {
  title: ReactNode;
  description: ReactNode;
  action: string;
}

export function CorrectionForm({
  current,
  removable,
  confirmWords,
  send,
  rowProblems,
  onCancel,
}: {
  /** The status the day or days have now, marked in the list; none for a mixed selection. */
  current?: AttendanceStatus | undefined;
  /** The day is corrected: offer to let the facts speak again, naming what they say. */
  removable?: AttendanceStatus | undefined;
  confirmWords: (body: CorrectAttendanceBody) => ConfirmWords;
  /** Sends the correction; throws the API's refusal. */
  send: (body: CorrectAttendanceBody) => Promise<void>;
  /** A refusal's messages about rows the form does not hold, one line each; null if it has none. */
  rowProblems?: (error: unknown) => string[] | null;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const form = useForm<Values, unknown, CorrectAttendanceBody>({
    defaultValues: { status: '', reason: '' },
    resolver: async (values, context, options) => {
      const body = {
        status: values.status === REMOVE ? null : values.status || undefined,
        reason: values.reason,
      };
      // Checked as the server will: the schema's input is the form's values as sent.
      const result = await check(body as never, context, options as never);
      // The contract's message lists the codes; a person choosing from a list needs less.
      if (values.status === '' && result.errors.status) {
        result.errors.status = { type: 'required', message: i18n._(msg`Choose what the day should be`) };
      }
      return result;
    },
  });
  const [asking, setAsking] = useState<CorrectAttendanceBody | null>(null);
  const [problems, setProblems] = useState<string[] | null>(null);
  const [sending, setSending] = useState(false);
  const formError = form.formState.errors.root?.server?.message;

  const confirm = async () => {
    if (!asking) return;
    setSending(true);
    try {
      await send(asking);
    } catch (error) {
      setAsking(null);
      const rows = rowProblems?.(error) ?? null;
      setProblems(rows);
      if (!rows) setServerErrors(form, error);
    } finally {
      setSending(false);
    }
  };

  const words = asking ? confirmWords(asking) : null;
  const backTo = removable ? statusLabel(removable).toLowerCase() : '';
  return (
    <>
      <Form
        form={form}
        onSubmit={(body) => {
          setProblems(null);
          setAsking(body);
        }}
        className="grid gap-4"
      >
        <ErrorAlert message={formError} />
        {problems ? (
          <ErrorAlert
            message={
              <ul className="list-disc space-y-0.5 pl-4" data-testid="row-problems">
                {problems.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            }
          />
        ) : null}
        <FormRow control={form.control} name="status" label={t`Mark as`}>
          {(field) => (
            <NativeSelect {...field}>
              <option value="">{t`Choose a status`}</option>
              {CORRECTABLE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status === current ? t`${statusLabel(status)} (now)` : statusLabel(status)}
                </option>
              ))}
              {removable ? (
                <option value={REMOVE}>{t`Remove the correction: back to ${backTo}`}</option>
              ) : null}
            </NativeSelect>
          )}
        </FormRow>
        <ReasonField
          control={form.control}
          placeholder={t`At the client’s office all day; the badge reader was down`}
          description={t`Required. The person reads it; it is kept in the audit log.`}
        />
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={sending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={sending}>
            <Trans>Review correction</Trans>
          </Button>
        </DialogFooter>
      </Form>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={words?.title}
        description={words?.description}
        confirmLabel={words?.action ?? t`Correct`}
        cancelLabel={t`Back`}
        variant="default"
        pending={sending}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
