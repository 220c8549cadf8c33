/**
 * Payroll → Settlements: one person's full and final settlement. The person and the last day are
 * kept in the address (`?employee=`, `?lastDay=`) beside the page's own; without a day the server
 * takes their last day on record, and says so on the field when there is none.
 */
import { CalendarDateSchema, IdSchema } from '@hrms/contracts/common';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, UserSearch } from 'lucide-react';
import { useId, useState } from 'react';
import type { PersonOption } from '../../../../api/search-employees';
import { EmptyState } from '../../../../components/empty-state';
import { PersonPicker } from '../../../../components/person-picker';
import { QueryError } from '../../../../components/query-error';
import { Alert, AlertDescription, AlertTitle } from '../../../../components/ui/alert';
import { DateInput } from '../../../../components/ui/date-input';
import { FieldError } from '../../../../components/ui/field-error';
import { Label } from '../../../../components/ui/label';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useSearchParamUpdates } from '../../../../hooks/use-search-param-updates';
import { fieldErrorsOf, isApiError } from '../../../../lib/api-client';
import { useFullAndFinal } from '../../api/get-full-and-final';
import { useSalaryConfig } from '../../api/get-salary-config';
import { Refusal } from '../slips/refusal';
import { FullAndFinalStatement } from './full-and-final-statement';
import { SettlementCard } from './settlement-card';

export function FullAndFinalCard() {
  const { t } = useLingui();
  const id = useId();
  const [params, updateParams] = useSearchParamUpdates();
  const askedPerson = params.get('employee');
  const employeeId = askedPerson && IdSchema.safeParse(askedPerson).success ? askedPerson : null;
  const askedDay = params.get('lastDay');
  const lastDay = askedDay && CalendarDateSchema.safeParse(askedDay).success ? askedDay : null;
  const [picked, setPicked] = useState<PersonOption | null>(null);
  const statement = useFullAndFinal(employeeId, lastDay);
  const dayProblem = fieldErrorsOf(statement.error).lastDay;

  // The day given was for the person before: the next one starts from their own last day on record.
  const choose = (person: PersonOption | null) => {
    setPicked(person);
    updateParams(
      (next) => {
        if (person) next.set('employee', person.id);
        else next.delete('employee');
        next.delete('lastDay');
      },
      { replace: true },
    );
  };
  const setLastDay = (day: string) =>
    updateParams(
      (next) => {
        if (day) next.set('lastDay', day);
        else next.delete('lastDay');
      },
      { replace: true },
    );

  return (
    <SettlementCard
      title={t`Full and final settlement`}
      description={t`What a leaver is paid at the end: the last month’s salary, leave encashed and gratuity.`}
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_13rem]">
        <div className="min-w-0 space-y-1.5">
          <Label htmlFor={`${id}-person`}>
            <Trans>Person</Trans>
          </Label>
          <SelectedPerson
            id={`${id}-person`}
            employeeId={employeeId}
            picked={picked?.id === employeeId ? picked : null}
            named={statement.data?.employee ?? null}
            failed={statement.isError}
            onChange={choose}
          />
          <p className="text-xs text-muted-foreground">
            <Trans>People who have left are found too.</Trans>
          </p>
        </div>
        <div className="min-w-0 space-y-1.5">
          <Label htmlFor={`${id}-last-day`}>
            <Trans>Last day of service</Trans>
            <span className="font-normal text-muted-foreground">
              <Trans>(optional)</Trans>
            </span>
          </Label>
          <DateInput
            id={`${id}-last-day`}
            value={lastDay ?? ''}
            onValueChange={setLastDay}
            aria-invalid={dayProblem ? true : undefined}
            aria-describedby={dayProblem ? `${id}-last-day-problem` : `${id}-last-day-hint`}
          />
          {dayProblem ? (
            <FieldError id={`${id}-last-day-problem`}>{dayProblem}</FieldError>
          ) : (
            <p id={`${id}-last-day-hint`} className="text-xs text-muted-foreground">
              <Trans>Empty for their last day on record.</Trans>
            </p>
          )}
        </div>
      </div>
      {employeeId === null ? (
        <EmptyState Icon={UserSearch} title={t`Choose a person to see their settlement`} className="py-10">
          <Trans>
            Their last month’s salary, leave encashed, gratuity and the total payable, on their last day.
          </Trans>
        </EmptyState>
      ) : statement.isPending ? (
        <StatementSkeleton />
      ) : statement.isError ? (
        dayProblem ? null : (
          <StatementError
            error={statement.error}
            onRetry={() => void statement.refetch()}
            retrying={statement.isFetching}
          />
        )
      ) : (
        <FullAndFinalStatement statement={statement.data} />
      )}
    </SettlementCard>
  );
}

/**
 * The picker showing the person in the address: as picked, or named by their statement; when the
 * statement is refused (no salary, say), by their salary record, which names anyone on payroll.
 */
function SelectedPerson({
  id,
  employeeId,
  picked,
  named,
  failed,
  onChange,
}: {
  id: string;
  employeeId: string | null;
  picked: PersonOption | null;
  named: { id: string; name: string; employeeCode: string } | null;
  failed: boolean;
  onChange: (person: PersonOption | null) => void;
}) {
  const config = useSalaryConfig(picked === null && failed ? employeeId : null);
  const known = named ?? config.data?.employee;
  const value =
    picked ??
    (employeeId && known?.id === employeeId
      ? { id: known.id, name: known.name, detail: known.employeeCode, photoUrl: null }
      : null);
  return <PersonPicker id={id} value={value} onChange={onChange} />;
}

/** A refusal (no salary, a day before joining) in the server's words; a failure to load, with a retry. */
function StatementError({
  error,
  onRetry,
  retrying,
}: {
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useLingui();
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    return (
      <Alert variant="destructive" role="alert">
        <CircleAlert aria-hidden="true" />
        <AlertTitle>
          <Trans>The settlement cannot be worked out</Trans>
        </AlertTitle>
        <AlertDescription>
          <Refusal error={error} />
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <QueryError
      title={t`We could not load the settlement`}
      error={error}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

function StatementSkeleton() {
  return (
    <div className="space-y-4" data-testid="ff-statement-loading">
      <Skeleton className="h-10 w-56" />
      {[0, 1, 2].map((part) => (
        <div key={part} className="space-y-2 border-t pt-4">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
        </div>
      ))}
    </div>
  );
}
