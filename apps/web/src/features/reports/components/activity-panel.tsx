/** Reports → Activity: the newest changes, who made them and when; what changed stays in the records. */
import { History } from 'lucide-react';
import { formatDateTime, formatRelativeTime } from '../../../lib/format';
import { useRecentActivities } from '../api/get-reports';
import { ReportEmpty } from './report-empty';
import { describeAction } from './report-format';
import { ReportCard, ReportFrame } from './report-frame';

export function ActivityPanel({ wide }: { wide: boolean }) {
  const activities = useRecentActivities();
  return (
    <ReportFrame query={activities} what="recent activity">
      {(r) =>
        r.items.length === 0 ? (
          <ReportEmpty Icon={History} title="Nothing has changed yet">
            Changes to records show here as they are made.
          </ReportEmpty>
        ) : (
          <ReportCard
            title="Recent activity"
            description={
              wide
                ? 'The newest fifty changes anyone made.'
                : 'The newest fifty changes you and your team made.'
            }
          >
            <ol className="divide-y">
              {r.items.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5"
                >
                  <p className="min-w-0 text-sm">
                    <span className="font-medium">{item.actor ?? 'The system'}</span>{' '}
                    <span className="text-muted-foreground">{describeAction(item.action)}</span>
                  </p>
                  <time
                    dateTime={item.at}
                    title={formatDateTime(item.at)}
                    className="text-xs text-muted-foreground"
                  >
                    {formatRelativeTime(item.at)}
                  </time>
                </li>
              ))}
            </ol>
          </ReportCard>
        )
      }
    </ReportFrame>
  );
}
