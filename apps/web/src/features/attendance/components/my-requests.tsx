/**
 * My correction requests, newest first, with where each stands; shown once I have asked for one.
 * Asking starts from a day in the calendar.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ListFailed, ListPages } from '../../../components/list-states';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useRegularizations } from '../api/get-regularizations';
import { CorrectionRequests } from './correction-requests';

const PAGE_SIZE = 5;

export function MyRequests({ highlight }: { highlight: string | null }) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const list = useRegularizations({ scope: 'mine', page, limit: PAGE_SIZE });
  if (list.isError) return <ListFailed title={t`We could not load your correction requests`} query={list} />;
  if (!list.data || list.data.total === 0) return null;
  return (
    <Card className="overflow-hidden" id="correction-requests">
      <CardHeader className="pb-4">
        <CardTitle>
          <Trans>My correction requests</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Times you asked to be recorded, and what your manager decided.</Trans>
        </CardDescription>
      </CardHeader>
      <div className="border-t">
        <CorrectionRequests items={list.data.items} showPerson={false} highlight={highlight} />
        {list.data.total > PAGE_SIZE ? (
          <ListPages paging={[page, setPage]} limit={PAGE_SIZE} list={list} label={t`Pages of my requests`} />
        ) : null}
      </div>
    </Card>
  );
}
