/**
 * /salary-slips: everyone's own finalised slips, newest first, to read and download; admin and hr
 * also every finalised slip of a month (`?tab=all`). The lists refresh when a `payroll-update`
 * arrives (their keys are under `salary-slips`). The role comes from the app; without it the page
 * shows the person's own slips only.
 */
import { can, type Role } from '@hrms/contracts/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Receipt, UsersRound } from 'lucide-react';
import { Page, PageHeader } from '../../../components/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useTabParam } from '../../../hooks/use-tab-param';
import { AllSlips } from '../components/slips/all-slips';
import { MySlips } from '../components/slips/my-slips';

const TABS = ['mine', 'all'] as const;

export function SalarySlipsPage({ role }: { role?: Role } = {}) {
  const { t } = useLingui();
  const manages = role !== undefined && can(role, 'payroll:manage');
  const [asked, selectTab] = useTabParam(TABS);
  const tab = manages ? asked : 'mine';

  return (
    <Page>
      <PageHeader
        title={t`Salary slips`}
        description={
          manages
            ? t`Your own slips, and every finalised slip of the company by month.`
            : t`Your monthly salary slips, to read and download as PDF.`
        }
      />
      {manages ? (
        <Tabs value={tab} onValueChange={selectTab} className="space-y-5">
          <TabsList aria-label={t`Salary slips`} className="w-full justify-start sm:w-fit">
            <TabsTrigger value="mine">
              <Receipt aria-hidden="true" />
              <span className="sm:hidden">
                <Trans>Mine</Trans>
              </span>
              <span className="hidden sm:inline">
                <Trans>My salary slips</Trans>
              </span>
            </TabsTrigger>
            <TabsTrigger value="all">
              <UsersRound aria-hidden="true" />
              <Trans>All slips</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="mine">{tab === 'mine' ? <MySlips /> : null}</TabsContent>
          <TabsContent value="all">{tab === 'all' ? <AllSlips /> : null}</TabsContent>
        </Tabs>
      ) : (
        <MySlips />
      )}
    </Page>
  );
}
