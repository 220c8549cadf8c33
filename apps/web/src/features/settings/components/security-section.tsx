/** Settings → Security (admin): the account policy, locked sign-ins and everyone's sessions. */
import { MonitorSmartphone, ShieldCheck } from 'lucide-react';
import { QueryError } from '../../../components/query-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useSecurityPolicy } from '../api/get-security-policy';
import { AdminSessionsTable } from './admin-sessions-table';
import { LockoutsCard } from './lockouts-card';
import { SecurityPolicyForm } from './security-policy-form';

function PolicyCard() {
  const policy = useSecurityPolicy();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
          Account policy
        </CardTitle>
        <CardDescription>
          How sign-in, sessions and passwords work for everyone in the company.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {policy.isPending ? (
          <div className="grid gap-5 sm:grid-cols-2" aria-busy="true">
            <Spinner label="Loading the security policy" className="sr-only" />
            {[0, 1, 2, 3, 4].map((i) => (
              <div key={i} className="space-y-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-9 w-28" />
              </div>
            ))}
          </div>
        ) : policy.isError ? (
          <QueryError
            title="We could not load the security policy"
            error={policy.error}
            onRetry={() => policy.refetch()}
            retrying={policy.isFetching}
          />
        ) : (
          <SecurityPolicyForm key={JSON.stringify(policy.data)} policy={policy.data} />
        )}
      </CardContent>
    </Card>
  );
}

export function SecuritySection() {
  return (
    <div className="space-y-6">
      <PolicyCard />
      <LockoutsCard />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <MonitorSmartphone className="size-4 text-primary" aria-hidden="true" />
            Signed-in sessions
          </CardTitle>
          <CardDescription>
            Everyone’s sessions across the company. Revoking one signs that person out of that device at once.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <AdminSessionsTable />
        </CardContent>
      </Card>
    </div>
  );
}
