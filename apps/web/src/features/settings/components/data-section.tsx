import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { toast } from '../../../lib/toast';
import { useExportAllData } from '../api/data-export';

/** Settings → Data (admin): the export of all company data, and how the install is backed up. */
export function DataSection() {
  const exporter = useExportAllData();
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Export all company data</CardTitle>
          <CardDescription>
            One ZIP file with a spreadsheet (CSV) per kind of record — people, leave, attendance, time,
            payroll, documents, announcements, settings and the audit log — and every uploaded file.
            Passwords, two-factor secrets and sign-in sessions are left out. The export is recorded in the
            audit log.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            disabled={exporter.isPending}
            onClick={() =>
              exporter.mutate(undefined, {
                onSuccess: (fileName) => toast.success(`Saved ${fileName}`),
                onError: (error) =>
                  toast.error(error.message || 'Could not export the data', { duration: 6000 }),
              })
            }
          >
            <Download aria-hidden="true" />
            {exporter.isPending ? 'Preparing the export…' : 'Export all data'}
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Backup and restore</CardTitle>
          <CardDescription>
            Backups are taken on the server, with it stopped: <code>npm run backup</code> writes the database,
            the uploaded files and the signing secret to one file, and{' '}
            <code>npm run restore -- &lt;file&gt;</code> brings them back. The README says more, and how to
            back up PostgreSQL.
          </CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}
