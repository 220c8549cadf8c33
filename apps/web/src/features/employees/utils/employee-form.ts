/**
 * The create and edit forms' values and how they become request bodies. Bodies are checked with the
 * schemas the server uses (contracts `CreateEmployeeBodySchema`, `UpdateEmployeeBodySchema`), so a
 * message the browser shows is the one the server would give. An edit sends only what changed.
 */
import {
  type CreateEmployeeBody,
  CreateEmployeeBodySchema,
  EMPLOYEE_RECORD_KEYS,
  type Employee,
  type EmployeeStatus,
  type EmploymentType,
  type Gender,
  type UpdateEmployeeBody,
  UpdateEmployeeBodySchema,
} from '@hrms/contracts/employees';
import type { Role } from '@hrms/contracts/roles';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';

export interface AddressValues {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}
export interface EmergencyContactValues {
  name: string;
  relationship: string;
  phone: string;
}
export interface StatutoryValues {
  pan: string;
  uan: string;
  esicNumber: string;
  bankAccountNumber: string;
  bankIfsc: string;
  bankName: string;
}

export interface EmployeeFormValues {
  employeeCode: string;
  firstName: string;
  lastName: string;
  workEmail: string;
  personalEmail: string;
  phone: string;
  dateOfBirth: string;
  gender: Gender | '';
  address: AddressValues;
  emergencyContact: EmergencyContactValues;
  departmentId: string;
  designationId: string;
  managerId: string;
  officeId: string;
  employmentType: EmploymentType;
  joinDate: string;
  probationEndDate: string;
  status: EmployeeStatus;
  exitDate: string;
  exitReason: string;
  statutory: StatutoryValues;
  role: Role;
  sendInvitation: boolean;
  /** Why the change was made (edit only); kept in the audit trail. */
  reason: string;
}

/** A field's path as the server names it without `body.`: `workEmail`, `address.city`. */
export type FieldPath = string;
/** Messages by field path; `form` holds what belongs to no one field. */
export type FormErrors = Record<FieldPath, string>;

const EMPTY_ADDRESS: AddressValues = {
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
};
const EMPTY_CONTACT: EmergencyContactValues = { name: '', relationship: '', phone: '' };
const EMPTY_STATUTORY: StatutoryValues = {
  pan: '',
  uan: '',
  esicNumber: '',
  bankAccountNumber: '',
  bankIfsc: '',
  bankName: '',
};

/** `YYYY-MM-DD` of the browser's today. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function emptyEmployeeForm(now: Date = new Date()): EmployeeFormValues {
  return {
    employeeCode: '',
    firstName: '',
    lastName: '',
    workEmail: '',
    personalEmail: '',
    phone: '',
    dateOfBirth: '',
    gender: '',
    address: { ...EMPTY_ADDRESS },
    emergencyContact: { ...EMPTY_CONTACT },
    departmentId: '',
    designationId: '',
    managerId: '',
    officeId: '',
    employmentType: 'full_time',
    joinDate: todayIso(now),
    probationEndDate: '',
    status: 'active',
    exitDate: '',
    exitReason: '',
    statutory: { ...EMPTY_STATUTORY },
    role: 'employee',
    sendInvitation: true,
    reason: '',
  };
}

function text(value: string | null | undefined): string {
  return value ?? '';
}

function strings<T extends { [K in keyof T]: string }>(
  empty: T,
  source: Partial<Record<keyof T, string | null>> | undefined,
): T {
  const out = { ...empty };
  if (!source) return out;
  for (const key of Object.keys(empty) as (keyof T)[]) out[key] = text(source[key]) as T[keyof T];
  return out;
}

export function formFromEmployee(e: Employee): EmployeeFormValues {
  return {
    employeeCode: text(e.employeeCode),
    firstName: e.firstName,
    lastName: e.lastName,
    workEmail: e.workEmail,
    personalEmail: text(e.personalEmail),
    phone: text(e.phone),
    dateOfBirth: text(e.dateOfBirth),
    gender: e.gender ?? '',
    address: strings(EMPTY_ADDRESS, e.address),
    emergencyContact: strings(EMPTY_CONTACT, e.emergencyContact),
    departmentId: e.department?.id ?? '',
    designationId: e.designation?.id ?? '',
    managerId: e.manager?.id ?? '',
    officeId: e.office?.id ?? '',
    employmentType: e.employmentType ?? 'full_time',
    joinDate: text(e.joinDate),
    probationEndDate: text(e.probationEndDate),
    status: e.status ?? 'active',
    exitDate: text(e.exitDate),
    exitReason: text(e.exitReason),
    statutory: strings(EMPTY_STATUTORY, e.statutory),
    role: e.account?.role ?? 'employee',
    sendInvitation: false,
    reason: '',
  };
}

/** Every path the form has a control for; a message for anything else is shown for the whole form. */
export const FORM_FIELDS: ReadonlySet<FieldPath> = new Set([
  'employeeCode',
  'firstName',
  'lastName',
  'workEmail',
  'personalEmail',
  'phone',
  'dateOfBirth',
  'gender',
  ...Object.keys(EMPTY_ADDRESS).map((k) => `address.${k}`),
  ...Object.keys(EMPTY_CONTACT).map((k) => `emergencyContact.${k}`),
  'departmentId',
  'designationId',
  'managerId',
  'officeId',
  'employmentType',
  'joinDate',
  'probationEndDate',
  'status',
  'exitDate',
  'exitReason',
  ...Object.keys(EMPTY_STATUTORY).map((k) => `statutory.${k}`),
  'role',
  'sendInvitation',
  'reason',
]);

