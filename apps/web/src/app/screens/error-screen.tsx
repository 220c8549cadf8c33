import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, House, RotateCw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';

function describe(error: unknown, i18n: I18n): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return i18n._(msg`Something went wrong while showing this page.`);
}

/** The fallback for unhandled routing and rendering errors (spec §2). */
export function ErrorScreen() {
  const error = useRouteError();
  const { i18n } = useLingui();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="flex min-h-[60vh] flex-1 items-center justify-center p-6">
      <div role="alert" className="w-full max-w-md space-y-5 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-destructive/10">
          <CircleAlert className="size-7 text-destructive" aria-hidden="true" />
        </span>
        <div className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight">
            <Trans>Unexpected Application Error</Trans>
          </h1>
          <p className="text-sm text-muted-foreground">
            <Trans>Something went wrong on this page. You can go back to the dashboard or try again.</Trans>
          </p>
        </div>
        <p className="rounded-lg border bg-muted/50 px-4 py-3 font-mono text-xs break-words text-muted-foreground">
          {describe(error, i18n)}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {/* A full load: the app state that failed may be the problem. */}
          <Button asChild>
            <a href="/dashboard">
              <House aria-hidden="true" />
              <Trans>Back to the dashboard</Trans>
            </a>
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}
