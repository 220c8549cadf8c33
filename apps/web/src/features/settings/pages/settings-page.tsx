import { can, type Role } from '@hrms/contracts/roles';
import { Settings } from 'lucide-react';
import { ModuleUnavailable } from '../../../components/module-unavailable';
import { Page, PageHeader } from '../../../components/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useTabParam } from '../../../hooks/use-tab-param';
import type { SettingsSection } from '../components/settings-sections';

/**
 * Settings, a section a tab (`?tab=`), for hr and admin (`settings:read`). The sections come from
 * the app in their order, each module's own (features do not import each other); a person sees
 * those their role holds the permission of.
 */
export function SettingsPage({ role, sections }: { role: Role; sections: readonly SettingsSection[] }) {
  if (!can(role, 'settings:read')) {
    return (
      <ModuleUnavailable
        title="Settings"
        Icon={Settings}
        description="It will hold company details, offices, security, notification, time-tracking and payroll settings."
      />
    );
  }

  return <SettingsTabs sections={sections.filter((section) => can(role, section.permission))} />;
}

function SettingsTabs({ sections }: { sections: readonly SettingsSection[] }) {
  const [tab, selectTab] = useTabParam(sections.map((section) => section.id));
  return (
    <Page>
      <PageHeader
        title="Settings"
        description="Company-wide settings. Changes are recorded in the audit log."
      />
      <Tabs value={tab} onValueChange={selectTab} className="space-y-6">
        {/* Twelve sections do not fit one row even at 1440 px: they wrap, so none is ever cut off. */}
        <TabsList
          aria-label="Settings sections"
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
          <TabsContent key={section.id} value={section.id}>
            {tab === section.id ? section.render() : null}
          </TabsContent>
        ))}
      </Tabs>
    </Page>
  );
}
