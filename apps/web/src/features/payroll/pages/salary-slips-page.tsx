/**
 * /salary-slips: everyone's own finalised slips, newest first, to read and download; admin and hr
 * also every finalised slip of a month (`?tab=all`). The lists refresh when a `payroll-update`
 * arrives (their keys are under `salary-slips`). The role comes from the app; without it the page
 * shows the person's own slips only.
 */
import { can, type Role } from '@hrms/contracts/roles';
import { Receipt, UsersRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Page, PageHeader } from '../../../components/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AllSlips } from '../components/slips/all-slips';
import { MySlips } from '../components/slips/my-slips';

type TabKey = 'mine' | 'all';

export function SalarySlipsPage({ role }: { role?: Role } = {}) {
  const manages = role !== undefined && can(role, 'payroll:manage');
  const [params, setParams] = useSearchParams();
  const tab: TabKey = manages && params.get('tab') === 'all' ? 'all' : 'mine';
  const selectTab = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'all') next.set('tab', 'all');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <Page>
      <PageHeader
        title="Salary slips"
        description={
          manages
            ? 'Your own slips, and every finalised slip of the company by month.'
            : 'Your monthly salary slips, to read and download as PDF.'
        }
      />
      {manages ? (
        <Tabs value={tab} onValueChange={selectTab} className="space-y-5">
          <TabsList aria-label="Salary slips" className="w-full justify-start sm:w-fit">
            <TabsTrigger value="mine">
              <Receipt aria-hidden="true" />
              <span className="sm:hidden">Mine</span>
              <span className="hidden sm:inline">My salary slips</span>
            </TabsTrigger>
            <TabsTrigger value="all">
              <UsersRound aria-hidden="true" />
              All slips
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
