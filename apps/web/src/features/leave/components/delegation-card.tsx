/**
 * Handing approvals over while away: the range and the colleague who approves in my place, what I
 * handed over and what was handed to me. The server keeps the rules (who may approve, no overlaps).
 */

import { OkResponseSchema } from '@hrms/contracts/common';
import {
  type CreateLeaveDelegationBody,
  CreateLeaveDelegationBodySchema,
  LeaveDelegationListSchema,
  LeaveDelegationSchema,
} from '@hrms/contracts/leave';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserRoundCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { DateInput } from '../../../components/ui/date-input';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { leaveKeys } from '../api/leave-keys';

const delegationsKey = [...leaveKeys.all, 'delegations'] as const;

function useDelegations() {
  return useQuery({
    queryKey: delegationsKey,
    queryFn: async ({ signal }) =>
      LeaveDelegationListSchema.parse(await api.get<unknown>('/leave/delegations', { signal })),
  });
}

const range = (d: { startDate: string; endDate: string }) =>
  d.startDate === d.endDate
    ? formatDate(d.startDate)
    : `${formatDate(d.startDate)} – ${formatDate(d.endDate)}`;

export function DelegationCard() {
  const { t } = useLingui();
  const delegations = useDelegations();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const end = useMutation({
    mutationFn: async (id: string) =>
      OkResponseSchema.parse(await api.delete<unknown>(`/leave/delegations/${encodeURIComponent(id)}`)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
  const data = delegations.data;
  const listed = data !== undefined && (data.given.length > 0 || data.received.length > 0);
  return (
    <Card>
      <CardHeader
        className={cn('flex flex-row flex-wrap items-start justify-between gap-2', !listed && 'pb-5')}
      >
        <div>
          <CardTitle>
            <Trans>Away? Hand over your approvals</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>
              A colleague who approves leave decides your team’s requests for the days you choose.
            </Trans>
          </CardDescription>
        </div>
        <Button size="sm" variant="outline" onClick={() => setOpen(true)} disabled={!data}>
          <UserRoundCheck aria-hidden="true" />
          <Trans>Hand over</Trans>
        </Button>
      </CardHeader>
      {listed ? (
        <CardContent>
          <ul className="divide-y rounded-lg border text-sm">
            {data.given.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span>
                  <Given name={d.to.name} dates={range(d)} now={d.active} />
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={end.isPending}
                  onClick={() =>
                    end.mutate(d.id, {
                      onSuccess: () => toast.success(t`Your approvals are yours again`),
                      onError: (e) => toast.error(e.message),
                    })
                  }
                >
                  <Trans>End</Trans>
                </Button>
              </li>
            ))}
            {data.received.map((d) => (
              <li key={d.id} className="px-3 py-2">
                <Received name={d.from.name} dates={range(d)} now={d.active} />
              </li>
            ))}
          </ul>
        </CardContent>
      ) : null}
      <HandOverDialog open={open} onClose={() => setOpen(false)} candidates={data?.candidates ?? []} />
    </Card>
  );
}

/** `Asha Rao approves for you, 3 Mar 2026 – 5 Mar 2026 · now`. */
function Given({ name, dates, now }: { name: string; dates: string; now: boolean }) {
  return now ? (
    <Trans>
      {name} approves for you, {dates} · now
    </Trans>
  ) : (
    <Trans>
      {name} approves for you, {dates}
    </Trans>
  );
}

/** `You approve for Asha Rao, 3 Mar 2026 – 5 Mar 2026 · now`. */
function Received({ name, dates, now }: { name: string; dates: string; now: boolean }) {
  return now ? (
    <Trans>
      You approve for {name}, {dates} · now
    </Trans>
  ) : (
    <Trans>
      You approve for {name}, {dates}
    </Trans>
  );
}

function HandOverDialog({
  open,
  onClose,
  candidates,
}: {
  open: boolean;
  onClose: () => void;
  candidates: readonly { id: string; name: string }[];
}) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const [delegateId, setDelegate] = useState('');
  const [startDate, setStart] = useState('');
  const [endDate, setEnd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: async (body: CreateLeaveDelegationBody) =>
      LeaveDelegationSchema.parse(await api.post<unknown>('/leave/delegations', body)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
  const close = () => {
    if (create.isPending) return;
    setDelegate('');
    setStart('');
    setEnd('');
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateLeaveDelegationBodySchema.safeParse({ delegateId, startDate, endDate });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError(issue.path[0] === 'delegateId' ? t`Choose who approves in your place` : issue.message);
      return;
    }
    try {
      const made = await create.mutateAsync(parsed.data);
      const name = made.to.name;
      const dates = range(made);
      toast.success(t`${name} approves for you, ${dates}`);
      setError(null);
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t`The approvals could not be handed over`);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <Trans>Hand over your approvals</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>They are told, and your team’s requests wait for them on those days.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate>
          <ErrorAlert message={error ?? undefined} />
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-who`}>
              <Trans>Who approves</Trans>
            </Label>
            <NativeSelect id={`${id}-who`} value={delegateId} onChange={(e) => setDelegate(e.target.value)}>
              <option value="">{t`Choose a colleague`}</option>
              {candidates.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-from`}>
                <Trans>From</Trans>
              </Label>
              <DateInput id={`${id}-from`} value={startDate} onValueChange={setStart} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-to`}>
                <Trans>To</Trans>
              </Label>
              <DateInput
                id={`${id}-to`}
                value={endDate}
                onValueChange={setEnd}
                min={startDate || undefined}
              />
            </div>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close} disabled={create.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Spinner /> : null}
              <Trans>Hand over</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
