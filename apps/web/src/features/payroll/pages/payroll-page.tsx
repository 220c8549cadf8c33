/**
 * /payroll (admin, hr): the month's pay run and its slips, salaries by dated revision, tax
 * declarations, what payroll costs over months, what is paid when someone leaves, and the statutory
 * rules pay is worked out under. A tab a view (`?tab=`), the pay run first; the person chosen on Salaries and Settlements is
 * kept too (`?employee=`).
 */
import type { Role } from '@hrms/contracts/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarRange, ChartColumn, FileCheck2, HandCoins, Scale, Wallet } from 'lucide-react';
import { Page, PageHeader } from '../../../components/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useTabParam } from '../../../hooks/use-tab-param';
import { PayrollAnalyticsPanel } from '../components/analytics/payroll-analytics';
import { DeclarationsPanel } from '../components/declarations/declarations-panel';
import { PayRunsPanel } from '../components/runs/pay-runs-panel';
import { SalariesTab } from '../components/salaries-tab';
import { SettlementsPanel } from '../components/settlements/settlements-panel';
import { StatutoryRulesTab } from '../components/statutory-rules-tab';

type TabKey = 'runs' | 'salaries' | 'declarations' | 'analytics' | 'settlements' | 'rules';
const TABS: readonly TabKey[] = ['runs', 'salaries', 'declarations', 'analytics', 'settlements', 'rules'];

export function PayrollPage({ role }: { role: Role }) {
  const { t } = useLingui();
  const [tab, selectTab] = useTabParam(TABS);

  return (
    <Page>
      <PageHeader
        title={t`Payroll`}
        description={t`The month’s pay run and its slips, everyone’s salary by dated revision and tax declaration, what payroll costs, settlements for leavers, and the statutory rules pay is worked out under.`}
      />
      <Tabs value={tab} onValueChange={selectTab} className="space-y-5">
        <TabsList aria-label={t`Payroll`} className="w-full justify-start sm:w-fit">
          <TabsTrigger value="runs">
            <CalendarRange aria-hidden="true" />
            <Trans>Pay runs</Trans>
          </TabsTrigger>
          <TabsTrigger value="salaries">
            <Wallet aria-hidden="true" />
            <Trans>Salaries</Trans>
          </TabsTrigger>
          <TabsTrigger value="declarations">
            <FileCheck2 aria-hidden="true" />
            <Trans>Declarations</Trans>
          </TabsTrigger>
          <TabsTrigger value="analytics">
            <ChartColumn aria-hidden="true" />
            <Trans>Analytics</Trans>
          </TabsTrigger>
          <TabsTrigger value="settlements">
            <HandCoins aria-hidden="true" />
            <Trans>Settlements</Trans>
          </TabsTrigger>
          <TabsTrigger value="rules">
            <Scale aria-hidden="true" />
            <span className="sm:hidden">
              <Trans>Rules</Trans>
            </span>
            <span className="hidden sm:inline">
              <Trans>Statutory rules</Trans>
            </span>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="runs">{tab === 'runs' ? <PayRunsPanel /> : null}</TabsContent>
        <TabsContent value="salaries">{tab === 'salaries' ? <SalariesTab /> : null}</TabsContent>
        <TabsContent value="declarations">
          {tab === 'declarations' ? <DeclarationsPanel /> : null}
        </TabsContent>
        <TabsContent value="analytics">{tab === 'analytics' ? <PayrollAnalyticsPanel /> : null}</TabsContent>
        <TabsContent value="settlements">{tab === 'settlements' ? <SettlementsPanel /> : null}</TabsContent>
        <TabsContent value="rules">
          {/* Only an admin changes the law's rows (the server refuses hr). */}
          {tab === 'rules' ? <StatutoryRulesTab canAdd={role === 'admin'} /> : null}
        </TabsContent>
      </Tabs>
    </Page>
  );
}
