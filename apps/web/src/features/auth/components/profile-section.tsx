/** A titled card of the profile page (and of self service), linkable by its id (`/profile#sessions`). */
import { Trans } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

function LockedUntilTwoFactor() {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-dashed px-4 py-3 text-sm text-muted-foreground">
      <Lock className="size-4 shrink-0" aria-hidden="true" />
      <p>
        <Trans>
          Available once two-factor authentication is set up.{' '}
          <Link
            to={{ hash: '#two-factor' }}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Set it up
          </Link>
        </Trans>
      </p>
    </div>
  );
}

export function ProfileSection({
  id,
  title,
  description,
  badge,
  locked = false,
  children,
}: {
  id: string;
  title: string;
  description: string;
  badge?: ReactNode;
  locked?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <Card>
        <CardHeader>
          <CardTitle id={`${id}-title`} className="flex items-center gap-2">
            {title}
            {badge}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{locked ? <LockedUntilTwoFactor /> : children}</CardContent>
      </Card>
    </section>
  );
}

/** The section named by the URL's hash, when it is one of ours. */
