/**
 * /payroll (admin, hr): salaries by dated revision, and the statutory rules they are paid under.
 * Pay runs and salary slips come next; their tab says so. A tab a view (`?tab=`), Salaries first
 * while pay runs are not there; the person chosen is kept too (`?employee=`).
 */
import type { Role } from '@hrms/contracts/roles';
import { CalendarRange, Scale, Wallet } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageHeader } from '../../../components/page';
import { Card } from '../../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { SalariesTab } from '../components/salaries-tab';
import { StatutoryRulesTab } from '../components/statutory-rules-tab';

type TabKey = 'runs' | 'salaries' | 'rules';
const TABS: readonly TabKey[] = ['runs', 'salaries', 'rules'];
const FIRST: TabKey = 'salaries';

export function PayrollPage({ role }: { role: Role }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as TabKey | null;
  const tab = asked && TABS.includes(asked) ? asked : FIRST;
  const selectTab = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === FIRST) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Page>
      <PageHeader
        title="Payroll"
        description="Everyone’s salary by dated revision, and the statutory rules pay is worked out under."
      />
      <Tabs value={tab} onValueChange={selectTab} className="space-y-5">
        <TabsList aria-label="Payroll" className="w-full justify-start sm:w-fit">
          <TabsTrigger value="runs">
            <CalendarRange aria-hidden="true" />
            Pay runs
          </TabsTrigger>
          <TabsTrigger value="salaries">
            <Wallet aria-hidden="true" />
            Salaries
          </TabsTrigger>
          <TabsTrigger value="rules">
            <Scale aria-hidden="true" />
            <span className="sm:hidden">Rules</span>
            <span className="hidden sm:inline">Statutory rules</span>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="runs">
          <Card>
            <EmptyState Icon={CalendarRange} title="Pay runs are not available yet" className="py-12">
              Generating, calculating and finalising each month’s salary slips will be here. Salaries and the
              statutory rules they will use can be kept now.
            </EmptyState>
          </Card>
        </TabsContent>
        <TabsContent value="salaries">{tab === 'salaries' ? <SalariesTab /> : null}</TabsContent>
        <TabsContent value="rules">
          {/* Only an admin changes the law's rows (the server refuses hr). */}
          {tab === 'rules' ? <StatutoryRulesTab canAdd={role === 'admin'} /> : null}
        </TabsContent>
      </Tabs>
    </Page>
  );
}
