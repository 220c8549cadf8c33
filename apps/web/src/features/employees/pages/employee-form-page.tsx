/** /employees/new and /employees/:id/edit: the record's form, for admin and hr. */
import type { Role } from '@hrms/contracts/roles';
import { Lock } from 'lucide-react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { QueryError } from '../../../components/query-error';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels';
import { useEmployee } from '../api/get-employee';
import { EmployeeForm } from '../components/employee-form';

export function EmployeeCreatePage({ viewerRole }: { viewerRole: Role }) {
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Add an employee</h1>
        <p className="text-sm text-muted-foreground">
          Their account is created with the role you choose; they set a password from the invitation.
        </p>
      </div>
      <EmployeeForm viewerRole={viewerRole} />
    </div>
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
      <div className="mx-auto w-full max-w-4xl space-y-4" aria-busy="true">
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
      </div>
    );
  }
  if (employee.isError) {
    return (
      <div className="mx-auto w-full max-w-4xl space-y-4">
        <QueryError
          title="We could not load the employee"
          error={employee.error}
          onRetry={() => void employee.refetch()}
          retrying={employee.isFetching}
        />
      </div>
    );
  }
  if (!employee.data.access.canEdit) {
    return (
      <div className="mx-auto w-full max-w-4xl space-y-4">
        <Card>
          <EmptyState Icon={Lock} title="You cannot edit this record" className="py-14">
            HR keeps employee records. You can change your own contact details from your record.
          </EmptyState>
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-4xl space-y-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Edit {employee.data.name}</h1>
        <p className="text-sm text-muted-foreground">Only the fields you change are saved.</p>
      </div>
      {/* Keyed by record: another record (or a refetch after saving) starts a fresh form. */}
      <EmployeeForm key={employee.data.id} employee={employee.data} viewerRole={viewerRole} />
    </div>
  );
}
