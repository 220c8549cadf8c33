import { Messages } from '@hrms/contracts/errors';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, ShieldAlert, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { contractText } from '../../../i18n/contract-messages';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { type TwoFactorSecret, useGenerateTwoFactor } from '../api/generate-two-factor';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useRegenerateBackupCodes } from '../api/regenerate-backup-codes';
import { useAuth } from './auth-provider';
import { BackupCodesPanel } from './backup-codes-panel';
import { ConfirmIdentityDialog } from './confirm-identity-dialog';
import { QrCodeImage } from './qr-code-image';
import { TwoFactorSetup } from './two-factor-setup';

/** The QR code's text in English, as tests find it; people read it through `t` below. */
export const QR_ALT =
  'QR code for setting up two-factor authentication. Scan it with your authenticator app, or enter the key shown beside it.';

const LOW_BACKUP_CODES = 3;

type Phase =
  | { name: 'status' }
  | { name: 'setup'; secret: TwoFactorSecret }
  | { name: 'codes'; codes: string[] };

/**
 * Two-factor on the profile: its state, set-up (QR code → confirm with a code →
 * backup codes shown once), new backup codes and turning it off, both of which
 * ask again for the password or a code.
 */
export function TwoFactorCard({ account }: { account: string }) {
  const { t } = useLingui();
  const status = useTwoFactorStatus();
  const { twoFactorSetupRequired, markTwoFactorSetUp } = useAuth();
  const queryClient = useQueryClient();
  const generate = useGenerateTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const disable = useDisableTwoFactor();
  const [phase, setPhase] = useState<Phase>({ name: 'status' });
  const [dialog, setDialog] = useState<'regenerate' | 'disable' | null>(null);

  if (phase.name === 'codes') {
    return (
      <BackupCodesPanel
        codes={phase.codes}
        account={account}
        onDone={() => {
          setPhase({ name: 'status' });
          toast.success(t`Backup codes saved. Keep them safe.`);
        }}
      />
    );
  }

  if (phase.name === 'setup') {
    return (
      <TwoFactorSetup
        secret={phase.secret}
        qrCode={
          <QrCodeImage
            value={phase.secret.otpauthUrl}
            alt={t`QR code for setting up two-factor authentication. Scan it with your authenticator app, or enter the key shown beside it.`}
            className="size-48"
          />
        }
        onCancel={() => setPhase({ name: 'status' })}
        onEnabled={(codes) => {
          setPhase({ name: 'codes', codes });
          toast.success(t`Two-factor authentication is on`);
          if (twoFactorSetupRequired) {
            markTwoFactorSetUp();
            // Whatever was refused while two-factor was missing can load now.
            void queryClient.invalidateQueries();
          }
        }}
      />
    );
  }

  if (status.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Spinner label={t`Loading two-factor status`} className="sr-only" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-72 max-w-full" />
        <Skeleton className="h-9 w-44" />
      </div>
    );
  }
  if (status.isError) {
    return (
      <QueryError
        title={t`We could not load your two-factor status`}
        error={status.error}
        onRetry={() => status.refetch()}
        retrying={status.isFetching}
      />
    );
  }

  const { enabled, enabledAt, backupCodesRemaining, required } = status.data;
  // When the shell has already sent the person here, the page's own banner says why.
  const mustSetUp = !enabled && required && !twoFactorSetupRequired;

  const startSetup = () =>
    generate.mutate(undefined, {
      onSuccess: (secret) => setPhase({ name: 'setup', secret }),
      onError: (error) =>
        toast.error(error.message || t`Could not start two-factor set-up`, { duration: 6000 }),
    });

  if (!enabled) {
    return (
      <div className="space-y-4">
        {mustSetUp ? (
          <Alert variant="warning" role="status">
            <ShieldAlert aria-hidden="true" />
            <AlertTitle>
              <Trans>Two-factor authentication is required</Trans>
            </AlertTitle>
            <AlertDescription>{contractText(Messages.twoFactorSetupRequired)}</AlertDescription>
          </Alert>
        ) : null}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-muted">
              <ShieldOff className="size-4 text-muted-foreground" aria-hidden="true" />
            </span>
            <div className="space-y-1">
              <p className="flex items-center gap-2 text-sm font-medium">
                <Trans>
                  Two-factor authentication <Badge variant="outline">Off</Badge>
                </Trans>
              </p>
              <p className="text-sm text-muted-foreground">
                <Trans>
                  Sign-in asks for a code from an authenticator app (Google Authenticator, Microsoft
                  Authenticator, 1Password…) as well as your password.
                </Trans>
              </p>
            </div>
          </div>
          <Button onClick={startSetup} disabled={generate.isPending} className="shrink-0">
            {generate.isPending ? <Spinner /> : <ShieldCheck aria-hidden="true" />}
            <Trans>Set up two-factor</Trans>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-success/15">
          <ShieldCheck className="size-4 text-success" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
            <Trans>
              Two-factor authentication <Badge variant="success">On</Badge>
            </Trans>
            {required ? (
              <Badge variant="outline">
                <Trans>Required by your company</Trans>
              </Badge>
            ) : null}
          </p>
          <dl className="grid gap-x-6 gap-y-1 text-sm text-muted-foreground sm:grid-cols-2">
            <div className="flex gap-1.5">
              <dt>
                <Trans>Turned on:</Trans>
              </dt>
              <dd className="font-medium text-foreground">{enabledAt ? formatDate(enabledAt) : '—'}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt>
                <Trans>Backup codes left:</Trans>
              </dt>
              <dd
                className={
                  backupCodesRemaining <= LOW_BACKUP_CODES
                    ? 'font-medium text-destructive'
                    : 'font-medium text-foreground'
                }
              >
                <Trans>{backupCodesRemaining} of 10</Trans>
              </dd>
            </div>
          </dl>
        </div>
      </div>

      {backupCodesRemaining <= LOW_BACKUP_CODES ? (
        <Alert variant="warning">
          <KeyRound aria-hidden="true" />
          <AlertDescription className="text-foreground">
            {backupCodesRemaining === 0
              ? t`You have no backup codes left. Make new ones so you can still sign in without your phone.`
              : t`You are running out of backup codes. Make new ones before they run out.`}
          </AlertDescription>
        </Alert>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setDialog('regenerate')}>
          <KeyRound aria-hidden="true" />
          <Trans>New backup codes</Trans>
        </Button>
        <Button
          variant="outline"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => setDialog('disable')}
          disabled={required}
          title={required ? t`Your company requires two-factor for your role` : undefined}
        >
          <ShieldOff aria-hidden="true" />
          <Trans>Turn off</Trans>
        </Button>
      </div>
      {required ? (
        <p className="text-xs text-muted-foreground">
          <Trans>Your company requires two-factor for your role, so it cannot be turned off.</Trans>
        </p>
      ) : null}

      <ConfirmIdentityDialog
        open={dialog === 'regenerate'}
        onOpenChange={(open) => setDialog(open ? 'regenerate' : null)}
        title={t`Make new backup codes?`}
        description={t`Your current backup codes stop working at once. Confirm it is you to continue.`}
        confirmLabel={t`Make new codes`}
        pending={regenerate.isPending}
        onConfirm={async (proof) => {
          const codes = await regenerate.mutateAsync(proof);
          setDialog(null);
          setPhase({ name: 'codes', codes });
        }}
      />
      <ConfirmIdentityDialog
        open={dialog === 'disable'}
        onOpenChange={(open) => setDialog(open ? 'disable' : null)}
        title={t`Turn off two-factor authentication?`}
        description={t`Signing in will then need only your password, and your backup codes stop working. Confirm it is you to continue.`}
        confirmLabel={t`Turn off`}
        confirmVariant="destructive"
        pending={disable.isPending}
        onConfirm={async (proof) => {
          await disable.mutateAsync(proof);
          setDialog(null);
          toast.success(t`Two-factor authentication is off`);
        }}
      />
    </div>
  );
}
