/**
 * Every training query starts with `training`, which `training-update` invalidates.
 */
export const trainingKeys = {
  all: ['training'] as const,
  courses: () => [...trainingKeys.all, 'courses'] as const,
  courseList: (params: CourseListParams) => [...trainingKeys.courses(), 'list', params] as const,
  course: (id: string) => [...trainingKeys.courses(), 'detail', id] as const,
  enrolments: () => [...trainingKeys.all, 'enrolments'] as const,
  enrolmentList: (params: EnrolmentListParams) => [...trainingKeys.enrolments(), params] as const,
  compliance: () => [...trainingKeys.all, 'compliance'] as const,
  complianceList: (params: ComplianceParams) => [...trainingKeys.compliance(), params] as const,
};

export interface CourseListParams {
  page: number;
  limit: number;
  search: string;
  /** Empty for every status (only those who manage training see archived ones). */
  status: '' | 'active' | 'archived';
  mandatory: '' | 'true' | 'false';
}

export interface EnrolmentListParams {
  page: number;
  limit: number;
  courseId?: string | undefined;
  sessionId?: string | undefined;
  employeeId?: string | undefined;
  status?: string | undefined;
}

export interface ComplianceParams {
  page: number;
  limit: number;
  courseId?: string | undefined;
  departmentId?: string | undefined;
  employeeId?: string | undefined;
  status?: string | undefined;
}