/** `['address', 'city']` or `body.address.city` → `address.city`; unknown → `form`. */
export function fieldPathOf(path: readonly PropertyKey[] | string): FieldPath {
  const segments = typeof path === 'string' ? path.split('.') : path.map(String);
  if (segments[0] === 'body') segments.shift();
  // A whole section named (`address`) is not a field; the closest known field wins.
  for (let n = segments.length; n > 0; n--) {
    const candidate = segments.slice(0, n).join('.');
    if (FORM_FIELDS.has(candidate)) return candidate;
  }
  return 'form';
}

function collect(issues: readonly z.core.$ZodIssue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const field = fieldPathOf(issue.path);
    errors[field] ??= issue.message;
  }
  return errors;
}

function nullIfEmpty(value: string): string | null {
  return value === '' ? null : value;
}

export type BuildResult<B> = { ok: true; body: B } | { ok: false; errors: FormErrors };

export interface BuildOptions {
  /** Statutory and bank details are sent only by someone allowed to see them. */
  includeStatutory: boolean;
}

export function buildCreateBody(
  values: EmployeeFormValues,
  options: BuildOptions,
): BuildResult<CreateEmployeeBody> {
  const candidate = {
    employeeCode: values.employeeCode,
    firstName: values.firstName,
    lastName: values.lastName,
    workEmail: values.workEmail,
    personalEmail: values.personalEmail,
    phone: values.phone,
    dateOfBirth: values.dateOfBirth,
    gender: values.gender || null,
    address: values.address,
    emergencyContact: values.emergencyContact,
    departmentId: nullIfEmpty(values.departmentId),
    designationId: nullIfEmpty(values.designationId),
    managerId: nullIfEmpty(values.managerId),
    officeId: nullIfEmpty(values.officeId),
    employmentType: values.employmentType,
    joinDate: values.joinDate,
    probationEndDate: values.probationEndDate,
    ...(options.includeStatutory ? { statutory: values.statutory } : {}),
    role: values.role,
    sendInvitation: values.sendInvitation,
  };
  const parsed = CreateEmployeeBodySchema.safeParse(candidate);
  if (!parsed.success) return { ok: false, errors: collect(parsed.error.issues) };
  return { ok: true, body: parsed.data };
}

type TopKey = Exclude<keyof EmployeeFormValues, 'sendInvitation' | 'reason'>;

const SIMPLE_KEYS: readonly TopKey[] = EMPLOYEE_RECORD_KEYS;

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The form differs from what was loaded (the unsaved-changes guard). */
export function isDirty(values: EmployeeFormValues, initial: EmployeeFormValues): boolean {
  return !same({ ...values, sendInvitation: null }, { ...initial, sendInvitation: null });
}

export interface UpdateOptions extends BuildOptions {
  /** The record has an account whose role the viewer may change. */
  includeRole: boolean;
}

/**
 * The PATCH body: only the fields that differ from `initial`. Moving to `inactive` needs an exit
 * date and a reason; the schema cannot know that the status is moving, so it is checked here.
 */
export function buildUpdateBody(
  values: EmployeeFormValues,
  initial: EmployeeFormValues,
  options: UpdateOptions,
): BuildResult<UpdateEmployeeBody> {
  const candidate: Record<string, unknown> = {};
  for (const key of SIMPLE_KEYS) {
    if (same(values[key], initial[key])) continue;
    const value = values[key];
    candidate[key] =
      key === 'gender' || key.endsWith('Id') ? (value === '' ? null : value) : (value as unknown);
  }
  if (options.includeStatutory && !same(values.statutory, initial.statutory)) {
    candidate.statutory = values.statutory;
  }
  if (options.includeRole && values.role !== initial.role) candidate.role = values.role;

  const errors: FormErrors = {};
  const leaving = values.status === 'inactive' && initial.status !== 'inactive';
  if (leaving) {
    // Sent with the status even when unchanged, as the server needs them together.
    candidate.exitDate = values.exitDate;
    candidate.exitReason = values.exitReason;
    if (!values.exitDate) errors.exitDate = 'Give the last working day';
    if (!values.exitReason.trim()) errors.exitReason = 'Give the reason for leaving';
  }
  if (Object.keys(candidate).length > 0 && values.reason.trim()) candidate.reason = values.reason;

  const parsed = UpdateEmployeeBodySchema.safeParse(candidate);
  const all = { ...(parsed.success ? {} : collect(parsed.error.issues)), ...errors };
  if (!parsed.success || Object.keys(all).length > 0) return { ok: false, errors: all };
  // Only the keys sent: the schema's output would add `null` for optional fields left out.
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(candidate)) body[key] = (parsed.data as Record<string, unknown>)[key];
  return { ok: true, body: body as UpdateEmployeeBody };
}

/**
 * A refused save as field messages: 400 `details` by field, and a 409 (the code or work email is
 * taken) placed at the field it names; anything else is one message for the whole form.
 */
export function errorsFromServer(error: unknown): FormErrors {
  const errors: FormErrors = {};
  if (isApiError(error)) {
    for (const issue of error.details ?? []) {
      const field = fieldPathOf(issue.field);
      errors[field] ??= issue.message;
    }
    if (error.status === 409 && Object.keys(errors).length === 0) {
      if (/e-?mail/i.test(error.message)) errors.workEmail = error.message;
      else if (/code/i.test(error.message)) errors.employeeCode = error.message;
    }
  }
  if (Object.keys(errors).length === 0) {
    errors.form = error instanceof Error ? error.message : 'Something went wrong. Try again.';
  }
  return errors;
}
