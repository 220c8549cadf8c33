/**
 * What the audit trail keeps of an employee record, and the sentences the activity feed makes of
 * it. Statutory numbers are compared as entered but kept masked; departments, offices and people are
 * kept with their names, so an entry still reads well after they are renamed or gone.
 */

import {
  EMPLOYEE_FIELD_KEYS,
  EMPLOYEE_STATUS_LABELS,
  EMPLOYMENT_TYPE_LABELS,
  type EmployeeFieldKey,
  type EmployeeStatus,
  type EmploymentType,
  GENDER_LABELS,
  type Gender,
} from '@hrms/contracts/employees';
import type { Role } from '@hrms/contracts/roles';
import { calendarDateText } from '../../lib/calendar-text';
import { type EmployeeAuditAction, isEmployeeAuditAction } from '../audit/audit-actions';
import {
  maskStatutory,
  normaliseAddress,
  normaliseContact,
  normaliseStatutory,
  type VisibleLevel,
} from './employee-views';
import type { EmployeeRow, StatutoryValues } from './employees.repository';

export type Snapshot = Record<string, unknown>;
type Named = { id: string; name: string } | null;

export interface SnapshotNames {
  department: Named;
  designation: Named;
  office: Named;
  manager: Named;
}

export const STATUTORY_FIELDS = [
  'pan',
  'uan',
  'esicNumber',
  'bankAccountNumber',
  'bankIfsc',
  'bankName',
] as const;
/** Changing any of these (or the status) is news to the person, who is notified. */
export const JOB_FIELDS = [
  'employeeCode',
  'workEmail',
  'department',
  'designation',
  'manager',
  'office',
  'employmentType',
  'joinDate',
  'probationEndDate',
  'status',
  'exitDate',
  'role',
] as const;

/** How the activity feed names each field, in a sentence (lower case but for acronyms). */
const LABELS: Record<EmployeeFieldKey, string> = {
  employeeCode: 'employee code',
  firstName: 'first name',
  lastName: 'last name',
  workEmail: 'work email',
  personalEmail: 'personal email',
  phone: 'phone',
  dateOfBirth: 'date of birth',
  gender: 'gender',
  address: 'address',
  emergencyContact: 'emergency contact',
  department: 'department',
  designation: 'designation',
  manager: 'manager',
  office: 'office',
  employmentType: 'employment type',
  joinDate: 'join date',
  probationEndDate: 'probation end date',
  status: 'status',
  exitDate: 'exit date',
  exitReason: 'exit reason',
  role: 'role',
  pan: 'PAN',
  uan: 'UAN',
  esicNumber: 'ESIC number',
  bankAccountNumber: 'bank account',
  bankIfsc: 'IFSC',
  bankName: 'bank name',
  photo: 'photo',
};
export const fieldLabel = (field: string) => LABELS[field as EmployeeFieldKey] ?? field;

/** The record's order, whatever order the database gives the keys of a stored JSON object back in. */
const ORDER = new Map<string, number>(EMPLOYEE_FIELD_KEYS.map((field, index) => [field, index]));
const fieldsOf = (snapshot: Snapshot) =>
  Object.keys(snapshot).sort((a, b) => (ORDER.get(a) ?? 999) - (ORDER.get(b) ?? 999));

/** The whole record as the audit trail keeps it, statutory numbers still as entered (see `masked`). */
export function snapshotOf(
  e: EmployeeRow,
  names: SnapshotNames,
  role: Role | null,
  statutory: StatutoryValues | null,
): Snapshot {
  return {
    employeeCode: e.employeeCode,
    firstName: e.firstName,
    lastName: e.lastName,
    workEmail: e.workEmail,
    personalEmail: e.personalEmail,
    phone: e.phone,
    dateOfBirth: e.dateOfBirth,
    gender: e.gender,
    address: normaliseAddress(e.address),
    emergencyContact: normaliseContact(e.emergencyContact),
    department: names.department,
    designation: names.designation,
    manager: names.manager,
    office: names.office,
    employmentType: e.employmentType,
    joinDate: e.joinDate,
    probationEndDate: e.probationEndDate,
    status: e.status,
    exitDate: e.exitDate,
    exitReason: e.exitReason,
    role,
    ...normaliseStatutory(statutory),
  };
}

/** The same snapshot with national ids and account numbers masked, as it may be stored. */
export function masked(snapshot: Snapshot): Snapshot {
  const statutory: Partial<StatutoryValues> = {};
  for (const field of STATUTORY_FIELDS) {
    if (field in snapshot) statutory[field] = snapshot[field] as string | null;
  }
  return { ...snapshot, ...maskStatutory(statutory) };
}

/** A new record as the trail keeps it: masked, and only the fields that hold something. */
export function created(snapshot: Snapshot): Snapshot {
  const out: Snapshot = {};
  for (const [field, value] of Object.entries(masked(snapshot))) {
    if (value !== null && displayValue(field, value) !== 'none') out[field] = value;
  }
  return out;
}

/** A reference compares by id alone: a renamed department is not a change to the person. */
const comparable = (value: unknown) =>
  JSON.stringify(value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value);

/** Only the fields that differ, before and after, masked. `null` when nothing changed. */
export function diff(before: Snapshot, after: Snapshot): { before: Snapshot; after: Snapshot } | null {
  const b: Snapshot = {};
  const a: Snapshot = {};
  for (const key of Object.keys(after)) {
    if (comparable(before[key]) !== comparable(after[key])) {
      b[key] = before[key] ?? null;
      a[key] = after[key] ?? null;
    }
  }
  if (Object.keys(a).length === 0) return null;
  return { before: masked(b), after: masked(a) };
}

