import { Trans } from '@lingui/react/macro';
import { House, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';

/** A page the role may not open (403): the page itself is never rendered. */
export function ForbiddenScreen() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center p-6">
      <div className="w-full max-w-md space-y-5 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-warning/15">
          <ShieldAlert className="size-7 text-warning" aria-hidden="true" />
        </span>
        <div className="space-y-2">
          <p className="text-sm font-semibold tracking-wider text-muted-foreground">403</p>
          <h1 className="text-2xl font-semibold tracking-tight">
            <Trans>You do not have access to this page</Trans>
          </h1>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Your role does not include this part of HRMS. If you need it for your work, ask your HR team.
            </Trans>
          </p>
        </div>
        <Button asChild>
          <Link to="/dashboard">
            <House aria-hidden="true" />
            <Trans>Go to the dashboard</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}
