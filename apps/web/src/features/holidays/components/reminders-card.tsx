import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BellRing } from 'lucide-react';
import { useId } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { i18n } from '../../../i18n/i18n';
import { toast } from '../../../lib/toast';
import { useUpdateHolidayReminders } from '../api/change-holidays';
import { useHolidayReminders } from '../api/get-holiday-offices';

const DAYS = [0, 1, 2, 3, 5, 7, 14, 30];
const daysText = (n: number) =>
  n === 0
    ? i18n._(msg`On the day`)
    : i18n._(msg`${plural(n, { one: '# day before', other: '# days before' })}`);

/** `Reminders go out on the day`, `Reminders go out 2 days before`. */
function remindersGoOut(n: number): string {
  return n === 0
    ? i18n._(msg`Reminders go out on the day`)
    : i18n._(msg`Reminders go out ${plural(n, { one: '# day before', other: '# days before' })}`);
}

/** Reminders of coming holidays to the people of each office (admin and hr). */
export function RemindersCard() {
  const { t } = useLingui();
  const id = useId();
  const settings = useHolidayReminders();
  const save = useUpdateHolidayReminders();
  const change = (body: { enabled?: boolean; daysBefore?: number }) =>
    save.mutate(body, {
      onSuccess: (next) =>
        toast.success(next.enabled ? remindersGoOut(next.daysBefore) : t`Reminders are off`),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Reminders</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Everyone hears of a holiday of their office before it comes, in their notifications.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ErrorAlert message={save.error?.message} />
        {settings.isPending ? (
          <Skeleton className="h-9 w-64" />
        ) : settings.isError ? (
          <ErrorAlert message={settings.error.message} />
        ) : (
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <div className="flex items-center gap-2">
              <Switch
                id={`${id}-on`}
                checked={settings.data.enabled}
                disabled={save.isPending}
                onCheckedChange={(enabled) => change({ enabled })}
              />
              <Label htmlFor={`${id}-on`} className="font-normal">
                <BellRing className="size-4 text-muted-foreground" aria-hidden="true" />
                <Trans>Remind people</Trans>
              </Label>
            </div>
            <NativeSelect
              aria-label={t`When`}
              value={String(settings.data.daysBefore)}
              disabled={!settings.data.enabled || save.isPending}
              onChange={(event) => change({ daysBefore: Number(event.target.value) })}
              className="w-44"
            >
              {[...new Set([...DAYS, settings.data.daysBefore])]
                .sort((a, b) => a - b)
                .map((n) => (
                  <option key={n} value={n}>
                    {daysText(n)}
                  </option>
                ))}
            </NativeSelect>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
