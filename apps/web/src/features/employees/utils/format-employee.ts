import {
  EMPLOYEE_STATUS_LABELS,
  EMPLOYMENT_TYPE_LABELS,
  type EmployeeFieldKey,
  GENDER_LABELS,
} from '@hrms/contracts/employees';
import { ROLES, type Role } from '@hrms/contracts/roles';
import { formatDate } from '../../../lib/format';
import { roleLabel } from '../../../lib/role-label';

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** `{ years: 3, months: 2 }` → `3 years 2 months`; under a month → `Less than a month`. */
export function tenureText(tenure: { years: number; months: number }): string {
  const parts: string[] = [];
  if (tenure.years > 0) parts.push(plural(tenure.years, 'year'));
  if (tenure.months > 0) parts.push(plural(tenure.months, 'month'));
  return parts.length > 0 ? parts.join(' ') : 'Less than a month';
}

/** Every field of the record (the contract's `EMPLOYEE_FIELD_KEYS`) as a heading names it. */
export const EMPLOYEE_FIELD_LABELS: Record<EmployeeFieldKey, string> = {
  employeeCode: 'Employee code',
  firstName: 'First name',
  lastName: 'Last name',
  workEmail: 'Work email',
  personalEmail: 'Personal email',
  phone: 'Phone',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  address: 'Address',
  emergencyContact: 'Emergency contact',
  department: 'Department',
  designation: 'Designation',
  manager: 'Manager',
  office: 'Office',
  employmentType: 'Employment type',
  joinDate: 'Join date',
  probationEndDate: 'Probation ends',
  status: 'Status',
  exitDate: 'Exit date',
  exitReason: 'Exit reason',
  role: 'Role',
  pan: 'PAN',
  uan: 'UAN',
  esicNumber: 'ESIC number',
  bankAccountNumber: 'Bank account',
  bankIfsc: 'IFSC',
  bankName: 'Bank',
  photo: 'Photo',
};

/** A request body names a reference by its id (`departmentId`); people read the field's name. */
const FIELD_LABELS: Record<string, string> = {
  ...EMPLOYEE_FIELD_LABELS,
  departmentId: EMPLOYEE_FIELD_LABELS.department,
  designationId: EMPLOYEE_FIELD_LABELS.designation,
  managerId: EMPLOYEE_FIELD_LABELS.manager,
  officeId: EMPLOYEE_FIELD_LABELS.office,
};

/** `departmentId` → `Department`, `statutory.pan` → `PAN`, an unknown `someField` → `Some field`. */
export function fieldLabel(field: string): string {
  const last = field.split('.').pop() ?? field;
  const known = FIELD_LABELS[field] ?? FIELD_LABELS[last];
  if (known) return known;
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

const ENUM_LABELS: Record<string, Record<string, string>> = {
  status: EMPLOYEE_STATUS_LABELS,
  employmentType: EMPLOYMENT_TYPE_LABELS,
  gender: GENDER_LABELS,
  role: Object.fromEntries(ROLES.map((r: Role) => [r, roleLabel(r)])),
};

/** A value from the audit trail as a person reads it: names of things, dates, `—` for none. */
export function activityValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    const labels = ENUM_LABELS[field.split('.').pop() ?? field];
    if (labels?.[value]) return labels[value];
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => activityValue(field, v)).join(', ') || '—';
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A reference to a department, a person: its name says enough.
    if (typeof record.name === 'string') return record.name;
    const parts = Object.entries(record)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${fieldLabel(k)}: ${activityValue(k, v)}`);
    return parts.length > 0 ? parts.join(', ') : '—';
  }
  return String(value);
}
