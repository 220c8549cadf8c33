/** The organization's lists as the forms that pick departments, designations and offices ask for them. */
import {
  type DepartmentListItem,
  DepartmentListResponseSchema,
  DesignationListResponseSchema,
  OfficeListResponseSchema,
} from '@hrms/contracts/organization';
import { answer, server } from './msw';

/** Engineering: twelve people, with no head and no parent department. */
export function department(id: string): DepartmentListItem {
  return {
    id,
    name: 'Engineering',
    code: 'ENG',
    headcount: 12,
    parentId: null,
    headEmployeeId: null,
    headName: null,
    people: 12,
  };
}

/** Answers the departments given, and no designations or offices. */
export function answerOrganizationLists(departments: DepartmentListItem[]) {
  server.use(
    answer('get', '/organization/departments', DepartmentListResponseSchema, { items: departments }),
    answer('get', '/organization/designations', DesignationListResponseSchema, { items: [] }),
    answer('get', '/organization/offices', OfficeListResponseSchema, { items: [] }),
  );
}
