/**
 * Rows become responses here, one mapper per view, each building exactly the keys its level may
 * carry: the directory card, a list row, and the record at `card`, `team`, `self` or `full`.
 */
import {
  type Address,
  type EmergencyContact,
  type Employee,
  type EmployeeAccess,
  type EmployeeCard,
  type EmployeeListItem,
  employeePhotoUrl,
  type PersonRef,
} from '@hrms/contracts/employees';
import { can } from '@hrms/contracts/roles';
import type { Actor } from '../../lib/access';
import type { ListRow } from './employee-directory.repository';
import type { DetailRow, StatutoryValues } from './employees.repository';

export type VisibleLevel = EmployeeAccess['level'];

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** `ABCDE1234F` → `XXXXXX234F`: the last four shown, the length kept. */
export function maskPan(value: string | null | undefined): string | null {
  if (!value) return null;
  return value.length <= 4 ? value : `${'X'.repeat(value.length - 4)}${value.slice(-4)}`;
}

/** Account numbers: `XXXX` and the last four, whatever the length, so the length is not told either. */
export function maskAccount(value: string | null | undefined): string | null {
  if (!value) return null;
  return `XXXX${value.slice(-4)}`;
}

/** Statutory values as the audit trail keeps them: national ids and account numbers masked. */
export function maskStatutory(values: Partial<StatutoryValues>): Partial<StatutoryValues> {
  const out: Partial<StatutoryValues> = {};
  for (const [key, value] of Object.entries(values) as [keyof StatutoryValues, string | null][]) {
    out[key] =
      key === 'pan' || key === 'uan' || key === 'esicNumber'
        ? maskPan(value)
        : key === 'bankAccountNumber'
          ? maskAccount(value)
          : value;
  }
  return out;
}

const ref = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

function personRef(
  p: {
    id: string;
    firstName: string;
    lastName: string;
    employeeCode: string;
    photoKey: string | null;
  } | null,
): PersonRef | null {
  return p
    ? { id: p.id, name: fullName(p), employeeCode: p.employeeCode, photoUrl: employeePhotoUrl(p.photoKey) }
    : null;
}

type Named = { id: string; name: string } | null;

/**
 * Exactly the card's keys, so a colleague's response cannot carry anything else. The row is read,
 * never copied: a directory page maps 25 to 200 of them per request.
 */
function card(
  row: { id: string; firstName: string; lastName: string; workEmail: string; photoKey: string | null },
  designation: Named,
  department: Named,
): EmployeeCard {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: fullName(row),
    designation,
    department,
    workEmail: row.workEmail,
    photoUrl: employeePhotoUrl(row.photoKey),
  };
}

/**
 * A list row for the caller's scope: the card, the job fields for admin, hr and managers, account
 * for admin/hr. One object literal for every scope but the card, keys unset by `undefined`: a copy
 * of the card with keys added after it was slow to build, and a page has up to 200 rows.
 */
export function toListItem(row: ListRow, view: 'card' | 'team' | 'full'): EmployeeListItem {
  const designation = ref(row.designationId, row.designationName);
  const department = ref(row.departmentId, row.departmentName);
  const manager = row.managerId
    ? personRef({
        id: row.managerId,
        firstName: row.managerFirstName ?? '',
        lastName: row.managerLastName ?? '',
        employeeCode: row.managerCode ?? '',
        photoKey: row.managerPhotoKey,
      })
    : null;
  // A colleague's card also says where they sit and whom they report to. Not the phone: the one a
  // person keeps is their own (personal data, docs/security.md).
  if (view === 'card') {
    return {
      ...card(row, designation, department),
      office: ref(row.officeId, row.officeName),
      manager,
    };
  }
  const item: EmployeeListItem = {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    name: fullName(row),
    designation,
    department,
    workEmail: row.workEmail,
    photoUrl: employeePhotoUrl(row.photoKey),
    employeeCode: row.employeeCode,
    office: ref(row.officeId, row.officeName),
    manager,
    employmentType: row.employmentType,
    status: row.status,
    joinDate: row.joinDate,
    phone: row.phone,
    // Placed here for admin and hr only; the keys stay out of the JSON for anyone else.
    role: view === 'full' ? (row.role ?? undefined) : undefined,
    maskedPan: view === 'full' ? maskPan(row.pan) : undefined,
    maskedBankAccount: view === 'full' ? maskAccount(row.bankAccountNumber) : undefined,
  };
  return item;
}

