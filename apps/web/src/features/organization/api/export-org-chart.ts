import { useMutation } from '@tanstack/react-query';
import { apiFile } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import type { OrgChartParams } from './get-org-chart';

export type OrgChartExportFormat = 'pdf' | 'csv';

/** The server's rendering of the chart (the whole tree in view, not just the expanded branches). */
export async function exportOrgChart(
  input: OrgChartParams & { format: OrgChartExportFormat },
): Promise<void> {
  const query = new URLSearchParams({ format: input.format });
  if (input.departmentId) query.set('departmentId', input.departmentId);
  const file = await apiFile(`/employees/org-chart/export?${query.toString()}`);
  saveBlob(file.blob, file.fileName ?? `org-chart.${input.format}`);
}

export function useExportOrgChart() {
  return useMutation({ mutationFn: exportOrgChart });
}
