import { Trans } from '@lingui/react/macro';
import { Spinner } from '../../components/ui/spinner';

/** Shown while a page's code loads (spec §2). */
export function LoadingScreen() {
  return (
    <div className="flex min-h-[50vh] flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
      <Spinner className="size-8 text-primary" />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        <Trans>Loading... Please wait while we load the page</Trans>
      </p>
    </div>
  );
}

export function FullPageLoadingScreen() {
  return (
    <div className="flex min-h-dvh">
      <LoadingScreen />
    </div>
  );
}
