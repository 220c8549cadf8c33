import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarPlus, Copy, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { copyText } from '../../../lib/clipboard';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useChangeCalendarFeed } from '../api/change-holidays';
import { useCalendarFeed } from '../api/get-holiday-offices';

/**
 * My calendar subscription: an address a phone or mail calendar follows, so this office's holidays
 * appear there and stay current. The address is the key, so it is shown once, when made.
 */
export function CalendarFeedCard() {
  const { t } = useLingui();
  const id = useId();
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const [address, setAddress] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'reset' | 'off' | null>(null);

  const since = feed.data?.createdAt ? formatDate(feed.data.createdAt) : null;
  const make = () =>
    change.mutate(true, {
      onSuccess: (made) => {
        if (made.path) setAddress(`${window.location.origin}${made.path}`);
        setConfirm(null);
      },
    });
  const turnOff = () =>
    change.mutate(false, {
      onSuccess: () => {
        setAddress(null);
        setConfirm(null);
        toast.success(t`Your calendar subscription is off`);
      },
    });
  const copy = async () => {
    if (address && (await copyText(address))) toast.success(t`The address was copied`);
    else toast.error(t`The address could not be copied: select it and copy it yourself`);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Your calendar</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Subscribe from your phone or mail calendar and your office's holidays and your approved leave
            appear there, kept up to date.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ErrorAlert message={change.error?.message} />
        {feed.isPending ? (
          <Skeleton className="h-9 w-56" />
        ) : address ? (
          <div className="grid gap-2" data-testid="calendar-address">
            <label htmlFor={`${id}-address`} className="text-sm font-medium">
              <Trans>Your address, shown this once: keep it to yourself</Trans>
            </label>
            <div className="flex flex-wrap gap-2">
              <Input
                id={`${id}-address`}
                readOnly
                value={address}
                onFocus={(event) => event.currentTarget.select()}
                className="min-w-0 flex-1 font-mono text-xs"
              />
              <Button variant="outline" onClick={copy}>
                <Copy aria-hidden="true" />
                <Trans>Copy</Trans>
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">
              <Trans>
                In Google Calendar: Other calendars → From URL. On an iPhone: Settings → Calendar → Accounts →
                Add Subscribed Calendar.
              </Trans>
            </p>
          </div>
        ) : feed.data?.active ? (
          <div className="flex flex-wrap items-center gap-2">
            <p className="mr-auto text-sm text-muted-foreground">
              {since ? (
                <Trans>Your address is in use since {since}.</Trans>
              ) : (
                <Trans>Your address is in use since earlier.</Trans>
              )}
            </p>
            <Button variant="outline" onClick={() => setConfirm('reset')} disabled={change.isPending}>
              <RefreshCw aria-hidden="true" />
              <Trans>New address</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setConfirm('off')} disabled={change.isPending}>
              <Trans>Turn off</Trans>
            </Button>
          </div>
        ) : (
          <div>
            <Button onClick={make} disabled={change.isPending}>
              {change.isPending ? <Spinner /> : <CalendarPlus aria-hidden="true" />}
              <Trans>Get my calendar address</Trans>
            </Button>
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? null : setConfirm(null))}
        title={confirm === 'off' ? t`Turn your calendar subscription off?` : t`Make a new address?`}
        description={
          confirm === 'off'
            ? t`Calendars following your address stop getting holidays and leave.`
            : t`Calendars following your old address stop getting holidays and leave until you give them the new one.`
        }
        confirmLabel={confirm === 'off' ? t`Turn off` : t`Make a new address`}
        variant={confirm === 'off' ? 'destructive' : 'default'}
        pending={change.isPending}
        onConfirm={confirm === 'off' ? turnOff : make}
      />
    </Card>
  );
}
