import { EMPLOYEE_PHOTO_MAX_BYTES, type Employee } from '@hrms/contracts/employees';
import { Camera, Ellipsis, Mail, Pencil, Send, Trash2, UserMinus } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AlertDialogConfirm } from '../../../components/ui/alert-dialog';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { roleLabel } from '../../../lib/role-label';
import { toast } from '../../../lib/toast';
import { useDeactivateEmployee } from '../api/deactivate-employee';
import { useDeleteEmployee } from '../api/delete-employee';
import { useRemoveEmployeePhoto } from '../api/remove-employee-photo';
import { useResendInvitation } from '../api/resend-invitation';
import { useUploadEmployeePhoto } from '../api/upload-employee-photo';
import { DeactivateDialog } from './deactivate-dialog';
import { EmployeeStatusBadge } from './status-badge';

const PHOTO_TYPES = 'image/png,image/jpeg';

function PhotoControl({ employee, canChange }: { employee: Employee; canChange: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadEmployeePhoto();
  const remove = useRemoveEmployeePhoto();
  const busy = upload.isPending || remove.isPending;
  const avatar = (
    <Avatar
      name={employee.name}
      src={employee.photoUrl ?? undefined}
      className="size-20 text-xl sm:size-24"
    />
  );
  if (!canChange) return avatar;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > EMPLOYEE_PHOTO_MAX_BYTES) {
      toast.error('A photo can be at most 2 MB');
      return;
    }
    upload.mutate(
      { id: employee.id, file },
      {
        onSuccess: () => toast.success('Photo updated'),
        onError: (error) => toast.error(error.message, { duration: 6000 }),
      },
    );
  };

  return (
    <div className="relative shrink-0 self-start">
      {avatar}
      <input
        ref={input}
        type="file"
        accept={PHOTO_TYPES}
        className="sr-only"
        tabIndex={-1}
        onChange={choose}
        aria-hidden="true"
      />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="outline"
            size="icon-sm"
            className="absolute -right-1 -bottom-1 rounded-full shadow-sm"
            aria-label="Change photo"
            disabled={busy}
          >
            {busy ? <Spinner /> : <Camera aria-hidden="true" />}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuItem onSelect={() => input.current?.click()}>
            {employee.photoUrl ? 'Upload a new photo' : 'Upload a photo'}
          </DropdownMenuItem>
          {employee.photoUrl ? (
            <DropdownMenuItem
              variant="destructive"
              onSelect={() =>
                remove.mutate(employee.id, {
                  onSuccess: () => toast.success('Photo removed'),
                  onError: (error) => toast.error(error.message, { duration: 6000 }),
                })
              }
            >
              Remove photo
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

function DeleteDialog({
  employee,
  open,
  onOpenChange,
  onDeactivateInstead,
}: {
  employee: Employee;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeactivateInstead: () => void;
}) {
  const navigate = useNavigate();
  const remove = useDeleteEmployee();
  // 409: the person has history and must be deactivated instead; the server says why.
  const refused = remove.isError && isApiError(remove.error) && remove.error.status === 409;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          remove.reset();
          onOpenChange(false);
        }
      }}
      title={`Delete ${employee.name}?`}
      description="Only a record created by mistake can be deleted. It is removed for good, with their account."
      error={remove.isError ? remove.error.message : null}
      pending={remove.isPending}
      confirmDisabled={refused}
      confirmLabel="Delete"
      onConfirm={() =>
        remove.mutate(employee.id, {
          onSuccess: () => {
            toast.success(`${employee.name} was deleted`);
            navigate('/employees', { replace: true });
          },
        })
      }
      action={
        refused && employee.access.canEdit && employee.status !== 'inactive' ? (
          <AlertDialogConfirm
            onClick={() => {
              remove.reset();
              onOpenChange(false);
              onDeactivateInstead();
            }}
          >
            <UserMinus aria-hidden="true" />
            Deactivate instead
          </AlertDialogConfirm>
        ) : undefined
      }
    />
  );
}

