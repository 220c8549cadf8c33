/**
 * /time-tracking: my clock (punch in and out, breaks, a running timer), my week day by day with the
 * month around it, and my entries. Those who see a team's attendance (`attendance:manage`) also get
 * Team now, everyone's clock live, and the team's entries with the ones to review.
 * `?tab=` keeps the view in the address.
 */
import { can, type Role } from '@hrms/contracts/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { ListChecks, Timer, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useClockStatus } from '../../../api/get-clock-status';
import { Page, PageHeader } from '../../../components/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useConfiguration } from '../api/get-configuration';
import { ClockCard } from '../components/clock-card';
import { EntriesPanel } from '../components/entries-panel';
import { TeamBoard } from '../components/team-board';
import { mondayOf, shiftSeconds } from '../components/time-format';
import { MonthSummary, WeekView } from '../components/week-view';

type TabKey = 'mine' | 'team' | 'team-entries';

export function TimeTrackingPage({ role, employeeId }: { role: Role; employeeId: string | null }) {
  const { t } = useLingui();
  const manages = can(role, 'attendance:manage');
  const [params, setParams] = useSearchParams();
  const tabs: TabKey[] = manages ? ['mine', 'team', 'team-entries'] : ['mine'];
  const asked = params.get('tab') as TabKey | null;
  const tab: TabKey = asked && tabs.includes(asked) ? asked : employeeId || !manages ? 'mine' : 'team';
  const status = useClockStatus(employeeId !== null);
  const timeZone = status.data?.timeZone;

  const mine = employeeId ? <MyTime /> : null;
  return (
    <Page>
      <PageHeader
        title={t`Time tracking`}
        description={
          manages
            ? t`Clock in and out, take breaks, see your hours, and your team’s clocks as they change.`
            : t`Clock in and out, take breaks, and see your hours day by day.`
        }
      />
      {manages ? (
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setParams(
              (prev) => {
                const next = new URLSearchParams(prev);
                if (value === 'mine') next.delete('tab');
                else next.set('tab', value);
                return next;
              },
              { replace: true },
            )
          }
          className="space-y-4"
        >
          <TabsList aria-label={t`Time tracking`} className="w-full justify-start sm:w-fit">
            {employeeId ? (
              <TabsTrigger value="mine">
                <Timer aria-hidden="true" />
                <Trans>My time</Trans>
              </TabsTrigger>
            ) : null}
            <TabsTrigger value="team">
              <UsersRound aria-hidden="true" />
              <Trans>Team now</Trans>
            </TabsTrigger>
            <TabsTrigger value="team-entries">
              <ListChecks aria-hidden="true" />
              <Trans>Team entries</Trans>
            </TabsTrigger>
          </TabsList>
          {mine ? <TabsContent value="mine">{mine}</TabsContent> : null}
          <TabsContent value="team">
            <TeamBoard timeZone={timeZone} />
          </TabsContent>
          <TabsContent value="team-entries">
            <EntriesPanel scope="team" timeZone={timeZone} />
          </TabsContent>
        </Tabs>
      ) : (
        (mine ?? (
          <p className="text-sm text-muted-foreground">
            <Trans>Your account has no employee record, so it has no clock.</Trans>
          </p>
        ))
      )}
    </Page>
  );
}

function MyTime() {
  const status = useClockStatus();
  const configuration = useConfiguration(status.isSuccess);
  const today = status.data?.today.date ?? null;
  const [picked, setPicked] = useState<string | null>(null);
  const weekStart = picked ?? (today ? mondayOf(today) : null);
  const expected =
    configuration.data?.overtimeAfterHours !== undefined
      ? configuration.data.overtimeAfterHours * 3600
      : status.data
        ? shiftSeconds(status.data.shiftStart, status.data.shiftEnd)
        : 9 * 3600;

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <ClockCard />
        {today && weekStart ? (
          <WeekView today={today} weekStart={weekStart} onWeekChange={setPicked} expectedSeconds={expected} />
        ) : null}
      </div>
      {today && weekStart ? (
        <MonthSummary weekStart={weekStart} today={today} expectedSeconds={expected} />
      ) : null}
      <section aria-labelledby="my-entries" className="space-y-3">
        <h2 id="my-entries" className="text-base font-semibold">
          <Trans>My entries</Trans>
        </h2>
        <EntriesPanel scope="self" timeZone={status.data?.timeZone} />
      </section>
    </div>
  );
}
