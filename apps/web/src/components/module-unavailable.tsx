import { Trans } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { Page, PageHeader } from './page';
import { Button } from './ui/button';
import { Card } from './ui/card';

/**
 * The page of a module that has not been built yet. It says so plainly and
 * shows nothing that could be mistaken for working features or real numbers.
 */
export function ModuleUnavailable({
  title,
  description,
  Icon = Construction,
}: {
  title: string;
  /** One line of what the module will do, e.g. "Request leave and see your balance." */
  description: string;
  Icon?: LucideIcon;
}) {
  return (
    <Page>
      <PageHeader title={title} />
      <Card className="flex flex-col items-center gap-4 px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-muted">
          <Icon className="size-7 text-muted-foreground" aria-hidden="true" />
        </span>
        <div className="max-w-md space-y-2">
          <p className="text-base font-medium">
            <Trans>This module is not available yet.</Trans>
          </p>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/dashboard">
            <Trans>Back to the dashboard</Trans>
          </Link>
        </Button>
      </Card>
    </Page>
  );
}
