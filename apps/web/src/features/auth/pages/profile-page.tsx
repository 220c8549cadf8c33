import { type AuthUser, UpdateProfileBodySchema } from '@hrms/contracts/auth';
import { CircleAlert, KeyRound, MonitorSmartphone, ShieldCheck } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { fieldErrorsOf } from '../../../lib/api-client';
import { roleLabel } from '../../../lib/role-label';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { useCurrentUser } from '../components/auth-provider';

function fullName(user: AuthUser): string {
  return user.employee ? `${user.employee.firstName} ${user.employee.lastName}` : user.email;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm font-medium break-words">
        {children ?? <span className="text-muted-foreground">—</span>}
      </dd>
    </div>
  );
}

type ContactField = 'phone' | 'personalEmail';

function ContactForm({ user }: { user: AuthUser }) {
  const employee = user.employee;
  const [phone, setPhone] = useState(employee?.phone ?? '');
  const [personalEmail, setPersonalEmail] = useState(employee?.personalEmail ?? '');
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const update = useUpdateProfile();
  const id = useId();

  const unchanged = phone === (employee?.phone ?? '') && personalEmail === (employee?.personalEmail ?? '');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = UpdateProfileBodySchema.safeParse({
      phone: phone.trim() === '' ? null : phone,
      personalEmail: personalEmail.trim() === '' ? null : personalEmail,
    });
    if (!parsed.success) {
      const next: Partial<Record<ContactField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'phone' || field === 'personalEmail') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        const savedEmployee = saved?.employee;
        if (savedEmployee) {
          setPhone(savedEmployee.phone ?? '');
          setPersonalEmail(savedEmployee.personalEmail ?? '');
        }
        toast.success('Your contact details are saved');
      },
      onError: (error) => {
        const fromServer = fieldErrorsOf(error);
        setErrors({ phone: fromServer.phone, personalEmail: fromServer.personalEmail });
        toast.error(error.message || 'Could not save your contact details', { duration: 6000 });
      },
    });
  };

  if (!employee) {
    return (
      <p className="text-sm text-muted-foreground">
        Your account is not linked to an employee record, so there are no contact details to edit.
      </p>
    );
  }

  const field = (name: ContactField, label: string, input: ReactNode, hint: string) => (
    <div className="space-y-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {input}
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm text-destructive">
          {errors[name]}
        </p>
      ) : (
        <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
  const describedBy = (name: ContactField) => (errors[name] ? `${id}-${name}-error` : `${id}-${name}-hint`);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {field(
          'phone',
          'Phone',
          <Input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={describedBy('phone')}
            placeholder="+91 98765 43210"
          />,
          'Digits, spaces and + ( ) - are fine. Leave empty to remove.',
        )}
        {field(
          'personalEmail',
          'Personal email',
          <Input
            id={`${id}-personalEmail`}
            type="email"
            autoComplete="email"
            value={personalEmail}
            onChange={(event) => setPersonalEmail(event.target.value)}
            aria-invalid={errors.personalEmail ? true : undefined}
            aria-describedby={describedBy('personalEmail')}
            placeholder="you@example.com"
          />,
          'Used if you lose access to your work email.',
        )}
      </div>
      <div className="flex justify-end gap-2">
        <Button
          variant="outline"
          disabled={unchanged || update.isPending}
          onClick={() => {
            setPhone(employee.phone ?? '');
            setPersonalEmail(employee.personalEmail ?? '');
            setErrors({});
          }}
        >
          Reset
        </Button>
        <Button type="submit" disabled={unchanged || update.isPending}>
          {update.isPending ? <Spinner /> : null}
          Save changes
        </Button>
      </div>
    </form>
  );
}

const laterSections = [
  {
    Icon: KeyRound,
    title: 'Password',
    text: 'Changing your password here is not available yet.',
  },
  {
    Icon: ShieldCheck,
    title: 'Two-factor authentication',
    text: 'Two-factor sign-in with an authenticator app is not available yet.',
  },
  {
    Icon: MonitorSmartphone,
    title: 'Sessions',
    text: 'The list of devices signed in to your account is not available yet.',
  },
] as const;

export function ProfilePage() {
  const current = useCurrentUser();
  const profile = useProfile();
  const user = profile.data ?? current;
  const employee = user.employee;
  const name = fullName(user);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={name} className="size-16 text-lg [&_span]:text-lg" />
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{name}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span className="truncate">{user.email}</span>
            <Badge variant="soft">{roleLabel(user.role)}</Badge>
            {employee?.designation ? <span>· {employee.designation}</span> : null}
          </p>
        </div>
      </div>

      {profile.isError ? (
        <Alert variant="warning">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>Showing the details from when you signed in</AlertTitle>
          <AlertDescription>{profile.error.message}</AlertDescription>
        </Alert>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Work details</CardTitle>
            <CardDescription>Kept by your HR team.</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-5">
              <Detail label="Employee code">{employee?.employeeCode}</Detail>
              <Detail label="Role">{roleLabel(user.role)}</Detail>
              <Detail label="Designation">{employee?.designation}</Detail>
              <Detail label="Department">{employee?.department}</Detail>
              <Detail label="Office">{employee?.office}</Detail>
              <Detail label="Work email">{user.email}</Detail>
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Contact details</CardTitle>
            <CardDescription>How the company can reach you outside work.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm key={`${employee?.phone ?? ''}|${employee?.personalEmail ?? ''}`} user={user} />
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Sign-in and security</CardTitle>
          <CardDescription>These settings arrive in a later release.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {laterSections.map(({ Icon, title, text }) => (
              <li key={title} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-muted">
                  <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="text-sm font-medium">{title}</h3>
                  <p className="text-sm text-muted-foreground">{text}</p>
                </div>
                <Badge variant="outline" className="text-muted-foreground">
                  Not available yet
                </Badge>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
