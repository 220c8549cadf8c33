/**
 * Everyone's balances in one table (hr and admin: the company; a manager: the team), searchable, and
 * for hr an adjustment with a reason, kept in the ledger and the audit trail.
 */
import {
  CompOffGrantBodySchema,
  type LeaveAdjustmentBody,
  LeaveAdjustmentBodySchema,
} from '@hrms/contracts/leave';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Gift, SlidersHorizontal } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useMemo, useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchInput } from '../../../components/ui/search-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useAdjustBalance, useGrantCompOff } from '../api/change-leave';
import { useBalanceReport } from '../api/get-leave';

export function BalancesReport({ canAdjust }: { canAdjust: boolean }) {
  const { t } = useLingui();
  const report = useBalanceReport(true);
  const [search, setSearch] = useState('');
  const [adjusting, setAdjusting] = useState<Person | null>(null);
  const [granting, setGranting] = useState<Person | null>(null);
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const all = report.data?.rows ?? [];
    return needle
      ? all.filter(
          (r) =>
            r.employee.name.toLowerCase().includes(needle) ||
            r.employee.employeeCode.toLowerCase().includes(needle),
        )
      : all;
  }, [report.data, search]);
  if (report.isError) {
    return (
      <QueryError
        title={t`We could not load the balances`}
        error={report.error}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  }
  if (!report.data) return <Skeleton className="h-72" />;
  const types = report.data.leaveTypes.filter((type) => type.tracksBalance);
  const shown = rows.slice(0, 100);
  const shownCount = shown.length;
  const rowCount = rows.length;
  return (
    <div className="grid gap-3">
      <SearchInput
        className="max-w-sm"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t`Search by name or code`}
        aria-label={t`Search balances`}
      />
      <div className="overflow-x-auto rounded-xl border bg-card">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>
                <Trans>Employee</Trans>
              </TableHead>
              {types.map((type) => (
                <TableHead key={type.id} className="text-right" title={type.name}>
                  {type.code}
                </TableHead>
              ))}
              {canAdjust ? (
                <TableHead className="sr-only">
                  <Trans>Adjust</Trans>
                </TableHead>
              ) : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.employee.id}>
                <TableCell className="min-w-40">
                  <span className="block font-medium">{row.employee.name}</span>
                  <span className="block text-xs text-muted-foreground">
                    {row.employee.employeeCode}
                    {row.employee.department ? ` · ${row.employee.department}` : ''}
                  </span>
                </TableCell>
                {types.map((type) => {
                  const b = row.balances[type.id];
                  const pending = b?.pending;
                  return (
                    <TableCell key={type.id} className="text-right tabular-nums">
                      {b?.available ?? '–'}
                      {pending ? (
                        <span className="block text-xs text-muted-foreground">
                          <Trans>{pending} pending</Trans>
                        </span>
                      ) : null}
                    </TableCell>
                  );
                })}
                {canAdjust ? (
                  <TableCell className="text-right">
                    <div className="flex justify-end gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setGranting({ id: row.employee.id, name: row.employee.name })}
                        aria-label={t`Grant ${row.employee.name} compensatory off`}
                        title={t`Compensatory off`}
                      >
                        <Gift aria-hidden="true" />
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setAdjusting({ id: row.employee.id, name: row.employee.name })}
                        aria-label={t`Adjust ${row.employee.name}’s balance`}
                        title={t`Adjust`}
                      >
                        <SlidersHorizontal aria-hidden="true" />
                      </Button>
                    </div>
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <p className="text-sm text-muted-foreground">
        {rows.length > shown.length
          ? t`Showing the first ${shownCount} of ${rowCount}: search to find someone.`
          : t`${plural(rowCount, { one: '# person', other: '# people' })}. Figures are days available now, pending requests held.`}
      </p>
      {canAdjust ? (
        <>
          <AdjustDialog person={adjusting} types={types} onClose={() => setAdjusting(null)} />
          <CompOffDialog
            person={granting}
            types={report.data.leaveTypes.filter((type) => type.tracksBalance && type.accrual === 'none')}
            onClose={() => setGranting(null)}
          />
        </>
      ) : null}
    </div>
  );
}

/** Whose balance a dialog changes. */
interface Person {
  id: string;
  name: string;
}

interface PersonDialogProps {
  person: Person | null;
  types: readonly { id: string; name: string }[];
  onClose: () => void;
}

/**
 * A dialog that changes one person's balance: its title and what it does, the form's fields, the
 * refusal above them, and Cancel with the submit button spinning while it sends.
 */
