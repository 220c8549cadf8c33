/**
 * The leave settings hr keeps: two-level approval, how long compensatory off lasts, and how early the
 * next leave year opens for booking.
 */
import {
  LeaveSettingsSchema,
  type UpdateLeaveSettingsBody,
  UpdateLeaveSettingsBodySchema,
} from '@hrms/contracts/leave';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { leaveKeys } from '../api/leave-keys';

const settingsKey = [...leaveKeys.all, 'settings'] as const;

export function LeaveSettingsCard() {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) =>
      LeaveSettingsSchema.parse(await api.get<unknown>('/leave/settings', { signal })),
  });
  const save = useMutation({
    mutationFn: async (body: UpdateLeaveSettingsBody) =>
      LeaveSettingsSchema.parse(await api.patch<unknown>('/leave/settings', body)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Approval, compensatory off and booking ahead</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Who decides a request, how long a credit for a day worked lasts, and how early next year’s leave
            can be booked.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <QueryError
            title={t`We could not load the leave settings`}
            error={settings.error}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : !settings.data ? (
          <Skeleton className="h-10" />
        ) : (
          <div className="flex items-start gap-3">
            <Switch
              id={`${id}-two`}
              checked={settings.data.twoLevelApproval}
              disabled={save.isPending}
              onCheckedChange={(on) =>
                save.mutate(
                  { twoLevelApproval: on },
                  {
                    onSuccess: () =>
                      toast.success(
                        on
                          ? t`Requests now go to the manager, then hr`
                          : t`The manager’s approval decides again`,
                      ),
                    onError: (e) => toast.error(e.message),
                  },
                )
              }
            />
            <div className="grid gap-0.5">
              <Label htmlFor={`${id}-two`}>
                <Trans>Manager, then hr</Trans>
              </Label>
              <p className="text-sm text-muted-foreground">
                <Trans>
                  A manager’s approval sends the request on to hr, whose approval decides it. Off: the
                  manager’s approval decides. Hr and admin can decide at either step.
                </Trans>
              </p>
            </div>
          </div>
        )}
        {settings.data ? (
          <>
            <DaysSetting
              field="compOffExpiryDays"
              days={settings.data.compOffExpiryDays}
              label={t`Compensatory off lasts, in days after the day worked`}
              saved={(days) => t`Compensatory off now lasts ${days} days`}
              onSave={save.mutateAsync}
            />
            <DaysSetting
              field="bookAheadDays"
              days={settings.data.bookAheadDays}
              label={t`Next year’s leave can be booked, in days before 1 January`}
              help={t`From then next year’s days are credited and leave in it is asked for against them.`}
              saved={(days) => t`Next year’s leave can be booked ${days} days before 1 January`}
              onSave={save.mutateAsync}
            />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** A setting that is a number of days, saved on its own. */
function DaysSetting({
  field,
  days,
  label,
  help,
  saved,
  onSave,
}: {
  field: 'compOffExpiryDays' | 'bookAheadDays';
  days: number;
  label: string;
  help?: string;
  saved: (days: string) => string;
  onSave: (body: UpdateLeaveSettingsBody) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(String(days));
  const [error, setError] = useState<string | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateLeaveSettingsBodySchema.safeParse({ [field]: Number(text) });
    if (!parsed.success || text.trim() === '') {
      setError(
        parsed.success
          ? t`Give a number of days`
          : (parsed.error.issues[0]?.message ?? t`Give a number of days`),
      );
      return;
    }
    try {
      await onSave(parsed.data);
      setError(null);
      toast.success(saved(text));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t`The setting could not be saved`);
    }
  };
  return (
    <form onSubmit={(e) => void save(e)} className="mt-4 grid gap-1.5 border-t pt-4" noValidate>
      <Label htmlFor={`${id}-days`}>{label}</Label>
      <div className="flex max-w-xs gap-2">
        <Input
          id={`${id}-days`}
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
        />
        <Button type="submit" variant="outline" disabled={text === String(days)}>
          <Trans>Save</Trans>
        </Button>
      </div>
      {help ? <p className="text-sm text-muted-foreground">{help}</p> : null}
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </form>
  );
}
