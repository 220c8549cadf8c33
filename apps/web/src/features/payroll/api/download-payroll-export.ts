/**
 * A finalised month's files: the bank transfer list, the EPF return (ECR), the ESI contributions, the
 * professional tax summary, or every slip's PDF in one ZIP. A month with nothing finalised is a 409.
 */
import type { PAYROLL_EXPORTS } from '@hrms/contracts/payroll';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';

export type PayrollExportKind = (typeof PAYROLL_EXPORTS)[number];

const FALLBACK_NAMES: Record<PayrollExportKind, (stamp: string) => string> = {
  'bank-transfer': (stamp) => `bank-transfer-${stamp}.csv`,
  'epf-ecr': (stamp) => `epf-ecr-${stamp}.txt`,
  esi: (stamp) => `esi-contribution-${stamp}.xlsx`,
  'professional-tax': (stamp) => `professional-tax-${stamp}.csv`,
  slips: (stamp) => `salary-slips-${stamp}.zip`,
};

export interface PayrollExportRequest {
  kind: PayrollExportKind;
  year: number;
  month: number;
}

export async function downloadPayrollExport({ kind, year, month }: PayrollExportRequest): Promise<string> {
  const file = await apiFile(`/payroll/exports/${month}/${year}/${kind}`);
  const fileName = file.fileName ?? FALLBACK_NAMES[kind](`${year}-${String(month).padStart(2, '0')}`);
  saveBlob(file.blob, fileName);
  return fileName;
}

export function useDownloadPayrollExport() {
  return useMutation({ mutationFn: downloadPayrollExport });
}
