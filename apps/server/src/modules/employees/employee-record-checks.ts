/**
 * The checks a new or changed record goes through before it is written, and the names its audit
 * entry shows; shared by hiring and by changes to someone already here.
 */
import type { FieldIssue } from '@hrms/contracts/errors';
import type { Database } from '../../db/client';
import { AppError, validationFailed } from '../../lib/app-error';
import { sqlState } from '../../lib/sql-state';
import { findPeople } from '../../people/people.repository';
import type { SnapshotNames } from './employee-changes';
import {
  type EmployeeRow,
  missingRefs,
  refNames,
  type StatutoryValues,
  takenCodesAndEmails,
} from './employees.repository';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function statutoryValues(values: Partial<StatutoryValues> | null | undefined): StatutoryValues {
  return {
    pan: values?.pan ?? null,
    uan: values?.uan ?? null,
    esicNumber: values?.esicNumber ?? null,
    bankAccountNumber: values?.bankAccountNumber ?? null,
    bankIfsc: values?.bankIfsc ?? null,
    bankName: values?.bankName ?? null,
  };
}

export function definedOf<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export async function checkRefs(
  db: Database,
  body: { departmentId?: string | null; designationId?: string | null; officeId?: string | null },
  prefix: string,
): Promise<void> {
  const missing = await missingRefs(db, body);
  const messages = {
    departmentId: 'No such department',
    designationId: 'No such designation',
    officeId: 'No such office',
  } as const;
  const issues = [...missing].map((field) => ({ field: `${prefix}.${field}`, message: messages[field] }));
  if (issues.length > 0) throw validationFailed(issues);
}

/** The new manager exists and has not left; `self` cannot be their own manager. */
export async function checkManager(
  db: Database,
  managerId: string | null,
  selfId: string | null,
  field: string,
) {
  if (!managerId) return null;
  if (managerId === selfId) throw validationFailed([{ field, message: 'Nobody can be their own manager' }]);
  const found = (await findPeople(db, [managerId])).get(managerId);
  if (!found) throw validationFailed([{ field, message: 'No such employee' }]);
  if (found.status === 'inactive') {
    throw validationFailed([{ field, message: `${found.name} is inactive and cannot manage anyone` }]);
  }
  return found;
}

export async function checkUnique(
  db: Database,
  wanted: { code?: string | undefined; email?: string | undefined },
  exceptId: string | undefined,
): Promise<void> {
  const taken = await takenCodesAndEmails(
    db,
    { codes: wanted.code ? [wanted.code] : [], emails: wanted.email ? [wanted.email] : [] },
    exceptId,
  );
  const issues: FieldIssue[] = [];
  if (wanted.code && taken.codes.has(wanted.code.toLowerCase())) {
    issues.push({ field: 'body.employeeCode', message: `Employee code ${wanted.code} is already in use` });
  }
  if (wanted.email && taken.emails.has(wanted.email)) {
    issues.push({ field: 'body.workEmail', message: `${wanted.email} is already in use` });
  }
  if (issues.length > 0) throw new AppError('CONFLICT', issues.map((i) => i.message).join('. '), issues);
}

/** Two requests racing past the checks meet the unique indexes; the loser gets the same 409. */
export async function unique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = sqlState(error);
    // Only the person's own keys; a listener's constraint (a hire's) says its own words.
    if (code !== '23505' || !/^(employees|users)_/.test(constraint ?? '')) throw error;
    const field = constraint?.includes('code') ? 'body.employeeCode' : 'body.workEmail';
    const message =
      field === 'body.employeeCode' ? 'This employee code is already in use' : 'This email is already in use';
    throw new AppError('CONFLICT', message, [{ field, message }]);
  }
}

export async function namesOf(db: Database, e: EmployeeRow): Promise<SnapshotNames> {
  const [names, people] = await Promise.all([
    refNames(db, {
      departmentIds: e.departmentId ? [e.departmentId] : [],
      designationIds: e.designationId ? [e.designationId] : [],
      officeIds: e.officeId ? [e.officeId] : [],
    }),
    findPeople(db, e.managerId ? [e.managerId] : []),
  ]);
  const named = (id: string | null, map: Map<string, string>) =>
    id ? { id, name: map.get(id) ?? 'Unknown' } : null;
  const m = e.managerId ? people.get(e.managerId) : undefined;
  return {
    department: named(e.departmentId, names.departments),
    designation: named(e.designationId, names.designations),
    office: named(e.officeId, names.offices),
    manager: e.managerId ? { id: e.managerId, name: m?.name ?? 'Unknown' } : null,
  };
}
