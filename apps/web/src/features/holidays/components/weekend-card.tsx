import type { WeekendRule } from '@hrms/contracts/holidays';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarOff, CircleAlert, Pencil } from 'lucide-react';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LabelledCheckbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { i18n } from '../../../i18n/i18n';
import { toast } from '../../../lib/toast';
import { useUpdateWeekend } from '../api/change-holidays';
import { useWeekendConfig } from '../api/get-holiday-offices';
import { WEEKDAY_MESSAGES } from '../utils/holiday-labels';

const ORDINALS: readonly MessageDescriptor[] = [msg`1st`, msg`2nd`, msg`3rd`, msg`4th`, msg`5th`];
const dayName = (weekday: number) => i18n._(WEEKDAY_MESSAGES[weekday]!);
/** Monday first, as an Indian office reads its week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0];

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  const rest = words.slice(0, -1).join(', ');
  const last = words.at(-1) ?? '';
  return i18n._(msg`${rest} and ${last}`);
}

/** `[{0}, {6, [2, 4]}]` → "Sunday, and the 2nd and 4th Saturday". */
export function describeWeekend(rules: readonly WeekendRule[]): string {
  if (rules.length === 0) return i18n._(msg`No weekend: every day is worked`);
  const sorted = [...rules].sort((a, b) => WEEK_ORDER.indexOf(a.weekday) - WEEK_ORDER.indexOf(b.weekday));
  const every = joinWords(sorted.filter((r) => r.weeks.length === 0).map((r) => dayName(r.weekday)));
  const some = joinWords(
    sorted
      .filter((r) => r.weeks.length > 0)
      .map((r) => {
        const weeks = joinWords([...r.weeks].sort((a, b) => a - b).map((w) => i18n._(ORDINALS[w - 1]!)));
        const day = dayName(r.weekday);
        return i18n._(msg`the ${weeks} ${day}`);
      }),
  );
  if (some === '') return i18n._(msg`${every} off`);
  return every === '' ? i18n._(msg`${some} off`) : i18n._(msg`${every}, and ${some} off`);
}

type Choice = 'worked' | 'every' | 'some';

function WeekendEditor({
  office,
  rules,
  onDone,
}: {
  office: { id: string; name: string };
  rules: readonly WeekendRule[];
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const save = useUpdateWeekend();
  const [draft, setDraft] = useState(() => new Map(rules.map((r) => [r.weekday, [...r.weeks]])));
  const choiceOf = (weekday: number): Choice => {
    const weeks = draft.get(weekday);
    return weeks === undefined ? 'worked' : weeks.length === 0 ? 'every' : 'some';
  };
  const set = (weekday: number, weeks: number[] | undefined) =>
    setDraft((prev) => {
      const next = new Map(prev);
      if (weeks === undefined) next.delete(weekday);
      else next.set(weekday, weeks);
      return next;
    });
  const next: WeekendRule[] = [...draft].map(([weekday, weeks]) => ({ weekday, weeks }));

  const submit = async () => {
    try {
      await save.mutateAsync({ officeId: office.id, rules: next });
      const name = office.name;
      toast.success(t`The ${name} weekend was saved`);
      onDone();
    } catch {
      // Shown below from save.error.
    }
  };

  return (
    <div className="grid gap-3">
      {save.error ? (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{save.error.message}</AlertDescription>
        </Alert>
      ) : null}
      <ul className="divide-y rounded-md border">
        {WEEK_ORDER.map((weekday) => {
          const choice = choiceOf(weekday);
          const name = i18n._(WEEKDAY_MESSAGES[weekday]!);
          return (
            <li key={weekday} className="grid gap-2 px-3 py-2.5 sm:grid-cols-[8rem_1fr] sm:items-center">
              <span className="text-sm font-medium">{name}</span>
              <div className="flex flex-wrap items-center gap-3">
                <NativeSelect
                  aria-label={t`${name} is`}
                  value={choice}
                  className="w-44"
                  onChange={(event) => {
                    const value = event.target.value as Choice;
                    set(weekday, value === 'worked' ? undefined : value === 'every' ? [] : [2, 4]);
                  }}
                >
                  <option value="worked">{t`Worked`}</option>
                  <option value="every">{t`Off every week`}</option>
                  <option value="some">{t`Off in some weeks`}</option>
                </NativeSelect>
                {choice === 'some'
                  ? ORDINALS.map((message, i) => {
                      const week = i + 1;
                      const weeks = draft.get(weekday) ?? [];
                      const ordinal = i18n._(message);
                      return (
                        <LabelledCheckbox
                          key={message.id}
                          label={ordinal}
                          aria-label={t`${ordinal} ${name}`}
                          checked={weeks.includes(week)}
                          onCheckedChange={(on) => {
                            const chosen = on === true ? [...weeks, week] : weeks.filter((w) => w !== week);
                            // No week left off: the day is worked.
                            set(weekday, chosen.length > 0 ? chosen.sort((a, b) => a - b) : undefined);
                          }}
                        />
                      );
                    })
                  : null}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {describeWeekend(next)}.
      </p>
      <DialogFooter className="border-t pt-4">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          <Trans>Save weekend</Trans>
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Each office's weekend; admin and hr change it. */
export function WeekendCard({ canManage }: { canManage: boolean }) {
  const { t } = useLingui();
  const config = useWeekendConfig();
  const [editing, setEditing] = useState<string | null>(null);
  const current = config.data?.items.find((item) => item.office.id === editing);

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Weekends</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>The days each office does not work, besides its holidays.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {config.isPending ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        ) : config.isError ? (
          <QueryError
            title={t`The weekends could not be loaded`}
            error={config.error}
            onRetry={() => config.refetch()}
          />
        ) : (
          <ul className="divide-y">
            {config.data.items.map(({ office, rules }) => (
              <li
                key={office.id}
                className="flex items-center justify-between gap-3 py-2.5 first:pt-0 last:pb-0"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <CalendarOff className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <div className="min-w-0">
                    <p className="text-sm font-medium">{office.name}</p>
                    <p className="text-sm text-muted-foreground">{describeWeekend(rules)}</p>
                  </div>
                </div>
                {canManage ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setEditing(office.id)}
                    aria-label={t`Change the ${office.name} weekend`}
                  >
                    <Pencil aria-hidden="true" />
                    <Trans>Change</Trans>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <Dialog open={current !== undefined} onOpenChange={(open) => (open ? null : setEditing(null))}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{current ? t`${current.office.name} weekend` : t`Weekend`}</DialogTitle>
            <DialogDescription>
              <Trans>
                Leave, attendance and payroll count working days by this weekend and the office's holidays.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          {current ? (
            <WeekendEditor
              key={current.office.id}
              office={current.office}
              rules={current.rules}
              onDone={() => setEditing(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
