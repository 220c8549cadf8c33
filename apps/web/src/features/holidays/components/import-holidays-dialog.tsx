import type { HolidayImportResult } from '@hrms/contracts/holidays';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FilePicker } from '../../../components/ui/file-picker';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { i18n } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useImportHolidays } from '../api/change-holidays';
import { HolidayTypeBadge } from './holiday-list';

const holidaysWord = (n: number) => i18n._(msg`${plural(n, { one: '# holiday', other: '# holidays' })}`);

function Report({ result }: { result: HolidayImportResult }) {
  const { t } = useLingui();
  const fresh = result.totalRows - result.skipped;
  const toAdd = holidaysWord(fresh);
  const kept = holidaysWord(result.skipped);
  const wrong = result.errors.length;
  return (
    <div className="grid gap-3">
      {result.errors.length > 0 ? (
        <div role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm">
          <p className="font-medium text-destructive">
            {wrong === 1 ? (
              <Trans>
                Fix this line and choose the file again; nothing is imported until every line is right.
              </Trans>
            ) : (
              <Trans>
                Fix these {wrong} lines and choose the file again; nothing is imported until every line is
                right.
              </Trans>
            )}
          </p>
          <ul className="mt-2 max-h-40 space-y-1 overflow-y-auto" data-testid="import-errors">
            {result.errors.map((error) => (
              <li key={`${error.row}-${error.column}-${error.message}`}>
                <ErrorLine row={error.row} column={error.column} message={error.message} />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm" data-testid="import-summary">
          <CircleCheck className="size-4 text-success" aria-hidden="true" />
          {result.skipped > 0 ? (
            <Trans>
              {toAdd} to add; {kept} already there will be left as they are.
            </Trans>
          ) : (
            <Trans>{toAdd} to add.</Trans>
          )}
        </p>
      )}
      {result.preview.length > 0 ? (
        <ul className="max-h-64 divide-y overflow-y-auto rounded-md border text-sm">
          {result.preview.map((row) => (
            <li
              key={`${row.row}-${row.date}-${row.name}`}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2"
            >
              <span className="w-24 shrink-0 tabular-nums text-muted-foreground">
                {row.date ? formatDate(row.date) : '—'}
              </span>
              <span className="min-w-0 flex-1 font-medium break-words">{row.name || t`(no name)`}</span>
              <HolidayTypeBadge type={row.type} />
              <span className="text-muted-foreground">{row.exists ? t`Already there` : row.appliesTo}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** `Line 4 (date): Give a date`: a line of the file the server refused, with its reason as sent. */
function ErrorLine({ row, column, message }: { row: number; column?: string | null; message: string }) {
  return column ? (
    <Trans>
      Line {row} ({column}): {message}
    </Trans>
  ) : (
    <Trans>
      Line {row}: {message}
    </Trans>
  );
}

/** Brings holidays in from our CSV or an iCalendar (.ics) file: checked first, then all or nothing. */
export function ImportHolidaysDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const run = useImportHolidays();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<HolidayImportResult | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setFile(null);
      setResult(null);
      run.reset();
    }
    onOpenChange(next);
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setFile(chosen);
    setResult(null);
    if (chosen) run.mutate({ file: chosen, mode: 'dry-run' }, { onSuccess: setResult });
  };

  const commit = () => {
    if (!file) return;
    run.mutate(
      { file, mode: 'commit' },
      {
        onSuccess: (done) => {
          if (!done.committed) {
            setResult(done);
            return;
          }
          const imported = holidaysWord(done.created);
          toast.success(
            done.created > 0 ? t`${imported} imported` : t`Every holiday in the file was already there`,
          );
          close(false);
        },
      },
    );
  };

  const ready = result !== null && result.errors.length === 0 && !run.isPending;
  const toAdd = result ? result.totalRows - result.skipped : 0;
  const importing = holidaysWord(toAdd);
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Import holidays</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              A CSV with the columns of the export (date, name, type, offices, regions, description), or an
              iCalendar (.ics) file from a government or calendar site.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-file`}>
              <Trans>File</Trans>
            </Label>
            <FilePicker
              id={`${id}-file`}
              file={file}
              accept=".csv,.ics,text/csv,text/calendar"
              onChange={choose}
            />
          </div>
          <ErrorAlert message={run.error?.message} />
          {run.isPending && !result ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner /> <Trans>Checking the file…</Trans>
            </p>
          ) : null}
          {result ? <Report result={result} /> : null}
        </div>
        <DialogFooter className="border-t pt-4">
          <Button variant="outline" onClick={() => close(false)} disabled={run.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={commit} disabled={!ready}>
            {run.isPending && result ? <Spinner /> : null}
            {toAdd > 0 ? t`Import ${importing}` : t`Import`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
