import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy, Download, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { copyText } from '../../../lib/clipboard';
import { downloadText } from '../../../lib/download';
import { toast } from '../../../lib/toast';
import { BACKUP_CODES_FILENAME, backupCodesText } from './backup-codes';

/**
 * Ten backup codes, shown once: copy or download them, then confirm they are
 * saved. They are never fetched again, so leaving means they are gone.
 */
export function BackupCodesPanel({
  codes,
  account,
  onDone,
}: {
  codes: readonly string[];
  account: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const [createdAt] = useState(() => new Date());
  const id = useId();

  const text = () => backupCodesText(codes, { account, createdAt });

  return (
    <div className="space-y-4">
      <Alert variant="warning">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>
          <Trans>Save your backup codes now</Trans>
        </AlertTitle>
        <AlertDescription>
          <Trans>
            You will not see them again. Each works once, for when you cannot use your authenticator app.
          </Trans>
        </AlertDescription>
      </Alert>

      <ol
        aria-label={t`Backup codes`}
        className="grid max-w-md grid-cols-2 gap-x-6 gap-y-2 rounded-lg border bg-muted/40 p-4 font-mono text-sm"
      >
        {codes.map((code, index) => (
          <li key={code} className="flex items-baseline gap-2">
            <span className="w-5 text-right text-xs text-muted-foreground tabular-nums" aria-hidden="true">
              {index + 1}.
            </span>
            <span className="font-medium tracking-wide select-all">{code}</span>
          </li>
        ))}
      </ol>

      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={async () => {
            const ok = await copyText(codes.join('\n'));
            if (ok) {
              setCopied(true);
              toast.success(t`Backup codes copied`);
            } else {
              toast.error(t`Could not copy. Select the codes and copy them, or download them.`, {
                duration: 6000,
              });
            }
          }}
        >
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t`Copied` : t`Copy`}
        </Button>
        <Button variant="outline" onClick={() => downloadText(BACKUP_CODES_FILENAME, text())}>
          <Download aria-hidden="true" />
          <Trans>Download (.txt)</Trans>
        </Button>
      </div>

      <div className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-saved`}
            checked={saved}
            onCheckedChange={(value) => setSaved(value === true)}
          />
          <Label htmlFor={`${id}-saved`} className="font-normal">
            <Trans>I have saved these codes somewhere safe</Trans>
          </Label>
        </div>
        <Button disabled={!saved} onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
      </div>
    </div>
  );
}
