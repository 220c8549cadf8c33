import type { LoginOptionsResponse } from '@hrms/contracts/auth';
import { Trans } from '@lingui/react/macro';
import { ChevronRight, KeyRound } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { roleLabel } from '../../../lib/role-label';

type DemoAccount = LoginOptionsResponse['demoAccounts'][number];

/** Demo sign-ins offered by the server (only on demo installs); a click fills the form. */
export function DemoAccounts({
  accounts,
  onPick,
}: {
  accounts: readonly DemoAccount[];
  onPick: (account: DemoAccount) => void;
}) {
  if (accounts.length === 0) return null;
  return (
    <section aria-labelledby="demo-accounts-title" className="space-y-3">
      <div className="flex items-center gap-3">
        <span className="h-px flex-1 bg-border" />
        <h2
          id="demo-accounts-title"
          className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground"
        >
          <KeyRound className="size-3.5" aria-hidden="true" />
          <Trans>Demo accounts</Trans>
        </h2>
        <span className="h-px flex-1 bg-border" />
      </div>
      <p className="text-center text-xs text-muted-foreground">
        <Trans>Choose an account to fill in its details.</Trans>
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {accounts.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              onClick={() => onPick(account)}
              className="group flex w-full items-center gap-3 rounded-lg border bg-card px-3 py-2.5 text-left transition-colors outline-none hover:border-primary/40 hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              <span className="min-w-0 flex-1">
                <Badge variant="soft" className="mb-1">
                  {roleLabel(account.role)}
                </Badge>
                <span className="block truncate text-xs text-muted-foreground">{account.email}</span>
                <span className="sr-only">
                  <Trans>: fill in this demo account</Trans>
                </span>
              </span>
              <ChevronRight
                className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