const DATE_FIELDS: ReadonlySet<string> = new Set(['dateOfBirth', 'joinDate', 'probationEndDate', 'exitDate']);

export function displayValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'object') {
    if ('name' in value && 'id' in value) return String((value as { name: unknown }).name);
    const parts = Object.values(value as Record<string, unknown>).filter((v) => v !== null && v !== '');
    return parts.length > 0 ? parts.join(', ') : 'none';
  }
  const text = String(value);
  if (field === 'status') return EMPLOYEE_STATUS_LABELS[text as EmployeeStatus] ?? text;
  if (field === 'employmentType') return EMPLOYMENT_TYPE_LABELS[text as EmploymentType] ?? text;
  if (field === 'gender') return GENDER_LABELS[text as Gender] ?? text;
  if (DATE_FIELDS.has(field)) return calendarDateText(text);
  return text;
}

/** "a", "a and b", "a, b and c". */
export function listing(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Long or private values are named, not quoted, in a sentence. */
const QUOTED = new Set([
  'employeeCode',
  'firstName',
  'lastName',
  'workEmail',
  'department',
  'designation',
  'manager',
  'office',
  'employmentType',
  'joinDate',
  'probationEndDate',
  'status',
  'exitDate',
  'role',
]);

/** "changed department from Sales to Finance and manager from none to Priya Shah". */
function changeSentence(before: Snapshot, after: Snapshot): string {
  const fields = fieldsOf(after);
  if (fields.length === 0) return 'made no changes';
  if (fields.length > 3) {
    return `changed ${listing([...fields.slice(0, 3).map(fieldLabel), `${fields.length - 3} more`])}`;
  }
  return `changed ${listing(
    fields.map((field) =>
      QUOTED.has(field)
        ? `${fieldLabel(field)} from ${displayValue(field, before[field])} to ${displayValue(field, after[field])}`
        : fieldLabel(field),
    ),
  )}`;
}

/** The activity feed's sentence for one audit entry, e.g. "Priya Shah changed department from Sales to Finance". */
/** The feed's sentence for each action the trail records about a person; one per action, or no build. */
const SUMMARIES: Record<
  EmployeeAuditAction,
  (actorName: string, before: Snapshot, after: Snapshot) => string
> = {
  'employee.create': (actor) => `${actor} added the employee record`,
  'employee.update': (actor, b, a) => `${actor} ${changeSentence(b, a)}`,
  'employee.deactivate': (actor, _b, a) =>
    `${actor} deactivated the record${a.exitReason ? `: ${String(a.exitReason)}` : ''}`,
  'employee.delete': (actor) => `${actor} deleted the record`,
  'employee.profile.update': (actor, _b, a) =>
    `${actor} updated the profile (${listing(fieldsOf(a).map(fieldLabel))})`,
  'employee.photo.update': (actor) => `${actor} changed the photo`,
  'employee.photo.delete': (actor) => `${actor} removed the photo`,
  'employee.invitation.send': (actor) => `${actor} sent an invitation to sign in`,
};

/**
 * One line of the activity feed. Actions are read back from the database, where entries written by
 * earlier versions may stand (contact details changed on the profile page were once recorded as
 * `employee.contact.update`): those read as a profile update.
 */
export function summarise(action: string, actorName: string, before: unknown, after: unknown): string {
  const b = (before ?? {}) as Snapshot;
  const a = (after ?? {}) as Snapshot;
  if (action === 'employee.contact.update') return SUMMARIES['employee.profile.update'](actorName, b, a);
  return isEmployeeAuditAction(action) ? SUMMARIES[action](actorName, b, a) : `${actorName}: ${action}`;
}

/** Where the person lives and whom to call for them: for the person, hr and admin only. */
export const PERSONAL_FIELDS = ['personalEmail', 'dateOfBirth', 'address', 'emergencyContact'] as const;

/**
 * What a manager may read of a report's trail: the record at `team` level carries no personal,
 * statutory or bank details and no account role, so neither does its history, not even masked.
 */
const HIDDEN_FROM_TEAM: ReadonlySet<string> = new Set([...STATUTORY_FIELDS, ...PERSONAL_FIELDS, 'role']);

/**
 * An entry's before and after without the fields the reader may not see at their level; `hidden`
 * when the entry changed nothing else.
 */
export function visibleChange(
  level: VisibleLevel,
  before: unknown,
  after: unknown,
): { before: Snapshot | null; after: Snapshot | null; hidden: boolean } {
  if (level !== 'team')
    return { before: before as Snapshot | null, after: after as Snapshot | null, hidden: false };
  const strip = (snapshot: unknown) =>
    snapshot
      ? Object.fromEntries(
          Object.entries(snapshot as Snapshot).filter(([field]) => !HIDDEN_FROM_TEAM.has(field)),
        )
      : null;
  const visible = strip(after);
  const hidden = Object.keys(after ?? {}).length > 0 && Object.keys(visible ?? {}).length === 0;
  return { before: strip(before), after: visible, hidden };
}

/** The changed fields of an entry, for the activity feed (already masked in the trail). */
export function changesOf(
  before: unknown,
  after: unknown,
): { field: string; before: unknown; after: unknown }[] {
  const b = (before ?? {}) as Snapshot;
  const a = (after ?? {}) as Snapshot;
  const creation = before === null;
  return fieldsOf(a)
    .filter((field) => !creation || (a[field] !== null && displayValue(field, a[field]) !== 'none'))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}
