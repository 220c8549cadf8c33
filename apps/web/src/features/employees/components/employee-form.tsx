import {
  EMPLOYEE_STATUS_LABELS,
  EMPLOYEE_STATUSES,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  type Employee,
  type EmployeeStatus,
  type EmploymentType,
  GENDER_LABELS,
  GENDERS,
  type Gender,
} from '@hrms/contracts/employees';
import { can, ROLES, type Role } from '@hrms/contracts/roles';
import { CircleAlert } from 'lucide-react';
import { type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type FieldPath as FormPath, type Resolver, useForm } from 'react-hook-form';
import { useBlocker, useNavigate } from 'react-router';
import { useDepartments } from '../../../api/get-departments';
import { type PersonOption, personOptionFromRef } from '../../../api/search-employees';
import { PersonPicker } from '../../../components/person-picker';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DateInput } from '../../../components/ui/date-input';
import { Form, FormRow } from '../../../components/ui/form';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { FORM_ERROR } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { roleLabel } from '../../../lib/role-label';
import { toast } from '../../../lib/toast';
import { useCreateEmployee } from '../api/create-employee';
import { useOffices } from '../api/get-offices';
import { useUpdateEmployee } from '../api/update-employee';
import {
  buildCreateBody,
  buildUpdateBody,
  type EmployeeFormValues,
  emptyEmployeeForm,
  errorsFromServer,
  type FormErrors,
  formFromEmployee,
  isDirty,
} from '../utils/employee-form';
import { DeactivateDialog } from './deactivate-dialog';
import { DesignationField } from './designation-field';

/** Messages by field path (`form` for the whole form) as react-hook-form holds them. */
function setFormErrors(
  setError: (
    name: FormPath<EmployeeFormValues> | typeof FORM_ERROR,
    error: { type: string; message: string },
  ) => void,
  errors: FormErrors,
) {
  for (const [path, message] of Object.entries(errors)) {
    setError(path === 'form' ? FORM_ERROR : (path as FormPath<EmployeeFormValues>), {
      type: 'server',
      message,
    });
  }
}

/**
 * Checks the values by building the body they would send, with the contract's own schema
 * (`buildCreateBody`/`buildUpdateBody`): the form holds strings, the body ids, nulls and only what
 * changed, so the schema is applied to the body rather than to the values.
 */
