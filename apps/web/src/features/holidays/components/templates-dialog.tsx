import type { ApplyTemplateResult, Holiday } from '@hrms/contracts/holidays';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { i18n } from '../../../i18n/i18n';
import { toast } from '../../../lib/toast';
import { useApplyTemplate, useCreateTemplate } from '../api/change-holidays';
import { useHolidayTemplates } from '../api/get-holiday-offices';

const holidaysWord = (n: number) => i18n._(msg`${plural(n, { one: '# holiday', other: '# holidays' })}`);

function Applied({ result }: { result: ApplyTemplateResult }) {
  const name = result.template.name;
  const added = holidaysWord(result.created);
  const skipped = result.skipped;
  return (
    <div className="grid gap-2 rounded-md border p-3 text-sm" role="status" data-testid="template-applied">
      <p className="flex items-center gap-2 font-medium">
        <CircleCheck className="size-4 text-success" aria-hidden="true" />
        {skipped > 0 ? (
          <Trans>
            {name}: {added} added, {skipped} already there.
          </Trans>
        ) : (
          <Trans>
            {name}: {added} added.
          </Trans>
        )}
      </p>
      {result.conflicts.length > 0 ? (
        <>
          <p className="text-muted-foreground">
            <Trans>Worth a second look:</Trans>
          </p>
          <ul className="max-h-40 space-y-1 overflow-y-auto">
            {result.conflicts.map((c) => (
              <li
                key={`${c.kind}-${c.date}-${c.name}-${c.office?.id ?? c.holiday?.id}`}
                className="flex gap-2"
              >
                <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
                <span>
                  {c.name}: {c.message}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** Applying a holiday list in one step, and saving the year on screen as the company's own list. */
export function TemplatesDialog({
  open,
  onOpenChange,
  year,
  shown,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  year: number;
  /** The holidays on the page, which "Save as a template" keeps. */
  shown: readonly Holiday[];
}) {
  const { t } = useLingui();
  const id = useId();
  const templates = useHolidayTemplates(open);
  const count = shown.length;
  const apply = useApplyTemplate();
  const save = useCreateTemplate();
  const [applied, setApplied] = useState<ApplyTemplateResult | null>(null);
  const [name, setName] = useState('');

  const close = (next: boolean) => {
    if (!next) {
      setApplied(null);
      setName('');
      apply.reset();
      save.reset();
    }
    onOpenChange(next);
  };

  const saveShown = () =>
    save.mutate(
      {
        name: name.trim(),
        holidays: shown.map((h) => ({
          date: h.date,
          name: h.name,
          type: h.type,
          description: h.description,
          regions: h.regions,
        })),
      },
      {
        onSuccess: (template) => {
          const saved = template.name;
          const holidays = holidaysWord(template.holidays.length);
          toast.success(t`${saved} was saved with ${holidays}`);
          setName('');
        },
      },
    );

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Holiday templates</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Add a whole list in one step. A holiday already in the calendar is left as it is, so a list can
              be applied again safely.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <ErrorAlert message={apply.error?.message} />
          {applied ? <Applied result={applied} /> : null}
          {templates.isPending ? (
            <div className="space-y-2" aria-busy="true">
              <Skeleton className="h-12 w-full" />
              <Skeleton className="h-12 w-full" />
            </div>
          ) : templates.isError ? (
            <ErrorAlert message={templates.error.message} />
          ) : (
            <ul className="max-h-72 divide-y overflow-y-auto rounded-md border">
              {templates.data.items.map((template) => (
                <li key={template.id} className="flex items-center gap-3 px-3 py-2.5">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                      {template.name}
                      <Badge variant={template.builtIn ? 'soft' : 'success'}>
                        {template.builtIn ? t`Built in` : t`Ours`}
                      </Badge>
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {holidaysWord(template.holidays.length)}
                      {template.description ? ` · ${template.description}` : ''}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={apply.isPending}
                    aria-label={t`Apply ${template.name}`}
                    onClick={() => apply.mutate(template.id, { onSuccess: setApplied })}
                  >
                    {apply.isPending && apply.variables === template.id ? <Spinner /> : null}
                    <Trans>Apply</Trans>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className="grid gap-2 border-t pt-4">
            <Label htmlFor={`${id}-name`}>
              <Trans>
                Save the {count} holidays shown for {year} as a template
              </Trans>
            </Label>
            <div className="flex flex-wrap gap-2">
              <Input
                id={`${id}-name`}
                value={name}
                onChange={(event) => setName(event.target.value)}
                placeholder={`Acme ${year}`}
                maxLength={100}
                className="min-w-0 flex-1"
              />
              <Button
                onClick={saveShown}
                disabled={save.isPending || name.trim().length < 2 || shown.length === 0}
              >
                {save.isPending ? <Spinner /> : null}
                <Trans>Save template</Trans>
              </Button>
            </div>
            <ErrorAlert message={save.error?.message} />
          </div>
        </div>
        <DialogFooter className="border-t pt-4">
          <Button variant="outline" onClick={() => close(false)}>
            <Trans>Close</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
