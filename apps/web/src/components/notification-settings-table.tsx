/**
 * How each kind of news reaches people, a row per event with an in-app and an email switch. As
 * `mine` (Profile) it changes the signed-in person's own choices, each of which can go back to the
 * company's default; as `company` (Settings → Notifications) it changes the defaults everyone
 * follows who has not chosen otherwise. Each switch saves at once.
 */
import type { NotificationSetting, UpdateNotificationSettingsBody } from '@hrms/contracts/notifications';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RotateCcw } from 'lucide-react';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';
import { toast } from '../lib/toast';
import { QueryError } from './query-error';
import { Badge } from './ui/badge';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';
import { Spinner } from './ui/spinner';
import { Switch } from './ui/switch';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './ui/table';

type Scope = 'mine' | 'company';
type Channel = 'inApp' | 'email';

const CHANNEL_LABEL: Record<Channel, MessageDescriptor> = { inApp: msg`In the app`, email: msg`By email` };

export function NotificationSettingsTable({ scope, canWrite = true }: { scope: Scope; canWrite?: boolean }) {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const { t, i18n } = useLingui();

  if (settings.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Spinner label={t`Loading notification settings`} className="sr-only" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (settings.isError) {
    return (
      <QueryError
        title={t`We could not load the notification settings`}
        error={settings.error}
        onRetry={() => settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }

  const editable = canWrite && (scope === 'mine' || settings.data.canEditCompany);
  const isOn = (row: NotificationSetting, channel: Channel) =>
    scope === 'company' ? row.company[channel] : row[channel];

  const save = (row: NotificationSetting, change: { [K in Channel]?: boolean } | null) => {
    const event = row.label;
    const body: UpdateNotificationSettingsBody =
      scope === 'company' ? { company: { [row.event]: change ?? {} } } : { mine: { [row.event]: change } };
    update.mutate(body, {
      onSuccess: () =>
        toast.success(
          change === null
            ? t`${event}: back to the company's default`
            : scope === 'company'
              ? t`${event}: company default saved`
              : t`${event}: saved`,
        ),
      onError: (error) =>
        toast.error(error.message || t`Could not save the notification settings`, { duration: 6000 }),
    });
  };

  return (
    <Table>
      <TableCaption className="sr-only">
        {scope === 'company' ? (
          <Trans>Company notification defaults</Trans>
        ) : (
          <Trans>My notification settings</Trans>
        )}
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>
            <Trans>Event</Trans>
          </TableHead>
          <TableHead className="w-16 whitespace-normal text-center sm:w-24">
            {i18n._(CHANNEL_LABEL.inApp)}
          </TableHead>
          <TableHead className="w-16 whitespace-normal text-center sm:w-24">
            {i18n._(CHANNEL_LABEL.email)}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {settings.data.events.map((row) => {
          const pending = update.isPending && eventOf(update.variables, scope) === row.event;
          const defaults = channelsText(i18n, row.company);
          return (
            <TableRow key={row.event} data-event={row.event}>
              <TableCell className="whitespace-normal align-top">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium" id={`event-${scope}-${row.event}`}>
                    {row.label}
                  </span>
                  {scope === 'mine' && row.custom ? (
                    <>
                      <Badge variant="soft">
                        <Trans>Your choice</Trans>
                      </Badge>
                      {editable ? (
                        <Button
                          type="button"
                          variant="ghost"
                          size="sm"
                          className="h-7 px-2"
                          disabled={pending}
                          onClick={() => save(row, null)}
                        >
                          <RotateCcw aria-hidden="true" />
                          <Trans>Use company default</Trans>
                        </Button>
                      ) : null}
                    </>
                  ) : null}
                </div>
                <p className="mt-1 text-sm text-muted-foreground">{row.description}</p>
                {scope === 'mine' && row.custom ? (
                  <p className="mt-1 text-xs text-muted-foreground">
                    <Trans>Company default: {defaults}</Trans>
                  </p>
                ) : null}
              </TableCell>
              {(['inApp', 'email'] as const).map((channel) => (
                <TableCell key={channel} className="text-center align-top">
                  <Switch
                    aria-label={switchLabel(i18n, row.label, channel)}
                    checked={isOn(row, channel)}
                    disabled={!editable || pending}
                    onCheckedChange={(value) => save(row, { [channel]: value })}
                  />
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** A switch's name: the event and its channel, `Leave approved: by email`. */
function switchLabel(i18n: I18n, event: string, channel: Channel): string {
  return channel === 'inApp' ? i18n._(msg`${event}: in the app`) : i18n._(msg`${event}: by email`);
}

/** The channels a default sends on: `in the app and by email`, `by email`, `off`. */
function channelsText(i18n: I18n, channels: { inApp: boolean; email: boolean }): string {
  if (channels.inApp && channels.email) return i18n._(msg`in the app and by email`);
  if (channels.inApp) return i18n._(msg`in the app`);
  if (channels.email) return i18n._(msg`by email`);
  return i18n._(msg`off`);
}

function eventOf(
  body: { mine?: object | undefined; company?: object | undefined } | undefined,
  scope: Scope,
) {
  const events = scope === 'company' ? body?.company : body?.mine;
  return events ? Object.keys(events)[0] : undefined;
}
