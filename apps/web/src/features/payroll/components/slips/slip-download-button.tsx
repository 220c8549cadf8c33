import type { SalarySlip } from '@hrms/contracts/payroll';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { Button, type ButtonProps } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { toast } from '../../../../lib/toast';
import { useDownloadSalarySlipPdf } from '../../api/download-salary-slip-pdf';
import { monthTitle, slipFileName } from './slip-format';

/** Saves a slip's PDF under the server's name, saying so. */
export function SlipDownloadButton({
  slip,
  of = monthTitle(slip),
  ...props
}: {
  slip: SalarySlip;
  /** What the button's name adds to "Download PDF": the month, or the person where months are alike. */
  of?: string;
} & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useLingui();
  const download = useDownloadSalarySlipPdf();
  return (
    <Button
      variant="outline"
      size="sm"
      {...props}
      disabled={download.isPending || props.disabled}
      aria-label={t`Download PDF, ${of}`}
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
  );
}
