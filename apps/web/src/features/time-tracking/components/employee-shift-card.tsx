/**
 * A person's shift on their record's Attendance tab: its hours on their office's clock, and whether
 * it is their own, their office's or the company's. Those who keep the settings (hr, admin) change
 * it here; the person and their manager read it.
 */
import { can, type Role } from '@hrms/contracts/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useConfiguration } from '../api/get-configuration';
import { EmployeeShiftDialog } from './employee-shift-dialog';
import { shiftLabel, shiftSourceLabel, zoneLabel } from './time-format';

export function EmployeeShiftCard({ employeeId, role }: { employeeId: string; role: Role }) {
  const { t } = useLingui();
  const configuration = useConfiguration(true, employeeId);
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const data = configuration.data;
  const canEdit = can(role, 'settings:write');

  return (
    <Card aria-labelledby={titleId} role="group" data-testid="shift-card" className="p-4 sm:p-5">
      {configuration.isError ? (
        <div className="space-y-3">
          <h2 id={titleId} className="text-sm font-medium text-muted-foreground">
            <Trans>Shift</Trans>
          </h2>
          <QueryError
            title={t`We could not load the shift`}
            error={configuration.error}
            onRetry={() => void configuration.refetch()}
            retrying={configuration.isFetching}
          />
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
            <CalendarClock className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1 basis-48 space-y-1">
            <h2 id={titleId} className="text-sm font-medium text-muted-foreground">
              <Trans>Shift</Trans>
            </h2>
            {data ? (
              <>
                <p className="font-semibold tabular-nums" data-testid="shift-hours">
                  {shiftLabel(data.shiftStart, data.shiftEnd)}
                  <span className="font-normal text-muted-foreground"> · {shiftSourceLabel(data)}</span>
                </p>
                <p className="text-xs text-muted-foreground">
                  {data.office ? (
                    <Trans>
                      Times in {zoneLabel(data.timeZone)}, the {data.office.name} office’s clock
                    </Trans>
                  ) : (
                    <Trans>Times in {zoneLabel(data.timeZone)}</Trans>
                  )}
                </p>
              </>
            ) : (
              <div className="space-y-2 pt-1" aria-busy="true">
                <Skeleton className="h-4 w-56 max-w-full" />
                <Skeleton className="h-3 w-40 max-w-full" />
              </div>
            )}
          </div>
          {canEdit && data ? (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              <Trans>Edit shift</Trans>
            </Button>
          ) : null}
        </div>
      )}
      {canEdit && data ? (
        <EmployeeShiftDialog configuration={data} open={editing} onClose={() => setEditing(false)} />
      ) : null}
    </Card>
  );
}
