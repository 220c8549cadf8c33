/**
 * The period and whose figures the report tabs show: from and to (this month by default), and for hr
 * and admin a department and an office. Kept in the address so a report can be shared and reloaded.
 */

import { REPORT_EXPORT_TABLES, type ReportExportTable, type ReportFormat } from '@hrms/contracts/reports';
import { Download, FileSpreadsheet, FileText, Sheet } from 'lucide-react';
import { useId } from 'react';
import { DepartmentSelect, OfficeSelect } from '../../../components/org-selects';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DateInput } from '../../../components/ui/date-input';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { FieldError } from '../../../components/ui/field-error';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../lib/toast';
import { type ExportableReport, useExportReport } from '../api/export-report';
import type { ReportFilters } from '../api/reports-keys';

export interface ReportFilterBarProps {
  filters: ReportFilters;
  onChange: (next: Partial<ReportFilters>) => void;
  /** Whether department and office are offered (hr and admin; a manager's line is theirs). */
  wide: boolean;
  /** The report the export menu saves, when the tab has one. */
  exportable: ExportableReport | null;
  /** Set when the period reads backwards: the figures stay on the last good period. */
  error: string | null;
}

export function ReportFilterBar({ filters, onChange, wide, exportable, error }: ReportFilterBarProps) {
  const id = useId();
  const exporting = useExportReport();
  const save = (format: ReportFormat, table?: ReportExportTable) =>
    exportable &&
    exporting.mutate(
      { report: exportable, format, filters, ...(table ? { table } : {}) },
      {
        onSuccess: (name) => toast.success(`Saved ${name}`),
        onError: (e) => toast.error(e instanceof Error ? e.message : 'The report could not be saved'),
      },
    );
  return (
    <Card className="p-4">
      <div className="grid grid-cols-2 gap-3 lg:flex lg:items-end">
        <div className="space-y-1.5 lg:w-40">
          <Label htmlFor={`${id}-from`}>From</Label>
          <DateInput id={`${id}-from`} value={filters.from} onValueChange={(from) => onChange({ from })} />
        </div>
        <div className="space-y-1.5 lg:w-40">
          <Label htmlFor={`${id}-to`}>To</Label>
          <DateInput
            id={`${id}-to`}
            value={filters.to}
            onValueChange={(to) => onChange({ to })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        {wide ? (
          <>
            <div className="space-y-1.5 lg:w-48">
              <Label htmlFor={`${id}-department`}>Department</Label>
              <DepartmentSelect
                id={`${id}-department`}
                value={filters.departmentId ?? ''}
                onValueChange={(departmentId) => onChange({ departmentId: departmentId || undefined })}
              />
            </div>
            <div className="space-y-1.5 lg:w-44">
              <Label htmlFor={`${id}-office`}>Office</Label>
              <OfficeSelect
                id={`${id}-office`}
                value={filters.officeId ?? ''}
                onValueChange={(officeId) => onChange({ officeId: officeId || undefined })}
              />
            </div>
          </>
        ) : null}
        {exportable ? (
          <div className="col-span-2 flex justify-end lg:ml-auto">
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" disabled={exporting.isPending || Boolean(error)}>
                  {exporting.isPending ? <Spinner /> : <Download aria-hidden="true" />}
                  Export
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {/* A CSV holds one table: a report of several offers each; Excel has them all as sheets. */}
                {REPORT_EXPORT_TABLES[exportable].map((table, _, all) => (
                  <DropdownMenuItem key={table.key} onSelect={() => save('csv', table.key)}>
                    <Sheet aria-hidden="true" />
                    {all.length > 1 ? `CSV, ${table.label.toLowerCase()}` : 'CSV'}
                  </DropdownMenuItem>
                ))}
                <DropdownMenuItem onSelect={() => save('xlsx')}>
                  <FileSpreadsheet aria-hidden="true" />
                  {REPORT_EXPORT_TABLES[exportable].length > 1 ? 'Excel, a sheet a table' : 'Excel'}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => save('pdf')}>
                  <FileText aria-hidden="true" />
                  PDF
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        ) : null}
      </div>
      <div className="mt-2 empty:hidden">
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
    </Card>
  );
}
