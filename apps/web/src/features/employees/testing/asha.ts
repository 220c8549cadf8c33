/** Asha Rao as the API answers her record, for the employees feature's tests. */
import type { Employee, EmployeeAccess } from '@hrms/contracts/employees';

export const ASHA_ID = '22222222-2222-4222-8222-222222222222';

/** What hr sees of a record: everything, to edit, delete and manage its documents. */
export const FULL_ACCESS: EmployeeAccess = {
  level: 'full',
  canEdit: true,
  canEditProfile: false,
  canSeeStatutory: true,
  canManageDocuments: true,
  canDelete: true,
};

/** Her sign-in account: an employee's, in use, with no invitation waiting. */
export const ASHA_ACCOUNT: NonNullable<Employee['account']> = {
  userId: '33333333-3333-4333-8333-333333333333',
  role: 'employee',
  isActive: true,
  lastLoginAt: null,
  invitationPending: false,
};

/** Her address: only the city is known. */
export const ASHA_ADDRESS: NonNullable<Employee['address']> = {
  line1: null,
  line2: null,
  city: 'Pune',
  state: null,
  postalCode: null,
  country: null,
};

/** Her card alone, with no designation, department or photo, as hr sees it. */
export function ashaCard(overrides: Partial<Employee> = {}): Employee {
  return {
    id: ASHA_ID,
    firstName: 'Asha',
    lastName: 'Rao',
    name: 'Asha Rao',
    designation: null,
    department: null,
    workEmail: 'asha@acme.test',
    photoUrl: null,
    access: FULL_ACCESS,
    ...overrides,
  };
}

/** Her record: active and full time since 1 April 2022, with no phone on file. */
export function asha(overrides: Partial<Employee> = {}): Employee {
  return ashaCard({
    employeeCode: 'ACME-0001',
    employmentType: 'full_time',
    joinDate: '2022-04-01',
    status: 'active',
    phone: null,
    ...overrides,
  });
}
