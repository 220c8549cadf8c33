/**
 * /training: my mandatory courses, my enrolments and the catalogue for everyone; for managers, hr
 * and admin (employees:read) their people's compliance with mandatory training; for admin and hr
 * (training:manage) the courses, their sessions and enrolments. `?tab=` picks the tab and
 * `?course=<id>` opens a course (notifications link there).
 */
import { can, type Role } from '@hrms/contracts/roles';
import { BookOpenText, ClipboardCheck, GraduationCap } from 'lucide-react';
import { Page, PageHeader } from '../../../components/page';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSearchParamUpdates } from '../../../hooks/use-search-param-updates';
import { useTabParam } from '../../../hooks/use-tab-param';
import { ComplianceTab } from '../components/compliance-tab';
import { CourseDetailDialog, type EnrolAbilities } from '../components/course-detail-dialog';
import { ManageCoursesTab } from '../components/manage-courses-tab';
import { MyTrainingTab } from '../components/my-training-tab';

type TabKey = 'mine' | 'manage' | 'compliance';

function tabsFor(role: Role): TabKey[] {
  return [
    'mine',
    ...(can(role, 'training:manage') ? (['manage'] as const) : []),
    ...(can(role, 'employees:read') ? (['compliance'] as const) : []),
  ];
}

function Training({ viewer }: { viewer: TrainingViewer }) {
  const tabs = tabsFor(viewer.role);
  const [tab, selectTab] = useTabParam(tabs);
  const [params, update] = useSearchParamUpdates();
  const courseId = params.get('course');
  const abilities: EnrolAbilities = {
    self: viewer.employeeId !== null,
    others: can(viewer.role, 'employees:read'),
    departments: can(viewer.role, 'organization:read'),
  };
  const openCourse = (id: string) => update((next) => next.set('course', id));
  const closeCourse = () => update((next) => next.delete('course'), { replace: true });

  const mine = <MyTrainingTab employeeId={viewer.employeeId} can={abilities} onOpen={openCourse} />;
  return (
    <>
      {tabs.length > 1 ? (
        <Tabs value={tab} onValueChange={selectTab} className="space-y-5">
          <TabsList aria-label="Training" className="w-full justify-start sm:w-fit">
            <TabsTrigger value="mine">
              <GraduationCap aria-hidden="true" />
              My training
            </TabsTrigger>
            {tabs.includes('manage') ? (
              <TabsTrigger value="manage">
                <BookOpenText aria-hidden="true" />
                Manage courses
              </TabsTrigger>
            ) : null}
            {tabs.includes('compliance') ? (
              <TabsTrigger value="compliance">
                <ClipboardCheck aria-hidden="true" />
                Compliance
              </TabsTrigger>
            ) : null}
          </TabsList>
          <TabsContent value="mine">{tab === 'mine' ? mine : null}</TabsContent>
          {tabs.includes('manage') ? (
            <TabsContent value="manage">
              {tab === 'manage' ? <ManageCoursesTab onView={openCourse} /> : null}
            </TabsContent>
          ) : null}
          {tabs.includes('compliance') ? (
            <TabsContent value="compliance">
              {tab === 'compliance' ? <ComplianceTab onOpen={openCourse} /> : null}
            </TabsContent>
          ) : null}
        </Tabs>
      ) : (
        mine
      )}
      <CourseDetailDialog id={courseId} onClose={closeCourse} can={abilities} />
    </>
  );
}

/** The signed-in person's role and record, handed over by the app (features do not read auth). */
export interface TrainingViewer {
  role: Role;
  employeeId: string | null;
}

export function TrainingPage({ viewer }: { viewer: TrainingViewer }) {
  return (
    <Page>
      <PageHeader
        title="Training"
        description="Courses to learn from, the ones you must complete and by when, and your progress through them."
      />
      <Training viewer={viewer} />
    </Page>
  );
}
