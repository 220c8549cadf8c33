/**
 * One person's slip of the month for admin and hr: its days and lines, the one-off adjustments to
 * edit, and what can be done with it next — calculate again, finalise (it never changes after, and
 * the person is told), delete while a draft, or download the PDF the person will get.
 */
import type { SalarySlip } from '@hrms/contracts/payroll';
import { Trans, useLingui } from '@lingui/react/macro';
import { Calculator, CircleAlert, Download, Lock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, ErrorAlert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { formatDateTime, formatPaise } from '../../../../lib/format';
import { toast } from '../../../../lib/toast';
import { useCalculateSalarySlip } from '../../api/calculate-salary-slip';
import { useDeleteSalarySlip } from '../../api/delete-salary-slip';
import { useDownloadSalarySlipPdf } from '../../api/download-salary-slip-pdf';
import { useFinalizeSalarySlip } from '../../api/finalize-salary-slip';
import { useSalarySlip } from '../../api/get-salary-slip';
import { AdjustmentsEditor } from './adjustments-editor';
import { Refusal } from './refusal';
import { SlipBreakdown, SlipDays } from './slip-breakdown';
import { monthTitle, slipFileName } from './slip-format';
import { SlipStatusBadge } from './slip-status-badge';

type Asking = 'finalise' | 'delete' | null;

export function SlipDialog({ slip: seed, onClose }: { slip: SalarySlip | null; onClose: () => void }) {
  const { t } = useLingui();
  const detail = useSalarySlip(seed);
  const slip = detail.data ?? seed;
  const name = slip?.employee.name ?? '';
  const month = slip ? monthTitle(slip) : '';
  const finalisedAt = slip?.finalisedAt ? formatDateTime(slip.finalisedAt) : null;
  const calculatedAt = slip?.calculatedAt ? formatDateTime(slip.calculatedAt) : null;
  const readError = detail.error?.message ?? '';
  const calculate = useCalculateSalarySlip();
  const finalise = useFinalizeSalarySlip();
  const remove = useDeleteSalarySlip();
  const download = useDownloadSalarySlipPdf();
  const [asking, setAsking] = useState<Asking>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const busy = calculate.isPending || finalise.isPending || remove.isPending;

  const close = () => {
    if (busy) return;
    setFailed(null);
    setAsking(null);
    finalise.reset();
    remove.reset();
    onClose();
  };

  return (
    <Dialog open={seed !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="gap-5 sm:max-w-3xl">
        {slip ? (
          <>
            <DialogHeader>
              <DialogTitle>
                <Trans>
                  {name}’s slip, {month}
                </Trans>
              </DialogTitle>
              <DialogDescription>
                {[slip.employee.employeeCode, slip.employee.designation, slip.employee.department]
                  .filter(Boolean)
                  .join(' · ')}
              </DialogDescription>
            </DialogHeader>
            <div className="-mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
              <SlipStatusBadge status={slip.status} />
              {finalisedAt ? (
                <span>
                  <Trans>Finalised {finalisedAt}</Trans>
                </span>
              ) : calculatedAt ? (
                <span>
                  <Trans>Calculated {calculatedAt}</Trans>
                </span>
              ) : (
                <span>
                  <Trans>Not calculated yet</Trans>
                </span>
              )}
            </div>
            {slip.problem ? (
              <Alert variant="warning" data-testid="slip-problem">
                <CircleAlert aria-hidden="true" />
                <AlertDescription className="text-foreground">{slip.problem}</AlertDescription>
              </Alert>
            ) : null}
            <ErrorAlert
              message={
                failed ? (
                  <Refusal error={failed} />
                ) : detail.isError ? (
                  t`We could not read the slip again: ${readError}`
                ) : null
              }
            />
            <SlipDays slip={slip} />
            {slip.status === 'draft' && slip.earnings.length === 0 ? (
              <p className="rounded-lg border border-dashed px-3 py-3 text-sm text-muted-foreground">
                <Trans>A draft has no lines until it is calculated.</Trans>
              </p>
            ) : (
              <SlipBreakdown slip={slip} />
            )}
            <section className="space-y-2" aria-labelledby="slip-adjustments-title">
              <h3 id="slip-adjustments-title" className="text-sm font-semibold">
                <Trans>One-off earnings and deductions</Trans>
              </h3>
              {slip.status === 'finalised' ? (
                <p className="text-sm text-muted-foreground">
                  {slip.adjustments.length > 0
                    ? t`They are the slip’s one-off lines above. A finalised slip never changes: correct it with an adjustment in a later month.`
                    : t`None. A finalised slip never changes: correct it with an adjustment in a later month.`}
                </p>
              ) : (
                <AdjustmentsEditor key={slip.id} slip={slip} />
              )}
            </section>
            <DialogFooter
              // Kept in sight while a long slip scrolls, except on a phone, where it would cover half of it.
              className="gap-2 border-t pt-4 sm:sticky sm:-bottom-6 sm:z-10 sm:-mx-6 sm:-mb-6 sm:flex-row sm:justify-between sm:bg-card sm:px-6 sm:pb-4"
            >
              <div className="grid grid-cols-2 gap-2 empty:hidden sm:flex sm:flex-row">
                {slip.status === 'draft' ? (
                  <Button
                    variant="outline"
                    className="text-destructive hover:text-destructive"
                    disabled={busy}
                    onClick={() => setAsking('delete')}
                  >
                    <Trash2 aria-hidden="true" />
                    <Trans>Delete draft</Trans>
                  </Button>
                ) : null}
                {slip.status !== 'finalised' ? (
                  <Button
                    variant="outline"
                    disabled={busy}
                    onClick={() => {
                      setFailed(null);
                      calculate.mutate(
                        { employeeId: slip.employee.id, year: slip.year, month: slip.month },
                        {
                          onSuccess: (done) => {
                            const net = formatPaise(done.net);
                            toast.success(t`${name}’s slip is calculated: net ${net}`);
                          },
                          onError: setFailed,
                        },
                      );
                    }}
                  >
                    {calculate.isPending ? <Spinner /> : <Calculator aria-hidden="true" />}
                    <Trans>Recalculate</Trans>
                  </Button>
                ) : null}
              </div>
              <div className="grid grid-cols-2 gap-2 empty:hidden sm:flex sm:flex-row">
                <Button
                  variant="outline"
                  disabled={slip.status === 'draft' || download.isPending}
                  title={slip.status === 'draft' ? t`Calculate the slip first` : undefined}
                  onClick={() =>
                    download.mutate(
                      { id: slip.id, fallbackName: slipFileName(slip) },
                      {
                        onSuccess: (name) => toast.success(t`Saved ${name}`),
                        onError: (error) => toast.error(error.message || t`The PDF could not be made`),
                      },
                    )
                  }
                >
                  {download.isPending ? <Spinner /> : <Download aria-hidden="true" />}
                  <Trans>Download PDF</Trans>
                </Button>
                {slip.status === 'calculated' ? (
                  <Button disabled={busy} onClick={() => setAsking('finalise')}>
                    <Lock aria-hidden="true" />
                    <Trans>Finalise</Trans>
                  </Button>
                ) : null}
              </div>
            </DialogFooter>
            <ConfirmDialog
              open={asking === 'finalise'}
              onOpenChange={(open) => {
                if (!open) {
                  setAsking(null);
                  finalise.reset();
                }
              }}
              title={t`Finalise ${name}’s slip of ${month}?`}
              description={t`It never changes after: a correction is an adjustment in a later month. ${name} is told the slip is ready.`}
              confirmLabel={t`Finalise slip`}
              variant="default"
              pending={finalise.isPending}
              error={finalise.isError ? <Refusal error={finalise.error} /> : null}
              onConfirm={() =>
                finalise.mutate(slip.id, {
                  onSuccess: () => {
                    setAsking(null);
                    toast.success(t`${name}’s slip of ${month} is final`);
                  },
                })
              }
            />
            <ConfirmDialog
              open={asking === 'delete'}
              onOpenChange={(open) => {
                if (!open) {
                  setAsking(null);
                  remove.reset();
                }
              }}
              title={t`Delete ${name}’s draft of ${month}?`}
              description={t`The next pay run of the month makes it again.`}
              confirmLabel={t`Delete draft`}
              pending={remove.isPending}
              error={remove.isError ? <Refusal error={remove.error} /> : null}
              onConfirm={() =>
                remove.mutate(slip.id, {
                  onSuccess: () => {
                    setAsking(null);
                    setFailed(null);
                    toast.success(t`${name}’s draft of ${month} is deleted`);
                    onClose();
                  },
                })
              }
            />
          </>
        ) : (
          <DialogTitle className="sr-only">
            <Trans>Salary slip</Trans>
          </DialogTitle>
        )}
      </DialogContent>
    </Dialog>
  );
}
