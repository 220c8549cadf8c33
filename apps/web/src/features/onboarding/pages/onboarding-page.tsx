/**
 * /onboarding: the viewer's own tasks (everyone: a new hire, a colleague given an IT task); for
 * managers, hr and admin (onboarding:read) the board of checklists of people joining and leaving; for
 * admin and hr (onboarding:manage) the templates checklists start from. `?tab=` picks
 * the tab and `?checklist=<id>` opens a checklist (notifications link there).
 */
import { can, type Role } from '@hrms/contracts/roles';
import { ClipboardList, LayoutList, ListChecks } from 'lucide-react';
import { Page, PageHeader } from '../../../components/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSearchParamUpdates } from '../../../hooks/use-search-param-updates';
import { useTabParam } from '../../../hooks/use-tab-param';
import { BoardTab } from '../components/board-tab';
import { ChecklistDialog } from '../components/checklist-dialog';
import { MyTasksTab } from '../components/my-tasks-tab';
import { TemplatesTab } from '../components/templates-tab';

type TabKey = 'board' | 'tasks' | 'templates';

function tabsFor(role: Role): TabKey[] {
  return [
    ...(can(role, 'onboarding:read') ? (['board'] as const) : []),
    'tasks',
    ...(can(role, 'onboarding:manage') ? (['templates'] as const) : []),
  ];
}

/** The signed-in person's role and record, handed over by the app (features do not read auth). */
export interface OnboardingViewer {
  role: Role;
  employeeId: string | null;
}

function Onboarding({ viewer }: { viewer: OnboardingViewer }) {
  const tabs = tabsFor(viewer.role);
  const manage = can(viewer.role, 'onboarding:manage');
  const [tab, selectTab] = useTabParam(tabs);
  const [params, update] = useSearchParamUpdates();
  const checklistId = params.get('checklist');
  const openChecklist = (id: string) => update((next) => next.set('checklist', id));
  const closeChecklist = () => update((next) => next.delete('checklist'), { replace: true });

  return (
    <>
      <Tabs value={tab} onValueChange={selectTab} className="space-y-5">
        <TabsList aria-label="Onboarding" className="w-full justify-start sm:w-fit">
          {tabs.includes('board') ? (
            <TabsTrigger value="board">
              <LayoutList aria-hidden="true" />
              Board
            </TabsTrigger>
          ) : null}
          <TabsTrigger value="tasks">
            <ListChecks aria-hidden="true" />
            My tasks
          </TabsTrigger>
          {tabs.includes('templates') ? (
            <TabsTrigger value="templates">
              <ClipboardList aria-hidden="true" />
              Templates
            </TabsTrigger>
          ) : null}
        </TabsList>
        {tabs.includes('board') ? (
          <TabsContent value="board">
            {tab === 'board' ? <BoardTab canManage={manage} onOpen={openChecklist} /> : null}
          </TabsContent>
        ) : null}
        <TabsContent value="tasks">
          {tab === 'tasks' ? (
            <MyTasksTab onOpen={openChecklist} viewerEmployeeId={viewer.employeeId} />
          ) : null}
        </TabsContent>
        {tabs.includes('templates') ? (
          <TabsContent value="templates">{tab === 'templates' ? <TemplatesTab /> : null}</TabsContent>
        ) : null}
      </Tabs>
      <ChecklistDialog id={checklistId} onClose={closeChecklist} viewerEmployeeId={viewer.employeeId} />
    </>
  );
}

export function OnboardingPage({ viewer }: { viewer: OnboardingViewer }) {
  return (
    <Page>
      <PageHeader
        title="Onboarding"
        description="Checklists for people joining and leaving: what is to be done, by whom and by when."
      />
      <Onboarding viewer={viewer} />
    </Page>
  );
}
