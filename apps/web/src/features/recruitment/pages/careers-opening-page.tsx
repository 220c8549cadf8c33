/**
 * /careers/:id, public: one open role, its description (Markdown, sanitised) and the application
 * form. A role that is no longer open says so and points back to the others.
 */
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { MarkdownContent } from '../../../components/markdown-content';
import { QueryError } from '../../../components/query-error';
import { buttonClassName } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCareersOpening } from '../api/careers-opening';
import { ApplyForm } from '../components/apply-form';
import { CareersLayout, roleFacts } from '../components/careers-layout';

function BackToRoles() {
  return (
    <Link to="/careers" className={buttonClassName({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
      <ArrowLeft aria-hidden="true" />
      All open roles
    </Link>
  );
}

export function CareersOpeningPage() {
  const { id = '' } = useParams();
  const opening = useCareersOpening(id);
  useDocumentTitle(opening.data ? `${opening.data.title} · Careers` : 'Careers');

  if (opening.isError) {
    const gone = isApiError(opening.error) && (opening.error.status === 404 || opening.error.status === 400);
    return (
      <CareersLayout company={null}>
        <BackToRoles />
        {gone ? (
          <Card>
            <EmptyState Icon={SearchX} title="This role is not open" className="py-12">
              It may have been filled or closed. Have a look at the other open roles.
            </EmptyState>
          </Card>
        ) : (
          <QueryError
            title="We could not load this role"
            error={opening.error}
            onRetry={() => void opening.refetch()}
            retrying={opening.isFetching}
          />
        )}
      </CareersLayout>
    );
  }

  if (!opening.data) {
    return (
      <CareersLayout company={null}>
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-48" />
        </div>
      </CareersLayout>
    );
  }

  const role = opening.data;
  const facts = roleFacts(role);
  return (
    <CareersLayout company={role.company}>
      <BackToRoles />
      <article className="space-y-6">
        <header className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words">{role.title}</h1>
          {facts.length > 0 ? <p className="text-sm text-muted-foreground">{facts.join(' · ')}</p> : null}
        </header>
        {role.description.trim() ? (
          <Card>
            <CardContent>
              <MarkdownContent markdown={role.description} />
            </CardContent>
          </Card>
        ) : null}
      </article>
      <Card>
        <CardHeader>
          <CardTitle>Apply for this role</CardTitle>
          <CardDescription>Fields are required unless marked optional. We reply by email.</CardDescription>
        </CardHeader>
        <CardContent>
          <ApplyForm opening={role} />
        </CardContent>
      </Card>
    </CareersLayout>
  );
}
