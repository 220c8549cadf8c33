/**
 * The month's files once it has finalised slips: the bank transfer list, the EPF return, the ESI
 * sheet, professional tax by state, and every slip's PDF in one ZIP. Until then the menu is off and
 * says why.
 */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const FILES: { kind: PayrollExportKind; label: MessageDescriptor; Icon: typeof Download }[] = [
  { kind: 'bank-transfer', label: msg`Bank transfer file (CSV)`, Icon: Landmark },
  { kind: 'epf-ecr', label: msg`EPF return, ECR (text)`, Icon: FileText },
  { kind: 'esi', label: msg`ESI contributions (Excel)`, Icon: FileSpreadsheet },
  { kind: 'professional-tax', label: msg`Professional tax summary (CSV)`, Icon: ReceiptIndianRupee },
];

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
  const { i18n, t } = useLingui();
  const exporting = useDownloadPayrollExport();
  const month = monthTitle(period);
  const ready = finalised > 0;
  const run = (kind: PayrollExportKind) =>
    exporting.mutate(
      { kind, ...period },
      {
        onSuccess: (name) => toast.success(t`Saved ${name}`),
        onError: (error) => toast.error(error.message || t`The file could not be made`),
      },
    );
  // Why the files are not there yet; the panel says it under its toolbar too.
  const why = t`Files open once a slip of ${month} is finalised`;
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
          <Trans>Downloads</Trans>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel>
          <Trans>{month}, finalised slips</Trans>
        </DropdownMenuLabel>
        {FILES.map(({ kind, label, Icon }) => (
          <DropdownMenuItem key={kind} onSelect={() => run(kind)}>
            <Icon aria-hidden="true" />
            {i18n._(label)}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => run('slips')}>
          <Archive aria-hidden="true" />
          <Trans>All slips (ZIP of PDFs)</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
