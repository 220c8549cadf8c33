import { Trans } from '@lingui/react/macro';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from './ui/alert';
import { Button } from './ui/button';

/** A failed load inside a card: what failed, the server's words, and a way to try again. */
export function QueryError({
  title,
  error,
  onRetry,
  retrying = false,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert variant="destructive" role="alert">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{error.message}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" />
          <Trans>Try again</Trans>
        </Button>
      </AlertDescription>
    </Alert>
  );
}