export function accessFor(actor: Actor, level: VisibleLevel, employeeId: string): EmployeeAccess {
  const self = actor.employeeId === employeeId;
  const writer = can(actor.role, 'employees:write');
  return {
    level,
    canEdit: writer,
    canEditProfile: self,
    canSeeStatutory: level === 'full' || level === 'self',
    canManageDocuments: can(actor.role, 'documents:manage') || self,
    canDelete: writer && !self,
  };
}

export function normaliseAddress(value: Partial<Address> | null | undefined) {
  return {
    line1: value?.line1 ?? null,
    line2: value?.line2 ?? null,
    city: value?.city ?? null,
    state: value?.state ?? null,
    postalCode: value?.postalCode ?? null,
    country: value?.country ?? null,
  };
}

export function normaliseContact(value: Partial<EmergencyContact> | null | undefined) {
  return {
    name: value?.name ?? null,
    relationship: value?.relationship ?? null,
    phone: value?.phone ?? null,
  };
}

export function normaliseStatutory(value: Partial<StatutoryValues> | null | undefined): StatutoryValues {
  return {
    pan: value?.pan ?? null,
    uan: value?.uan ?? null,
    esicNumber: value?.esicNumber ?? null,
    bankAccountNumber: value?.bankAccountNumber ?? null,
    bankIfsc: value?.bankIfsc ?? null,
    bankName: value?.bankName ?? null,
  };
}

/**
 * The record at the caller's level: `card` the card only; `team` the job and work contact with the
 * birthday as day and month; `self` adds the personal details and statutory; `full` the account too.
 */
export function toEmployee(
  detail: DetailRow,
  statutory: StatutoryValues | null,
  level: VisibleLevel,
  access: EmployeeAccess,
): Employee {
  const e = detail.employee;
  const base = {
    ...card(e, ref(e.designationId, detail.designationName), ref(e.departmentId, detail.departmentName)),
    access,
  };
  if (level === 'card') {
    return {
      ...base,
      office: ref(e.officeId, detail.officeName),
      manager: personRef(detail.manager),
    };
  }
  const record: Employee = {
    ...base,
    employeeCode: e.employeeCode,
    office: ref(e.officeId, detail.officeName),
    manager: personRef(detail.manager),
    employmentType: e.employmentType,
    joinDate: e.joinDate,
    probationEndDate: e.probationEndDate,
    status: e.status,
    exitDate: e.exitDate,
    exitReason: e.exitReason,
    directReportCount: detail.directReportCount,
    phone: e.phone,
    birthday: e.dateOfBirth ? e.dateOfBirth.slice(5) : null,
    gender: e.gender,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
  if (level === 'team') return record;
  // Where the person lives and whom to call for them are for the person, hr and admin only.
  record.personalEmail = e.personalEmail;
  record.dateOfBirth = e.dateOfBirth;
  record.address = normaliseAddress(e.address);
  record.emergencyContact = normaliseContact(e.emergencyContact);
  if (level === 'self' || level === 'full') record.statutory = normaliseStatutory(statutory);
  if (level === 'full') {
    record.account = detail.account
      ? {
          userId: detail.account.userId,
          role: detail.account.role,
          isActive: detail.account.isActive,
          lastLoginAt: detail.account.lastLoginAt?.toISOString() ?? null,
          invitationPending: detail.account.invitationPending,
        }
      : null;
  }
  return record;
}
