/** The leave settings hr keeps: two-level approval. */
import { LeaveSettingsSchema, type UpdateLeaveSettingsBody } from '@hrms/contracts/leave';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { QueryError } from '../../../components/query-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { leaveKeys } from '../api/leave-keys';

const settingsKey = [...leaveKeys.all, 'settings'] as const;

export function LeaveSettingsCard() {
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) =>
      LeaveSettingsSchema.parse(await api.get<unknown>('/leave/settings', { signal })),
  });
  const save = useMutation({
    mutationFn: async (body: UpdateLeaveSettingsBody) =>
      LeaveSettingsSchema.parse(await api.patch<unknown>('/leave/settings', body)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Approval</CardTitle>
        <CardDescription>Who decides a request.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError ? (
          <QueryError
            title="We could not load the leave settings"
            error={settings.error}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : !settings.data ? (
          <Skeleton className="h-10" />
        ) : (
          <div className="flex items-start gap-3">
            <Switch
              id={`${id}-two`}
              checked={settings.data.twoLevelApproval}
              disabled={save.isPending}
              onCheckedChange={(on) =>
                save.mutate(
                  { twoLevelApproval: on },
                  {
                    onSuccess: () =>
                      toast.success(
                        on
                          ? 'Requests now go to the manager, then hr'
                          : 'The manager’s approval decides again',
                      ),
                    onError: (e) => toast.error(e.message),
                  },
                )
              }
            />
            <div className="grid gap-0.5">
              <Label htmlFor={`${id}-two`}>Manager, then hr</Label>
              <p className="text-sm text-muted-foreground">
                A manager’s approval sends the request on to hr, whose approval decides it. Off: the manager’s
                approval decides. Hr and admin can decide at either step.
              </p>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
