/**
 * /recruitment: for admin and hr (recruitment:manage) the pipeline of each opening, the openings
 * themselves, interviews, the hiring report and the stages of the pipeline; for everyone else the
 * pipelines of the openings they are hiring manager of, and the interviews they sit on. `?tab=` picks
 * the tab and `?application=<id>` opens an application (notifications link there).
 */
import { can, type Role } from '@hrms/contracts/roles';
import { BarChart3, Briefcase, CalendarClock, Columns3, ExternalLink, ListOrdered } from 'lucide-react';
import { Link } from 'react-router';
import { Page, PageHeader } from '../../../components/page';
import { buttonClassName } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useTabParam } from '../../../hooks/use-tab-param';
import { InterviewsTab } from '../components/interviews-tab';
import { OpeningsTab } from '../components/openings-tab';
import { PipelineTab } from '../components/pipeline-tab';
import { ReportTab } from '../components/report-tab';
import { StagesTab } from '../components/stages-tab';
import type { RecruitmentViewer } from '../utils/viewer';

type TabKey = 'pipeline' | 'openings' | 'interviews' | 'report' | 'stages';

function tabsFor(role: Role): TabKey[] {
  return can(role, 'recruitment:manage')
    ? ['pipeline', 'openings', 'interviews', 'report', 'stages']
    : ['pipeline', 'interviews'];
}

function Recruitment({ viewer }: { viewer: RecruitmentViewer }) {
  const tabs = tabsFor(viewer.role);
  const [tab, selectTab] = useTabParam(tabs);
  return (
    <Tabs value={tab} onValueChange={selectTab} className="space-y-5">
      <TabsList aria-label="Recruitment" className="w-full justify-start sm:w-fit">
        <TabsTrigger value="pipeline">
          <Columns3 aria-hidden="true" />
          Pipeline
        </TabsTrigger>
        {tabs.includes('openings') ? (
          <TabsTrigger value="openings">
            <Briefcase aria-hidden="true" />
            Openings
          </TabsTrigger>
        ) : null}
        <TabsTrigger value="interviews">
          <CalendarClock aria-hidden="true" />
          Interviews
        </TabsTrigger>
        {tabs.includes('report') ? (
          <TabsTrigger value="report">
            <BarChart3 aria-hidden="true" />
            Report
          </TabsTrigger>
        ) : null}
        {tabs.includes('stages') ? (
          <TabsTrigger value="stages">
            <ListOrdered aria-hidden="true" />
            Stages
          </TabsTrigger>
        ) : null}
      </TabsList>
      <TabsContent value="pipeline">
        {tab === 'pipeline' ? <PipelineTab viewer={viewer} /> : null}
      </TabsContent>
      {tabs.includes('openings') ? (
        <TabsContent value="openings">{tab === 'openings' ? <OpeningsTab /> : null}</TabsContent>
      ) : null}
      <TabsContent value="interviews">
        {tab === 'interviews' ? <InterviewsTab viewer={viewer} /> : null}
      </TabsContent>
      {tabs.includes('report') ? (
        <TabsContent value="report">{tab === 'report' ? <ReportTab /> : null}</TabsContent>
      ) : null}
      {tabs.includes('stages') ? (
        <TabsContent value="stages">{tab === 'stages' ? <StagesTab /> : null}</TabsContent>
      ) : null}
    </Tabs>
  );
}

export function RecruitmentPage({ viewer }: { viewer: RecruitmentViewer }) {
  const manage = can(viewer.role, 'recruitment:manage');
  return (
    <Page>
      <PageHeader
        title="Recruitment"
        description={
          manage
            ? 'Openings, candidates moving through the pipeline, interviews and offers.'
            : 'The candidates for the roles you are hiring for, and the interviews you sit on.'
        }
        actions={
          manage ? (
            <Link
              to="/careers"
              target="_blank"
              rel="noopener"
              className={buttonClassName({ variant: 'outline', size: 'sm' })}
            >
              <ExternalLink aria-hidden="true" />
              Careers page
              <span className="sr-only">(opens in a new tab)</span>
            </Link>
          ) : null
        }
      />
      <Recruitment viewer={viewer} />
    </Page>
  );
}
