/**
 * Correction requests of the people I decide for: those waiting for me first, or every one I reach
 * by status. Approved, the times become a clock entry and the person's day is worked out again.
 */
import { REGULARIZATION_STATUSES } from '@hrms/contracts/attendance';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCheck, Inbox } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ListFailed, ListLoading, ListPages } from '../../../components/list-states';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Tabs, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import type { RequestListParams } from '../api/attendance-keys';
import { useRegularizations } from '../api/get-regularizations';
import { REGULARIZATION_STATUS_MESSAGES } from '../utils/attendance-labels';
import { CorrectionRequests } from './correction-requests';

const PAGE_SIZE = 20;

export function TeamRequests({ highlight }: { highlight: string | null }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [scope, setScope] = useState<'to-decide' | 'all'>('to-decide');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const params: RequestListParams = {
    scope,
    page,
    limit: PAGE_SIZE,
    status: scope === 'all' ? status : undefined,
  };
  const list = useRegularizations(params);
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b p-4 sm:p-5">
        <Tabs
          value={scope}
          onValueChange={(value) => {
            setScope(value as typeof scope);
            setPage(1);
          }}
        >
          <TabsList aria-label={t`Which requests`}>
            <TabsTrigger value="to-decide">
              <Trans>Waiting for me</Trans>
            </TabsTrigger>
            <TabsTrigger value="all">
              <Trans>All</Trans>
            </TabsTrigger>
          </TabsList>
        </Tabs>
        {scope === 'all' ? (
          <div className="w-full space-y-1.5 sm:w-44">
            <Label htmlFor={`${id}-status`}>
              <Trans>Status</Trans>
            </Label>
            <NativeSelect
              id={`${id}-status`}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value);
                setPage(1);
              }}
            >
              <option value="">{t`Every status`}</option>
              {REGULARIZATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {i18n._(REGULARIZATION_STATUS_MESSAGES[s])}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </div>
      {list.isError ? (
        <ListFailed title={t`We could not load the requests`} query={list} />
      ) : !list.data ? (
        <ListLoading rows={3} />
      ) : list.data.items.length === 0 ? (
        scope === 'to-decide' ? (
          <EmptyState Icon={CheckCheck} title={t`Nothing waits for you`}>
            <Trans>When someone asks for a forgotten punch to be recorded, it shows here.</Trans>
          </EmptyState>
        ) : (
          <EmptyState Icon={Inbox} title={status ? t`No request matches` : t`No correction requests yet`} />
        )
      ) : (
        <div className={cn(list.isPlaceholderData && 'opacity-60 transition-opacity')}>
          <CorrectionRequests items={list.data.items} showPerson highlight={highlight} />
          <ListPages paging={[page, setPage]} limit={PAGE_SIZE} list={list} label={t`Pages of requests`} />
        </div>
      )}
    </Card>
  );
}
