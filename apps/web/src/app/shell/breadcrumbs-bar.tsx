import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { useBreadcrumbLabels } from '../../lib/breadcrumb-labels';
import { useDocumentTitle } from '../../lib/document-title';
import { deriveBreadcrumbs } from './breadcrumbs';

/**
 * The path as breadcrumbs; hidden when there is only one step (spec §2). The last step names the
 * page, so it is also the browser tab's title ("Employees · HRMS", "Priya Shah · HRMS").
 */
export function BreadcrumbsBar() {
  // The crumbs are said in the active language: a new language draws them again.
  const { t } = useLingui();
  const { pathname } = useLocation();
  const crumbs = deriveBreadcrumbs(pathname, useBreadcrumbLabels());
  useDocumentTitle(crumbs.at(-1)?.label);
  if (crumbs.length <= 1) return null;
  return (
    <nav aria-label={t`Breadcrumb`} className="mb-4">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={crumb.path}>
              <li>
                {last ? (
                  <span aria-current="page" className="font-medium text-foreground">
                    {crumb.label}
                  </span>
                ) : (
                  <Link
                    to={crumb.path}
                    className="rounded-sm transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {crumb.label}
                  </Link>
                )}
              </li>
              {last ? null : (
                <li aria-hidden="true" role="presentation">
                  <ChevronRight className="size-3.5" />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
