import { Download, FileImage, FileSpreadsheet, FileText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import { saveBlob } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import { type OrgChartExportFormat, useExportOrgChart } from '../api/export-org-chart';
import type { OrgChartLayout } from '../utils/org-chart-layout';
import { orgChartPng } from '../utils/org-chart-png';

export function ExportMenu({
  departmentId,
  layout,
}: {
  departmentId: string | undefined;
  layout: OrgChartLayout | null;
}) {
  const server = useExportOrgChart();
  const exportFile = (format: OrgChartExportFormat) =>
    server.mutate(
      { format, departmentId },
      {
        onSuccess: () => toast.success(`Org chart exported as ${format.toUpperCase()}`),
        onError: (error) => toast.error(error.message, { duration: 6000 }),
      },
    );
  const exportPng = async () => {
    if (!layout) return;
    try {
      const font = getComputedStyle(document.body).fontFamily || 'sans-serif';
      saveBlob(await orgChartPng(layout, font), 'org-chart.png');
      toast.success('Org chart saved as PNG');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The image could not be made');
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={server.isPending}>
          {server.isPending ? <Spinner /> : <Download aria-hidden="true" />}
          Export
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">
          Everyone in view
        </DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => exportFile('pdf')}>
          <FileText aria-hidden="true" />
          PDF document
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => exportFile('csv')}>
          <FileSpreadsheet aria-hidden="true" />
          CSV spreadsheet
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-xs font-normal text-muted-foreground">
          The chart as it is open now
        </DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => void exportPng()} disabled={!layout}>
          <FileImage aria-hidden="true" />
          PNG image
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