/**
 * The top of a record: photo (changeable by admin, hr and the person), name, title, status and
 * what the viewer may do with it.
 */
export function EmployeeHeader({ employee }: { employee: Employee }) {
  const { access } = employee;
  const [dialog, setDialog] = useState<'deactivate' | 'delete' | null>(null);
  const deactivate = useDeactivateEmployee();
  const resend = useResendInvitation();
  const invitationPending = employee.account?.invitationPending === true;
  const canDeactivate = access.canEdit && employee.status !== undefined && employee.status !== 'inactive';
  const hasMore = (access.canEdit && invitationPending) || canDeactivate || access.canDelete;
  const subtitle = [employee.designation?.name, employee.department?.name].filter(Boolean).join(' · ');

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <PhotoControl employee={employee} canChange={access.canEdit || access.level === 'self'} />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight break-words">{employee.name}</h1>
            {employee.status ? (
              <EmployeeStatusBadge status={employee.status} joinDate={employee.joinDate} />
            ) : null}
            {invitationPending && access.canEdit ? <Badge variant="outline">Invitation pending</Badge> : null}
          </div>
          <p className="text-sm text-muted-foreground">{subtitle || 'No designation or department yet'}</p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {employee.employeeCode ? (
              <span className="font-mono text-xs">{employee.employeeCode}</span>
            ) : null}
            <a
              href={`mailto:${employee.workEmail}`}
              className="inline-flex items-center gap-1.5 hover:text-foreground hover:underline"
            >
              <Mail className="size-3.5" aria-hidden="true" />
              {employee.workEmail}
            </a>
            {employee.account ? <span>{roleLabel(employee.account.role)}</span> : null}
          </p>
        </div>
        {access.canEdit || hasMore ? (
          <div className="flex shrink-0 items-center gap-2">
            {access.canEdit ? (
              <Button asChild>
                <Link to={`/employees/${employee.id}/edit`}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Link>
              </Button>
            ) : null}
            {hasMore ? (
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="outline" size="icon" aria-label={`More actions for ${employee.name}`}>
                    <Ellipsis aria-hidden="true" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  {access.canEdit && invitationPending ? (
                    <DropdownMenuItem
                      disabled={resend.isPending}
                      onSelect={() =>
                        resend.mutate(employee.id, {
                          onSuccess: () =>
                            toast.success(`A new invitation was sent to ${employee.workEmail}`),
                          onError: (error) => toast.error(error.message, { duration: 6000 }),
                        })
                      }
                    >
                      <Send aria-hidden="true" />
                      Resend invitation
                    </DropdownMenuItem>
                  ) : null}
                  {canDeactivate ? (
                    <DropdownMenuItem onSelect={() => setDialog('deactivate')}>
                      <UserMinus aria-hidden="true" />
                      Deactivate…
                    </DropdownMenuItem>
                  ) : null}
                  {access.canDelete ? (
                    <>
                      <DropdownMenuSeparator />
                      <DropdownMenuItem variant="destructive" onSelect={() => setDialog('delete')}>
                        <Trash2 aria-hidden="true" />
                        Delete…
                      </DropdownMenuItem>
                    </>
                  ) : null}
                </DropdownMenuContent>
              </DropdownMenu>
            ) : null}
          </div>
        ) : null}
      </div>

      <DeactivateDialog
        open={dialog === 'deactivate'}
        onOpenChange={(open) => !open && setDialog(null)}
        title={`Deactivate ${employee.name}?`}
        description="They can no longer sign in, and every session they have ends at once. Their record is kept; a joining checklist still under way is cancelled, and an exit checklist starts where a template fits."
        onSubmit={async (body) => {
          await deactivate.mutateAsync({ id: employee.id, body });
          toast.success(`${employee.name} was deactivated`);
          setDialog(null);
        }}
      />
      {access.canDelete ? (
        <DeleteDialog
          employee={employee}
          open={dialog === 'delete'}
          onOpenChange={(open) => !open && setDialog(null)}
          onDeactivateInstead={() => setDialog('deactivate')}
        />
      ) : null}
    </Card>
  );
}