function PersonDialog({
  person,
  title,
  description,
  error,
  pending,
  submitLabel,
  submitDisabled = false,
  onClose,
  onSubmit,
  children,
}: {
  person: Person | null;
  title: ReactNode;
  description: ReactNode;
  error: string | null;
  pending: boolean;
  submitLabel: string;
  submitDisabled?: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Dialog open={person !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void onSubmit(e)} className="grid gap-4" noValidate>
          <ErrorAlert message={error ?? undefined} />
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={pending || submitDisabled}>
              {pending ? <Spinner /> : null}
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The leave type whose balance changes. */
function TypeSelect({
  id,
  types,
  value,
  onChange,
  className,
}: {
  id: string;
  types: PersonDialogProps['types'];
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>
        <Trans>Leave type</Trans>
      </Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t`Choose a type`}</option>
        {types.map((type) => (
          <option key={type.id} value={type.id}>
            {type.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function AdjustDialog({ person, types, onClose }: PersonDialogProps) {
  const { t } = useLingui();
  const adjust = useAdjustBalance();
  const id = useId();
  const name = person?.name;
  const [leaveTypeId, setType] = useState('');
  const [days, setDays] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (adjust.isPending) return;
    setType('');
    setDays('');
    setReason('');
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!person) return;
    const parsed = LeaveAdjustmentBodySchema.safeParse({
      employeeId: person.id,
      leaveTypeId,
      days: days.trim() === '' ? Number.NaN : Number(days),
      reason,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = String(issue.path[0]);
      setError(field === 'leaveTypeId' ? t`Choose a leave type` : issue.message);
      return;
    }
    try {
      await adjust.mutateAsync(parsed.data satisfies LeaveAdjustmentBody);
      const name = person.name;
      toast.success(t`${name}’s balance was adjusted`);
      setError(null);
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t`The balance could not be adjusted`);
    }
  };
  return (
    <PersonDialog
      person={person}
      title={<Trans>Adjust {name}’s balance</Trans>}
      description={
        <Trans>
          Add days, or take them away with a minus sign. The reason is kept with the entry and {name} is told.
        </Trans>
      }
      error={error}
      pending={adjust.isPending}
      submitLabel={t`Save adjustment`}
      onClose={close}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TypeSelect id={`${id}-type`} types={types} value={leaveTypeId} onChange={setType} />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-days`}>
            <Trans>Days</Trans>
          </Label>
          <Input
            id={`${id}-days`}
            inputMode="decimal"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            placeholder={t`1.5 or -1`}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-reason`}>
          <Trans>Reason</Trans>
        </Label>
        <Textarea
          id={`${id}-reason`}
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t`Worked the offsite weekend`}
        />
      </div>
    </PersonDialog>
  );
}

function CompOffDialog({ person, types, onClose }: PersonDialogProps) {
  const { t } = useLingui();
  const grant = useGrantCompOff();
  const id = useId();
  const [leaveTypeId, setType] = useState('');
  const name = person?.name;
  const [workedOn, setWorkedOn] = useState('');
  const [days, setDays] = useState('1');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const chosenType = leaveTypeId || (types.length === 1 ? types[0]!.id : '');
  const close = () => {
    if (grant.isPending) return;
    setType('');
    setWorkedOn('');
    setDays('1');
    setReason('');
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!person) return;
    const parsed = CompOffGrantBodySchema.safeParse({
      employeeId: person.id,
      leaveTypeId: chosenType,
      workedOn,
      days: Number(days),
      reason: reason.trim() || null,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError(
        issue.path[0] === 'leaveTypeId'
          ? t`Choose the leave type to credit`
          : issue.path[0] === 'workedOn'
            ? t`Give the day worked`
            : issue.message,
      );
      return;
    }
    try {
      await grant.mutateAsync(parsed.data);
      const name = person.name;
      toast.success(t`${name} was granted compensatory off`);
      setError(null);
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t`Compensatory off could not be granted`);
    }
  };
  return (
    <PersonDialog
      person={person}
      title={<Trans>Compensatory off for {name}</Trans>}
      description={t`For a weekend or holiday worked in their office. It lapses if not used in time (Policies tab).`}
      error={error}
      pending={grant.isPending}
      submitLabel={t`Grant`}
      submitDisabled={types.length === 0}
      onClose={close}
      onSubmit={submit}
    >
      {types.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>
            No leave type is credited only by grant. Add one in the Policies tab (days come: only when
            granted).
          </Trans>
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {types.length > 1 ? (
          <TypeSelect
            id={`${id}-type`}
            types={types}
            value={leaveTypeId}
            onChange={setType}
            className="sm:col-span-2"
          />
        ) : null}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-worked`}>
            <Trans>Day worked</Trans>
          </Label>
          <DateInput id={`${id}-worked`} value={workedOn} onValueChange={setWorkedOn} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-days`}>
            <Trans>Credit</Trans>
          </Label>
          <NativeSelect id={`${id}-days`} value={days} onChange={(e) => setDays(e.target.value)}>
            <option value="1">{t`A whole day`}</option>
            <option value="0.5">{t`Half a day`}</option>
          </NativeSelect>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-why`}>
          <Trans>Reason (optional)</Trans>
        </Label>
        <Textarea
          id={`${id}-why`}
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t`Release on Sunday`}
        />
      </div>
    </PersonDialog>
  );
}
