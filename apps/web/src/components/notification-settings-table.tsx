/**
 * How each kind of news reaches people, a row per event with an in-app and an email switch. As
 * `mine` (Profile) it changes the signed-in person's own choices, each of which can go back to the
 * company's default; as `company` (Settings → Notifications) it changes the defaults everyone
 * follows who has not chosen otherwise. Each switch saves at once.
 */
import type { NotificationSetting, UpdateNotificationSettingsBody } from '@hrms/contracts/notifications';
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

const CHANNEL_LABEL: Record<Channel, string> = { inApp: 'In the app', email: 'By email' };

export function NotificationSettingsTable({ scope, canWrite = true }: { scope: Scope; canWrite?: boolean }) {
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();

  if (settings.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Spinner label="Loading notification settings" className="sr-only" />
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (settings.isError) {
    return (
      <QueryError
        title="We could not load the notification settings"
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
    const body: UpdateNotificationSettingsBody =
      scope === 'company' ? { company: { [row.event]: change ?? {} } } : { mine: { [row.event]: change } };
    update.mutate(body, {
      onSuccess: () =>
        toast.success(
          change === null
            ? `${row.label}: back to the company's default`
            : scope === 'company'
              ? `${row.label}: company default saved`
              : `${row.label}: saved`,
        ),
      onError: (error) =>
        toast.error(error.message || 'Could not save the notification settings', { duration: 6000 }),
    });
  };

  return (
    <Table>
      <TableCaption className="sr-only">
        {scope === 'company' ? 'Company notification defaults' : 'My notification settings'}
      </TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Event</TableHead>
          <TableHead className="w-16 whitespace-normal text-center sm:w-24">{CHANNEL_LABEL.inApp}</TableHead>
          <TableHead className="w-16 whitespace-normal text-center sm:w-24">{CHANNEL_LABEL.email}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {settings.data.events.map((row) => {
          const pending = update.isPending && eventOf(update.variables, scope) === row.event;
          return (
            <TableRow key={row.event} data-event={row.event}>
              <TableCell className="whitespace-normal align-top">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium" id={`event-${scope}-${row.event}`}>
                    {row.label}
                  </span>
                  {scope === 'mine' && row.custom ? (
                    <>
                      <Badge variant="soft">Your choice</Badge>
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
                          Use company default
                        </Button>
                      ) : null}
                    </>
                  ) : null}
                </div>
                <p className="mt-1 text-sm text-muted-foreground">{row.description}</p>
                {scope === 'mine' && row.custom ? (
                  <p className="mt-1 text-xs text-muted-foreground">
                    Company default: {channelsText(row.company)}
                  </p>
                ) : null}
              </TableCell>
              {(['inApp', 'email'] as const).map((channel) => (
                <TableCell key={channel} className="text-center align-top">
                  <Switch
                    aria-label={`${row.label}: ${CHANNEL_LABEL[channel].toLowerCase()}`}
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

function channelsText(channels: { inApp: boolean; email: boolean }): string {
  const on = [channels.inApp ? 'in the app' : null, channels.email ? 'by email' : null].filter(Boolean);
  return on.length > 0 ? on.join(' and ') : 'off';
}

function eventOf(
  body: { mine?: object | undefined; company?: object | undefined } | undefined,
  scope: Scope,
) {
  const events = scope === 'company' ? body?.company : body?.mine;
  return events ? Object.keys(events)[0] : undefined;
}
