/** What HR keeps of the person's work, and the contact details they keep themselves (editable). */
import type { AuthUser } from '@hrms/contracts/auth';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { roleLabel } from '../../../lib/role-label';
import { ContactForm } from './contact-form';

/** `wide`: a value that must not break, such as an email address, gets the whole row. */
function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('space-y-1', wide && 'col-span-2')}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="text-sm font-medium break-words">
        {children ?? <span className="text-muted-foreground">—</span>}
      </dd>
    </div>
  );
}

export function ProfileDetails({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const employee = user.employee;
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Work details</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Kept by your HR team.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-5">
            <Detail label={t`Employee code`}>{employee?.employeeCode}</Detail>
            <Detail label={t`Role`}>{roleLabel(user.role)}</Detail>
            <Detail label={t`Designation`}>{employee?.designation}</Detail>
            <Detail label={t`Department`}>{employee?.department}</Detail>
            <Detail label={t`Office`}>{employee?.office}</Detail>
            <Detail label={t`Work email`} wide>
              <span data-testid="work-email" className="block truncate" title={user.email}>
                {user.email}
              </span>
            </Detail>
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Contact details</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>How the company can reach you outside work.</Trans>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ContactForm key={`${employee?.phone ?? ''}|${employee?.personalEmail ?? ''}`} user={user} />
        </CardContent>
      </Card>
    </div>
  );
}