function employeeResolver(
  check: (values: EmployeeFormValues) => FormErrors | null,
): Resolver<EmployeeFormValues> {
  return (values) => {
    const errors = check(values);
    if (!errors) return { values, errors: {} };
    const nested: Record<string, unknown> = {};
    for (const [path, message] of Object.entries(errors)) {
      const keys = path === 'form' ? ['root', 'server'] : path.split('.');
      let node = nested;
      for (const key of keys.slice(0, -1)) {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
      node[keys[keys.length - 1] as string] = { type: 'validate', message };
    }
    return { values: {}, errors: nested as never };
  };
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid gap-x-5 gap-y-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

/**
 * The create and edit form in sections. It checks the body with the server's own schema before
 * sending, puts every message (the browser's or the server's) under its field, and asks before
 * leaving with changes unsaved.
 */
export function EmployeeForm({
  employee,
  viewerRole,
}: {
  /** The record being changed; absent for a new person. */
  employee?: Employee;
  viewerRole: Role;
}) {
  const navigate = useNavigate();
  const editing = employee !== undefined;
  const [initial] = useState<EmployeeFormValues>(() =>
    employee ? formFromEmployee(employee) : emptyEmployeeForm(),
  );
  const [manager, setManager] = useState<PersonOption | null>(() =>
    employee?.manager ? personOptionFromRef(employee.manager) : null,
  );
  const [askExit, setAskExit] = useState(false);
  // Set once saved, so leaving for the saved record is not taken for abandoning changes.
  const saved = useRef(false);
  const checkbox = useId();

  const departments = useDepartments();
  const offices = useOffices();
  const create = useCreateEmployee();
  const update = useUpdateEmployee();
  const pending = create.isPending || update.isPending;

  const canGrantAdmin = can(viewerRole, 'roles:grant-admin');
  const form = useForm<EmployeeFormValues>({
    defaultValues: initial,
    resolver: employeeResolver((values) => {
      const built = editing
        ? buildUpdateBody(values, initial, {
            includeStatutory: showStatutory,
            includeRole: roleEditable && account !== null,
          })
        : buildCreateBody(values, { includeStatutory: showStatutory });
      return built.ok ? null : built.errors;
    }),
  });
  const values = form.watch();
  const errors = form.formState.errors;
  const showStatutory = editing ? employee.access.canSeeStatutory : can(viewerRole, 'employees:write');
  const account = employee?.account ?? null;
  // hr cannot make an admin, nor change an admin's role.
  const roleEditable = !editing || (account !== null && (canGrantAdmin || account.role !== 'admin'));

  const roleChoices = ROLES.filter((r) => r !== 'admin' || canGrantAdmin || values.role === 'admin');

  const dirty = isDirty(values, initial);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const set = (path: FormPath<EmployeeFormValues>, value: unknown) =>
    form.setValue(path, value as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const field = (
    path: FormPath<EmployeeFormValues>,
    label: string,
    render: (props: { value: string; onChange: (value: unknown) => void }) => ReactElement,
    options: { optional?: boolean; hint?: string; wide?: boolean } = {},
  ) => (
    <FormRow
      control={form.control}
      name={path}
      label={label}
      optional={options.optional}
      description={options.hint || undefined}
      className={cn('space-y-2', options.wide && 'sm:col-span-2')}
    >
      {(control) => render({ value: String(control.value ?? ''), onChange: (value) => set(path, value) })}
    </FormRow>
  );

  const text = (
    path: FormPath<EmployeeFormValues>,
    label: string,
    options: {
      optional?: boolean;
      hint?: string;
      type?: string;
      autoComplete?: string;
      maxLength?: number;
      placeholder?: string;
      wide?: boolean;
      upper?: boolean;
    } = {},
  ) =>
    field(
      path,
      label,
      ({ value, onChange }) =>
        options.type === 'date' ? (
          <DateInput value={value} onValueChange={onChange} />
        ) : (
          <Input
            type={options.type ?? 'text'}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete={options.autoComplete ?? 'off'}
            maxLength={options.maxLength}
            placeholder={options.placeholder}
            className={options.upper ? 'uppercase placeholder:normal-case' : undefined}
          />
        ),
      options,
    );

  const refuse = (error: unknown) => setFormErrors(form.setError, errorsFromServer(error));

  const submit = async (submitted: EmployeeFormValues) => {
    if (pending) return;
    if (!editing) {
      const built = buildCreateBody(submitted, { includeStatutory: showStatutory });
      if (!built.ok) return setFormErrors(form.setError, built.errors);
      try {
        const created = await create.mutateAsync(built.body);
        saved.current = true;
        toast.success(`${created.name} was added`, {
          description: submitted.sendInvitation
            ? `An invitation was sent to ${created.workEmail}.`
            : undefined,
        });
        navigate(`/employees/${created.id}`);
      } catch (error) {
        refuse(error);
      }
      return;
    }
    const built = buildUpdateBody(submitted, initial, {
      includeStatutory: showStatutory,
      includeRole: roleEditable && account !== null,
    });
    if (!built.ok) return setFormErrors(form.setError, built.errors);
    if (Object.keys(built.body).length === 0) {
      toast.info('Nothing was changed');
      navigate(`/employees/${employee.id}`);
      return;
    }
    try {
      const result = await update.mutateAsync({ id: employee.id, body: built.body });
      saved.current = true;
      toast.success(`Saved the changes to ${result.name}`);
      navigate(`/employees/${employee.id}`);
    } catch (error) {
      refuse(error);
    }
  };

  const changeStatus = (status: EmployeeStatus) => {
    if (status === 'inactive' && initial.status !== 'inactive') setAskExit(true);
    else set('status', status);
  };

  const cancelTo = editing ? `/employees/${employee.id}` : '/employees';
  const leaving = values.status === 'inactive' && initial.status !== 'inactive';

  return (
    <>
      <Form
        form={form}
        onSubmit={submit}
        className="space-y-5"
        aria-label={editing ? 'Edit employee' : 'New employee'}
      >
        {errors.root?.server ? (
          <Alert variant="destructive" role="alert">
            <CircleAlert aria-hidden="true" />
            <AlertDescription>{errors.root.server.message}</AlertDescription>
          </Alert>
        ) : Object.keys(errors).length > 0 ? (
          <Alert variant="destructive" role="alert">
            <CircleAlert aria-hidden="true" />
            <AlertDescription>Some fields need attention. Their messages are below them.</AlertDescription>
          </Alert>
        ) : null}

        <Section title="Personal">
          {text('firstName', 'First name', { autoComplete: 'off', maxLength: 100 })}
          {text('lastName', 'Last name', { maxLength: 100 })}
          {text('workEmail', 'Work email', {
            type: 'email',
            maxLength: 254,
            placeholder: 'name@company.com',
          })}
          {text('personalEmail', 'Personal email', { type: 'email', optional: true, maxLength: 254 })}
          {text('phone', 'Phone', { type: 'tel', optional: true, placeholder: '+91 98765 43210' })}
          {text('dateOfBirth', 'Date of birth', { type: 'date', optional: true })}
          {field(
            'gender',
            'Gender',
            () => (
              <NativeSelect
                value={values.gender}
                onChange={(e) => set('gender', e.target.value as Gender | '')}
              >
                <option value="">Not recorded</option>
                {GENDERS.map((g) => (
                  <option key={g} value={g}>
                    {GENDER_LABELS[g]}
                  </option>
                ))}
              </NativeSelect>
            ),
            { optional: true },
          )}
        </Section>

        <Section title="Job">
          {text('employeeCode', 'Employee code', {
            maxLength: 32,
            placeholder: 'e.g. ACME-0042',
            hint: 'Letters, digits, - and _.',
          })}
          {field('designationId', 'Designation', () => (
            <DesignationField
              value={values.designationId}
              onChange={(id) => set('designationId', id)}
              canAdd={can(viewerRole, 'employees:write')}
            />
          ))}
          {field('departmentId', 'Department', () => (
            <NativeSelect
              value={values.departmentId}
              onChange={(e) => set('departmentId', e.target.value)}
              disabled={departments.isPending}
            >
              <option value="">{departments.isPending ? 'Loading…' : 'No department'}</option>
              {(departments.data?.items ?? []).map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </NativeSelect>
          ))}
          {field('managerId', 'Manager', () => (
            <PersonPicker
              value={manager}
              excludeId={employee?.id}
              onChange={(person) => {
                setManager(person);
                set('managerId', person?.id ?? '');
              }}
            />
          ))}
          {field('officeId', 'Office', () => (
            <NativeSelect
              value={values.officeId}
              onChange={(e) => set('officeId', e.target.value)}
              disabled={offices.isPending}
            >
              <option value="">{offices.isPending ? 'Loading…' : 'No office'}</option>
              {(offices.data?.items ?? []).map((o) => (
                <option key={o.id} value={o.id}>
                  {o.city && !o.name.includes(o.city) ? `${o.name} (${o.city})` : o.name}
                </option>
              ))}
            </NativeSelect>
          ))}
          {field('employmentType', 'Employment type', () => (
            <NativeSelect
              value={values.employmentType}
              onChange={(e) => set('employmentType', e.target.value as EmploymentType)}
            >
              {EMPLOYMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {EMPLOYMENT_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect>
          ))}
          {text('joinDate', 'Join date', { type: 'date' })}
          {text('probationEndDate', 'Probation ends', { type: 'date', optional: true })}
          {editing
            ? field('status', 'Status', () => (
                <NativeSelect
                  value={values.status}
                  onChange={(e) => changeStatus(e.target.value as EmployeeStatus)}
                >
                  {EMPLOYEE_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {EMPLOYEE_STATUS_LABELS[s]}
                    </option>
                  ))}
                </NativeSelect>
              ))
            : null}
          {editing && values.status === 'inactive' ? (
            <>
              {text('exitDate', 'Last working day', { type: 'date' })}
              {field(
                'exitReason',
                'Reason for leaving',
                () => (
                  <Textarea
                    rows={2}
                    maxLength={500}
                    value={values.exitReason}
                    onChange={(e) => set('exitReason', e.target.value)}
                  />
                ),
                { wide: true },
              )}
              {leaving ? (
                <p className="text-sm text-muted-foreground sm:col-span-2">
                  Saving ends their sign-in and every session at once.
                </p>
              ) : null}
            </>
          ) : null}
        </Section>

        <Section title="Address and emergency contact">
          {text('address.line1', 'Address line 1', { optional: true, maxLength: 200, wide: true })}
          {text('address.line2', 'Address line 2', { optional: true, maxLength: 200, wide: true })}
          {text('address.city', 'City', { optional: true, maxLength: 100 })}
          {text('address.state', 'State', { optional: true, maxLength: 100 })}
          {text('address.postalCode', 'Postal code', { optional: true, maxLength: 10 })}
          {text('address.country', 'Country', { optional: true, maxLength: 100 })}
          {text('emergencyContact.name', 'Emergency contact name', { optional: true, maxLength: 120 })}
          {text('emergencyContact.relationship', 'Relationship', { optional: true, maxLength: 60 })}
          {text('emergencyContact.phone', 'Emergency contact phone', { type: 'tel', optional: true })}
        </Section>

        {showStatutory ? (
          <Section
            title="Statutory and bank"
            description="Seen only by admin, HR and the employee. Changes are kept in the audit trail, masked."
          >
            {text('statutory.pan', 'PAN', {
              optional: true,
              maxLength: 10,
              placeholder: 'ABCDE1234F',
              upper: true,
            })}
            {text('statutory.uan', 'UAN', { optional: true, maxLength: 12, placeholder: '12 digits' })}
            {text('statutory.esicNumber', 'ESIC number', { optional: true, maxLength: 17 })}
            {text('statutory.bankName', 'Bank name', { optional: true, maxLength: 120 })}
            {text('statutory.bankAccountNumber', 'Bank account number', { optional: true, maxLength: 18 })}
            {text('statutory.bankIfsc', 'IFSC', {
              optional: true,
              maxLength: 11,
              placeholder: 'HDFC0001234',
              upper: true,
            })}
          </Section>
        ) : null}

        {!editing || account ? (
          <Section title="Account" description="How they sign in to HRMS.">
            {field(
              'role',
              'Role',
              () => (
                <NativeSelect
                  value={values.role}
                  onChange={(e) => set('role', e.target.value as Role)}
                  disabled={!roleEditable}
                >
                  {roleChoices.map((r) => (
                    <option key={r} value={r}>
                      {roleLabel(r)}
                    </option>
                  ))}
                </NativeSelect>
              ),
              {
                hint: roleEditable
                  ? canGrantAdmin
                    ? 'Admins can change security settings and grant roles.'
                    : 'Only an admin can grant the admin role.'
                  : 'Only an admin can change an admin’s role.',
              },
            )}
            {editing && account ? (
              <div className="space-y-1 text-sm">
                <p className="font-medium">Sign-in</p>
                <p className="text-muted-foreground">
                  {account.invitationPending
                    ? 'Invited; has not set a password yet.'
                    : account.lastLoginAt
                      ? `Last signed in ${formatDateTime(account.lastLoginAt)}`
                      : 'Has not signed in yet.'}
                  {account.isActive ? '' : ' Sign-in is off.'}
                </p>
              </div>
            ) : (
              <div className="flex items-start gap-2 self-end pb-2">
                <Checkbox
                  id={checkbox}
                  checked={values.sendInvitation}
                  onCheckedChange={(state) => set('sendInvitation', state === true)}
                />
                <Label htmlFor={checkbox} className="leading-snug font-normal">
                  Email an invitation to set a password
                </Label>
              </div>
            )}
          </Section>
        ) : null}

        {editing ? (
          <Card>
            <CardContent>
              {field(
                'reason',
                'Reason for the change',
                () => (
                  <Textarea
                    rows={2}
                    maxLength={500}
                    value={values.reason}
                    onChange={(e) => set('reason', e.target.value)}
                    placeholder="e.g. Promotion after the annual review"
                  />
                ),
                { optional: true, hint: 'Kept with the change in the activity log.' },
              )}
            </CardContent>
          </Card>
        ) : null}

        <div className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-2 border-t bg-background/90 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
          <Button variant="outline" onClick={() => navigate(cancelTo)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner /> : null}
            {editing ? 'Save changes' : 'Add employee'}
          </Button>
        </div>
      </Form>

      {/* Outside the form: a dialog's own form would otherwise submit this one through the React tree. */}
      <DeactivateDialog
        open={askExit}
        onOpenChange={setAskExit}
        title={`Mark ${employee?.name ?? 'this person'} as inactive?`}
        description="Give their last working day and why they are leaving. Nothing changes until you save."
        confirmLabel="Continue"
        onSubmit={async ({ exitDate, exitReason }) => {
          set('status', 'inactive');
          set('exitDate', exitDate);
          set('exitReason', exitReason);
          setAskExit(false);
        }}
      />

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open) blocker.reset?.();
        }}
        title="Leave without saving?"
        description="The changes you made on this page will be lost."
        cancelLabel="Stay"
        confirmLabel="Leave"
        onConfirm={() => blocker.proceed?.()}
      />
    </>
  );
}
