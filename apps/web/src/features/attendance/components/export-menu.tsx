/**
 * The records as a file, with the filters in force: a row a day as CSV or Excel, or a month's
 * muster roll (people × days, the sheet payroll teams keep).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, Download, FileSpreadsheet, Sheet, TableProperties } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import type { TeamFilters } from '../api/attendance-keys';
import { type ExportFormat, type ExportRequest, useExportAttendance } from '../api/export-attendance';
import { addMonths, monthKey, monthOf, monthTitle } from './attendance-format';

export function ExportMenu({ filters, today }: { filters: TeamFilters; today: string }) {
  const { t } = useLingui();
  const exporting = useExportAttendance();
  const [muster, setMuster] = useState(false);
  const run = (request: ExportRequest) =>
    exporting.mutate(request, {
      onSuccess: (name) => toast.success(t`Saved ${name}`),
      onError: (error) => toast.error(error instanceof Error ? error.message : t`The file could not be made`),
    });
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={exporting.isPending}>
            {exporting.isPending ? <Spinner /> : <Download aria-hidden="true" />}
            <Trans>Export</Trans>
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-60">
          <DropdownMenuItem onSelect={() => run({ layout: 'list', format: 'csv', filters })}>
            <Sheet aria-hidden="true" />
            <Trans>CSV, a row a day</Trans>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => run({ layout: 'list', format: 'xlsx', filters })}>
            <FileSpreadsheet aria-hidden="true" />
            <Trans>Excel, a row a day</Trans>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setMuster(true)}>
            <TableProperties aria-hidden="true" />
            <Trans>Muster roll of a month…</Trans>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <MusterDialog
        open={muster}
        today={today}
        pending={exporting.isPending}
        onClose={() => setMuster(false)}
        onExport={(month, format) =>
          exporting.mutate(
            { layout: 'muster', month, format, filters },
            {
              onSuccess: (name) => {
                toast.success(t`Saved ${name}`);
                setMuster(false);
              },
              onError: (error) =>
                toast.error(error instanceof Error ? error.message : t`The muster roll could not be made`),
            },
          )
        }
      />
    </>
  );
}

function MusterDialog({
  open,
  today,
  pending,
  onClose,
  onExport,
}: {
  open: boolean;
  today: string;
  pending: boolean;
  onClose: () => void;
  onExport: (month: string, format: ExportFormat) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const current = monthOf(today);
  const months = Array.from({ length: 13 }, (_, i) => addMonths(current, -i));
  const [month, setMonth] = useState(monthKey(current));
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Muster roll</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              A row a person, a column a day, with each person’s totals. The department, office, status and
              person filters apply; the month replaces the dates.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-month`}>
              <Trans>Month</Trans>
            </Label>
            <NativeSelect id={`${id}-month`} value={month} onChange={(e) => setMonth(e.target.value)}>
              {months.map((m) => (
                <option key={monthKey(m)} value={monthKey(m)}>
                  {monthTitle(m.year, m.month)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-format`}>
              <Trans>Format</Trans>
            </Label>
            <NativeSelect
              id={`${id}-format`}
              value={format}
              onChange={(e) => setFormat(e.target.value as ExportFormat)}
            >
              <option value="xlsx">{t`Excel (.xlsx)`}</option>
              <option value="csv">{t`CSV`}</option>
            </NativeSelect>
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={() => onExport(month, format)} disabled={pending}>
            {pending ? <Spinner /> : <Download aria-hidden="true" />}
            <Trans>Download</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
