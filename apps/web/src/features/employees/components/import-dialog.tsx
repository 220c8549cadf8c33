import {
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_MAX_BYTES,
  EMPLOYEE_IMPORT_MAX_ROWS,
  type ImportResult,
  type ImportSummary,
} from '@hrms/contracts/employees';
import { CircleAlert, CircleCheck, Download, FileSpreadsheet, Upload } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { FilePicker } from '../../../components/ui/file-picker';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDownloadImportTemplate } from '../api/download-import-template';
import { useImportEmployees } from '../api/import-employees';

/** More than this many row errors are counted, not listed: the first ones tell what to fix. */
const MAX_ERRORS_SHOWN = 100;

function employees(n: number): string {
  return `${formatNumber(n)} ${n === 1 ? 'employee' : 'employees'}`;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** What the browser can tell before sending: a file is chosen, is not empty and not too big. */
export function checkImportFile(file: File | null): string | null {
  if (!file) return 'Choose a CSV file';
  if (file.size === 0) return 'This file is empty';
  if (file.size > EMPLOYEE_IMPORT_MAX_BYTES) {
    return `This file is ${sizeText(file.size)}; the most is ${sizeText(EMPLOYEE_IMPORT_MAX_BYTES)}`;
  }
  return null;
}

function ErrorsTable({ result }: { result: ImportResult }) {
  const shown = result.errors.slice(0, MAX_ERRORS_SHOWN);
  return (
    <div className="space-y-2" data-testid="import-errors">
      <h3 className="text-sm font-medium">
        {formatNumber(result.errors.length)} {result.errors.length === 1 ? 'problem' : 'problems'} to fix
      </h3>
      <div className="max-h-64 overflow-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">Rows with problems</caption>
          <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Row
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Column
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Problem
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((error, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row can have several errors in one column
              <tr key={`${error.row}-${error.column}-${index}`} className="border-t">
                <td className="px-3 py-1.5 tabular-nums">{error.row}</td>
                <td className="px-3 py-1.5 font-mono text-xs whitespace-nowrap">{error.column ?? '—'}</td>
                <td className="px-3 py-1.5">{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {result.errors.length > shown.length ? (
        <p className="text-xs text-muted-foreground">
          And {formatNumber(result.errors.length - shown.length)} more. Fix these and check the file again.
        </p>
      ) : null}
    </div>
  );
}

/** How a commit ended: imported, invited and skipped, with why each row was skipped. */
export function ImportSummaryPanel({ summary }: { summary: ImportSummary }) {
  const figures = [
    { label: 'Imported', value: summary.imported },
    { label: 'Invited', value: summary.invited },
    { label: 'Skipped', value: summary.skipped },
  ];
  return (
    <section aria-label="Import summary" className="space-y-3" data-testid="import-summary">
      <dl className="grid grid-cols-3 gap-2">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-md border bg-muted/30 px-3 py-2">
            <dt className="text-xs text-muted-foreground">{figure.label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatNumber(figure.value)}</dd>
          </div>
        ))}
      </dl>
      {summary.reasons.length > 0 ? (
        <div className="space-y-1">
          <h3 className="text-sm font-medium">Why rows were skipped</h3>
          <ul className="max-h-48 space-y-1 overflow-auto text-sm">
            {summary.reasons.map((reason, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a reason for several rows has no row
              <li key={`${reason.row}-${index}`}>
                {reason.row === null ? (
                  reason.reason
                ) : (
                  <>
                    <span className="font-medium tabular-nums">Row {reason.row}:</span> {reason.reason}
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function PreviewTable({ result }: { result: ImportResult }) {
  if (result.preview.length === 0) return null;
  // Rows with problems stay in the preview, marked, so the file reads as it is.
  const flagged = new Set(result.errors.map((e) => e.row));
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium">
        Preview{result.validRows > result.preview.length ? ` (first ${result.preview.length})` : ''}
      </h3>
      <div className="max-h-64 overflow-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">Rows as they would be imported</caption>
          <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
            <tr>
              {['Row', 'Code', 'Name', 'Work email', 'Department', 'Manager', 'Joins'].map((h) => (
                <th key={h} scope="col" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.preview.map((row) => (
              <tr key={row.row} className={cn('border-t', flagged.has(row.row) && 'bg-destructive/5')}>
                <td className="px-3 py-1.5 whitespace-nowrap tabular-nums">
                  {row.row}
                  {flagged.has(row.row) ? (
                    <CircleAlert
                      className="ml-1 inline size-3.5 text-destructive"
                      aria-label="has problems"
                    />
                  ) : null}
                </td>
                <td className="px-3 py-1.5 font-mono text-xs whitespace-nowrap">{row.employeeCode}</td>
                <td className="px-3 py-1.5 whitespace-nowrap">{row.name}</td>
                <td className="px-3 py-1.5">{row.workEmail}</td>
                <td className="px-3 py-1.5">{row.department ?? '—'}</td>
                <td className="px-3 py-1.5 whitespace-nowrap">{row.manager ?? '—'}</td>
                <td className="px-3 py-1.5 whitespace-nowrap tabular-nums">{row.joinDate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [sendInvitations, setSendInvitations] = useState(true);
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const template = useDownloadImportTemplate();
  const run = useImportEmployees();
  const checking = run.isPending && run.variables?.mode === 'dry-run';
  const committing = run.isPending && run.variables?.mode === 'commit';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setFileError(null);
    setResult(null);
    setFailure(null);
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkImportFile(file);
    if (problem || !file) {
      setFileError(problem);
      inputRef.current?.focus();
      return;
    }
    setFailure(null);
    run.mutate(
      { file, mode: 'dry-run', sendInvitations },
      { onSuccess: setResult, onError: (error) => setFailure(error.message) },
    );
  };

  const commit = () => {
    if (!file || !result) return;
    setFailure(null);
    run.mutate(
      { file, mode: 'commit', sendInvitations },
      {
        onSuccess: setResult,
        onError: (error) => setFailure(error.message),
      },
    );
  };

  const blocked = !result || result.errors.length > 0 || result.validRows === 0;

  if (result?.committed && result.summary) {
    return (
      <div className="grid min-w-0 gap-5">
        <Alert variant="info" role="status">
          <CircleCheck aria-hidden="true" />
          <AlertTitle>Imported {employees(result.created)}</AlertTitle>
          <AlertDescription>
            {result.summary.invited > 0
              ? `${formatNumber(result.summary.invited)} ${result.summary.invited === 1 ? 'was' : 'were'} sent an invitation to set a password.`
              : 'Nobody was sent an invitation; they can be invited from their records.'}
          </AlertDescription>
        </Alert>
        <ImportSummaryPanel summary={result.summary} />
        <DialogFooter className="border-t pt-4">
          <Button onClick={onDone}>Done</Button>
        </DialogFooter>
      </div>
    );
  }
  const required = EMPLOYEE_IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.key);

  return (
    <form noValidate onSubmit={check} className="grid min-w-0 gap-5">
      <ol className="grid gap-4 text-sm">
        <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/30 p-3">
          <div className="min-w-0 space-y-0.5">
            <p className="font-medium">1. Fill in the template</p>
            <p className="text-xs text-muted-foreground">
              Required: <span className="font-mono">{required.join(', ')}</span>. Up to{' '}
              {formatNumber(EMPLOYEE_IMPORT_MAX_ROWS)} rows. Dates as dd/mm/yyyy or yyyy-mm-dd.
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={template.isPending}
            onClick={() =>
              template.mutate(undefined, {
                onError: (error) => toast.error(error.message, { duration: 6000 }),
              })
            }
          >
            {template.isPending ? <Spinner /> : <Download aria-hidden="true" />}
            Download template
          </Button>
        </li>
        <li className="space-y-2 rounded-lg border bg-muted/30 p-3">
          <Label htmlFor={`${id}-file`} className="font-medium">
            2. Choose the file
          </Label>
          <FilePicker
            inputRef={inputRef}
            id={`${id}-file`}
            file={file}
            accept=".csv,text/csv"
            onChange={choose}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-file-error` : undefined}
          />
          <FieldError id={`${id}-file-error`}>{fileError}</FieldError>
          <div className="flex items-center gap-2 pt-1">
            <Checkbox
              id={`${id}-invite`}
              checked={sendInvitations}
              onCheckedChange={(state) => setSendInvitations(state === true)}
            />
            <Label htmlFor={`${id}-invite`} className="font-normal">
              Email each person an invitation to set a password
            </Label>
          </div>
        </li>
      </ol>

      {failure ? (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      ) : null}

      {result ? (
        <section aria-label="Check result" className="min-w-0 space-y-4">
          {result.errors.length > 0 ? (
            <Alert variant="destructive" role="alert">
              <CircleAlert aria-hidden="true" />
              <AlertTitle>Nothing can be imported until every row is right</AlertTitle>
              <AlertDescription>
                {formatNumber(result.validRows)} of {formatNumber(result.totalRows)} rows are ready. Fix the
                problems below in your file, then choose it again.
              </AlertDescription>
            </Alert>
          ) : (
            <Alert variant="info" role="status">
              <CircleCheck aria-hidden="true" />
              <AlertTitle>
                {result.validRows > 0
                  ? `All ${formatNumber(result.validRows)} rows are ready to import`
                  : 'The file has no rows'}
              </AlertTitle>
            </Alert>
          )}
          {result.newDesignations && result.newDesignations.length > 0 ? (
            <p className="text-sm text-muted-foreground">
              New designations to be added: {result.newDesignations.join(', ')}.
            </p>
          ) : null}
          {result.summary ? <ImportSummaryPanel summary={result.summary} /> : null}
          {result.errors.length > 0 ? <ErrorsTable result={result} /> : null}
          <PreviewTable result={result} />
        </section>
      ) : null}

      <DialogFooter className="border-t pt-4">
        {result ? (
          <>
            <Button
              variant="outline"
              disabled={run.isPending}
              onClick={() => {
                setResult(null);
                setFile(null);
                if (inputRef.current) inputRef.current.value = '';
                inputRef.current?.focus();
              }}
            >
              Choose another file
            </Button>
            <Button onClick={commit} disabled={blocked || run.isPending}>
              {committing ? <Spinner /> : <Upload aria-hidden="true" />}
              Import {employees(result.validRows)}
            </Button>
          </>
        ) : (
          <Button type="submit" disabled={!file || run.isPending}>
            {checking ? <Spinner /> : <FileSpreadsheet aria-hidden="true" />}
            Check file
          </Button>
        )}
      </DialogFooter>
    </form>
  );
}

/**
 * CSV import in two steps: a dry run lists every row's problems and previews the rest, and only a
 * file without problems can be imported (the server imports all rows or none).
 */
export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-testid="import-dialog"
        className="max-w-3xl gap-5 sm:p-8"
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Import employees</DialogTitle>
          <DialogDescription>
            Add many people at once from a CSV file. The file is checked first; nothing is saved until you
            import.
          </DialogDescription>
        </DialogHeader>
        {open ? <ImportForm onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
