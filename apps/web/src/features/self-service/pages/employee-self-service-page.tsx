/**
 * /employee-self-service: one page for all of one's own records and requests, a tab each (`?tab=`):
 * profile and contact details, attendance and corrections, leave, pay, documents, holidays, and
 * sessions and security. Each tab is the owning module's own view of the signed-in person, handed
 * in by the app (features do not import each other); only the open tab loads. Phone-first: the
 * tabs wrap and every view works at 390 px.
 */
import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Page, PageHeader } from '../../../components/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useTabParam } from '../../../hooks/use-tab-param';

export interface SelfServiceSection {
  /** The tab's key in the address. */
  id: string;
  label: string;
  Icon: LucideIcon;
  /** A line under the tabs saying what the tab holds. */
  description: string;
  /** Rendered only while the tab is open. */
  render: () => ReactNode;
}

export function EmployeeSelfServicePage({ sections }: { sections: readonly SelfServiceSection[] }) {
  const { t } = useLingui();
  const [tab, selectTab] = useTabParam(sections.map((s) => s.id));
  return (
    <Page>
      <PageHeader
        title={t`Self Service`}
        description={t`Your own records and requests in one place: details, attendance, leave, pay, documents, holidays and security.`}
      />
      <Tabs value={tab} onValueChange={selectTab} className="space-y-5">
        {/* On a phone the tabs wrap to a second row rather than hide the last ones past the edge. */}
        <TabsList
          aria-label={t`Self service`}
          className="h-auto w-full flex-wrap justify-start sm:w-fit [&>[role=tab]]:h-7"
        >
          {sections.map(({ id, label, Icon }) => (
            <TabsTrigger key={id} value={id}>
              <Icon aria-hidden="true" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {sections.map((section) => (
          <TabsContent key={section.id} value={section.id} className="space-y-5">
            <p className="text-sm text-muted-foreground">{section.description}</p>
            {tab === section.id ? section.render() : null}
          </TabsContent>
        ))}
      </Tabs>
    </Page>
  );
}
