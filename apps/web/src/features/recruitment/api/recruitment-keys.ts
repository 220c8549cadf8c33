/**
 * The keys of recruitment's queries: openings, stages, report, the careers page, applications,
 * interviews and the onboarding templates a hire may start. Each starts with `recruitment`, which
 * `recruitment-update` invalidates (and `invalidateRecruitment` after a change of ours).
 */
import type { OpeningStatus } from '@hrms/contracts/recruitment';
import type { QueryClient } from '@tanstack/react-query';

export const recruitmentKeys = {
  all: ['recruitment'] as const,
  openings: () => [...recruitmentKeys.all, 'openings'] as const,
  openingList: (params: OpeningListParams) => [...recruitmentKeys.openings(), 'list', params] as const,
  stages: () => [...recruitmentKeys.all, 'stages'] as const,
  report: (params: ReportParams) => [...recruitmentKeys.all, 'report', params] as const,
  /** The public careers page: the open roles, and one of them. */
  careers: () => [...recruitmentKeys.all, 'careers'] as const,
  careersOpenings: () => [...recruitmentKeys.careers(), 'list'] as const,
  careersOpening: (id: string) => [...recruitmentKeys.careers(), 'detail', id] as const,
  applications: () => [...recruitmentKeys.all, 'applications'] as const,
  applicationList: (params: ApplicationListParams) =>
    [...recruitmentKeys.applications(), 'list', params] as const,
  application: (id: string) => [...recruitmentKeys.applications(), 'detail', id] as const,
  /** What the hire of an application proposes (code, work email) and what its panel has not done. */
  hirePreview: (id: string) => [...recruitmentKeys.application(id), 'hire-preview'] as const,
  interviews: () => [...recruitmentKeys.all, 'interviews'] as const,
  interviewList: (params: InterviewListParams) => [...recruitmentKeys.interviews(), 'list', params] as const,
  onboardingTemplates: () => [...recruitmentKeys.all, 'onboarding-templates'] as const,
};

export interface OpeningListParams {
  page: number;
  limit: number;
  /** Words of the title; empty for all. */
  search: string;
  /** Empty for every status. */
  status: '' | OpeningStatus;
}

export interface ReportParams {
  /** Empty for every opening. */
  openingId: string;
  /** `yyyy-mm-dd`, empty for no bound. */
  from: string;
  to: string;
}

export interface ApplicationListParams {
  openingId: string;
  /** Name, email or phone; empty for all. */
  search: string;
  page: number;
  limit: number;
}

export interface InterviewListParams {
  /** The caller's panels only. */
  mine: boolean;
  /** Those still to come, soonest first; otherwise those past. */
  upcoming: boolean;
  applicationId?: string | undefined;
  page: number;
  limit: number;
}

/**
 * After a change: everything under `recruitment` again (a move changes the stages' counts, the
 * openings' and the report's too).
 */
export function invalidateRecruitment(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: recruitmentKeys.all });
}
