/**
 * Closing a leave year: a preview per type of what carries forward (up to each type's cap) and what
 * lapses, then closing it once, after a confirmation. The server writes it once however often asked.
 */
import { type YearEndResult, YearEndResultSchema } from '@hrms/contracts/leave';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { leaveKeys } from '../api/leave-keys';

export function YearEndCard() {
  const { t } = useLingui();
  const lastYear = new Date().getFullYear() - 1;
  const [year, setYear] = useState(lastYear);
  const nextYear = year + 1;
  const [result, setResult] = useState<YearEndResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const call = useMutation({
    mutationFn: async (mode: 'preview' | 'run') =>
      YearEndResultSchema.parse(await api.post<unknown>(`/leave/year-end/${mode}`, { year })),
    onSettled: (_data, _error, mode) => {
      if (mode === 'run') void queryClient.invalidateQueries({ queryKey: leaveKeys.all });
    },
  });
  const run = async (mode: 'preview' | 'run') => {
    try {
      const answer = await call.mutateAsync(mode);
      setResult(answer);
      setError(null);
      if (mode === 'run') {
        setConfirming(false);
        toast.success(
          answer.entries > 0 ? t`${year} is closed` : t`${year} was closed already: nothing changed`,
        );
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t`The year could not be closed`);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Year end</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Leftover days carry into the next year up to each type’s cap; the rest lapse. Preview first.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <NativeSelect
            aria-label={t`Year to close`}
            value={String(year)}
            onChange={(e) => {
              setYear(Number(e.target.value));
              setResult(null);
            }}
            className="w-32"
          >
            {[lastYear, lastYear - 1, lastYear - 2].map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </NativeSelect>
          <Button variant="outline" onClick={() => void run('preview')} disabled={call.isPending}>
            {call.isPending && !confirming ? <Spinner /> : null}
            <Trans>Preview</Trans>
          </Button>
          <Button
            onClick={() => setConfirming(true)}
            disabled={!result || result.year !== year || result.done}
          >
            <CalendarCheck aria-hidden="true" />
            <Trans>Close {year}</Trans>
          </Button>
        </div>
        <ErrorAlert message={confirming ? undefined : (error ?? undefined)} />
        {result && result.year === year ? (
          result.types.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <Trans>Nothing to carry or lapse in {year}.</Trans>
            </p>
          ) : (
            <div className="overflow-x-auto rounded-lg border">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>
                      <Trans>Leave type</Trans>
                    </TableHead>
                    <TableHead className="text-right">
                      <Trans>People</Trans>
                    </TableHead>
                    <TableHead className="text-right">
                      <Trans>Carried</Trans>
                    </TableHead>
                    <TableHead className="text-right">
                      <Trans>Lapsed</Trans>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {result.types.map((type) => (
                    <TableRow key={type.leaveType.id}>
                      <TableCell>
                        {type.leaveType.name}
                        <span className="block text-xs text-muted-foreground">
                          {type.carryForwardMaxDays
                            ? t`carries up to ${type.carryForwardMaxDays}`
                            : t`carries nothing`}
                        </span>
                      </TableCell>
                      <TableCell className="text-right tabular-nums">{type.people}</TableCell>
                      <TableCell className="text-right tabular-nums">{type.carried}</TableCell>
                      <TableCell className="text-right tabular-nums">{type.lapsed}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Close ${year}?`}
        description={t`Carried days become opening balances of ${nextYear}; lapsed days are gone. Each is kept in the ledger.`}
        confirmLabel={t`Close ${year}`}
        pending={call.isPending}
        error={error}
        onConfirm={() => void run('run')}
      />
    </Card>
  );
}
