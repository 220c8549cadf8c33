/**
 * The month's files once it has finalised slips: the bank transfer list, the EPF return, the ESI
 * sheet, professional tax by state, and every slip's PDF in one ZIP. Until then the menu is off and
 * says why.
 */
import {
  Archive,
  ChevronDown,
  Download,
  FileSpreadsheet,
  FileText,
  Landmark,
  ReceiptIndianRupee,
} from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../../components/ui/dropdown-menu';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../lib/toast';
import { type PayrollExportKind, useDownloadPayrollExport } from '../../api/download-payroll-export';
import { monthTitle, type YearMonth } from '../slips/slip-format';

const FILES: { kind: PayrollExportKind; label: string; Icon: typeof Download }[] = [
  { kind: 'bank-transfer', label: 'Bank transfer file (CSV)', Icon: Landmark },
  { kind: 'epf-ecr', label: 'EPF return, ECR (text)', Icon: FileText },
  { kind: 'esi', label: 'ESI contributions (Excel)', Icon: FileSpreadsheet },
  { kind: 'professional-tax', label: 'Professional tax summary (CSV)', Icon: ReceiptIndianRupee },
];

/** Why the files are not there yet; the panel shows it under its toolbar. */
export const downloadsWait = (period: YearMonth) =>
  `Files open once a slip of ${monthTitle(period)} is finalised`;

export function DownloadsMenu({
  period,
  finalised,
  hintId,
}: {
  period: YearMonth;
  finalised: number;
  /** The element saying why the menu is off, while it is. */
  hintId: string;
}) {
  const exporting = useDownloadPayrollExport();
  const ready = finalised > 0;
  const run = (kind: PayrollExportKind) =>
    exporting.mutate(
      { kind, ...period },
      {
        onSuccess: (name) => toast.success(`Saved ${name}`),
        onError: (error) => toast.error(error.message || 'The file could not be made'),
      },
    );
  const why = downloadsWait(period);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          disabled={!ready || exporting.isPending}
          aria-describedby={ready ? undefined : hintId}
          title={ready ? undefined : why}
        >
          {exporting.isPending ? <Spinner /> : <Download aria-hidden="true" />}
          Downloads
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>{monthTitle(period)}, finalised slips</DropdownMenuLabel>
        {FILES.map(({ kind, label, Icon }) => (
          <DropdownMenuItem key={kind} onSelect={() => run(kind)}>
            <Icon aria-hidden="true" />
            {label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => run('slips')}>
          <Archive aria-hidden="true" />
          All slips (ZIP of PDFs)
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
