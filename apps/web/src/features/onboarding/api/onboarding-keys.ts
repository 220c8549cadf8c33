/**
 * Every onboarding query starts with `onboarding`, which `onboarding-update` invalidates.
 */
import type { ChecklistKind, ChecklistStatus, TaskStatus } from '@hrms/contracts/onboarding';

export const onboardingKeys = {
  all: ['onboarding'] as const,
  templates: () => [...onboardingKeys.all, 'templates'] as const,
  templateList: (params: TemplateListParams) => [...onboardingKeys.templates(), 'list', params] as const,
  checklists: () => [...onboardingKeys.all, 'checklists'] as const,
  checklistList: (params: ChecklistListParams) => [...onboardingKeys.checklists(), 'list', params] as const,
  checklist: (id: string) => [...onboardingKeys.checklists(), 'detail', id] as const,
  tasks: () => [...onboardingKeys.all, 'tasks'] as const,
  taskList: (params: TaskListParams) => [...onboardingKeys.tasks(), 'list', params] as const,
  comments: (taskId: string) => [...onboardingKeys.tasks(), 'comments', taskId] as const,
  /** A colleague named by id only (the IT person of a template's task), to show their name. */
  colleague: (id: string) => [...onboardingKeys.all, 'colleague', id] as const,
};

export interface TemplateListParams {
  page: number;
  limit: number;
  search: string;
  /** Empty for both kinds. */
  kind: '' | ChecklistKind;
  /** Empty for every status. */
  status: '' | 'active' | 'archived';
}

export interface ChecklistListParams {
  page: number;
  limit: number;
  search: string;
  kind: '' | ChecklistKind;
  /** Empty for every status. */
  status: '' | ChecklistStatus;
}

export interface TaskListParams {
  page: number;
  limit: number;
  search: string;
  /** Empty for every status. */
  status: '' | TaskStatus;
}
