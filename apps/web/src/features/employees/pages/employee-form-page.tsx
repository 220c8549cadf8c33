/** /employees/new and /employees/:id/edit: the record's form, for admin and hr. */
import type { Role } from '@hrms/contracts/roles';
import { Lock } from 'lucide-react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageHeader } from '../../../components/page';
import { QueryError } from '../../../components/query-error';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels';
import { useEmployee } from '../api/get-employee';
import { EmployeeForm } from '../components/employee-form';

export function EmployeeCreatePage({ viewerRole }: { viewerRole: Role }) {
  return (
    <Page>
      <PageHeader
        title="Add an employee"
        description="Their account is created with the role you choose; they set a password from the invitation."
      />
      <EmployeeForm viewerRole={viewerRole} />
    </Page>
  );
}

export function EmployeeEditPage({ viewerRole }: { viewerRole: Role }) {
  const { id = '' } = useParams();
  const employee = useEmployee(id);
  useBreadcrumbLabel(
    `/employees/${id}`,
    employee.data && `${employee.data.firstName} ${employee.data.lastName}`,
  );

  if (employee.isPending) {
    return (
      <Page aria-busy="true">
        <Spinner label="Loading the employee" className="sr-only" />
        <Skeleton className="h-8 w-72" />
        {[0, 1, 2].map((i) => (
          <Card key={i} className="space-y-4 p-5">
            <Skeleton className="h-5 w-32" />
            <div className="grid gap-4 sm:grid-cols-2">
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-full" />
            </div>
          </Card>
        ))}
      </Page>
    );
  }
  if (employee.isError) {
    return (
      <Page>
        <QueryError
          title="We could not load the employee"
          error={employee.error}
          onRetry={() => void employee.refetch()}
          retrying={employee.isFetching}
        />
      </Page>
    );
  }
  if (!employee.data.access.canEdit) {
    return (
      <Page>
        <Card>
          <EmptyState Icon={Lock} title="You cannot edit this record" className="py-14">
            HR keeps employee records. You can change your own contact details from your record.
          </EmptyState>
        </Card>
      </Page>
    );
  }
  return (
    <Page>
      <PageHeader title={`Edit ${employee.data.name}`} description="Only the fields you change are saved." />
      {/* Keyed by record: another record (or a refetch after saving) starts a fresh form. */}
      <EmployeeForm key={employee.data.id} employee={employee.data} viewerRole={viewerRole} />
    </Page>
  );
}
