/**
 * CSV import of employees (`POST /employees/upload-csv`): every row checked with the same field
 * schemas as the create form, references resolved (departments by code or name, offices by name,
 * managers by code or work email, already here or anywhere in the file), then — on commit, and
 * only when no row has a problem — everything inserted in one transaction, in chunks, managers
 * before their reports. Designations the company does not have yet are added. Reading and checking
 * the file is `employees-import-rows.ts`; applying it is here.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_IMPORT_MAX_BYTES,
  EMPLOYEE_IMPORT_MAX_ROWS,
  type ImportResult,
  type ImportRowError,
} from '@hrms/contracts/employees';
import { type Database, withTransaction } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { detectFileKind } from '../../lib/file-type';
import { hashPassword } from '../../lib/password';
import { CSV_CONTENT_TYPE, toCsv } from '../../lib/spreadsheet';
import { isRaceConflict, sqlState } from '../../lib/sql-state';
import { findCompany } from '../../people/people.repository';
import type { AuditService } from '../audit/audit.service';
import type { PasswordService } from '../auth/password.service';
import { created, snapshotOf } from './employee-changes';
import { insertEmployees, insertUsers, type NewEmployee } from './employees.repository';
import { ensureDesignations, importLookups } from './employees-import.repository';
import {
  type ColumnKey,
  checkDuplicates,
  importResult,
  type ParsedRow,
  parseCsv,
  readHeader,
  readRows,
  resolveManagers,
} from './employees-import-rows';

export interface EmployeesImportDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  passwords: PasswordService;
  /** After a commit: totals and events. */
  onImported(employeeIds: string[], actor: Actor): Promise<void>;
}

/**
 * The file was checked against the database a moment before the commit; a change in between (a
 * code or email taken, a manager or department removed) meets the database's constraints. The
 * transaction has rolled back, so nothing was imported, and the person is told to check again.
 */
function importRaced(error: unknown): never {
  if (!isRaceConflict(sqlState(error).code)) throw error;
  throw new AppError(
    'CONFLICT',
    'The records changed while this file was being imported (an employee code or email was taken, or a department, office or manager was removed). Nothing was imported: check the file again.',
  );
}

export class EmployeesImportService {
  constructor(private readonly deps: EmployeesImportDeps) {}

  /** The header and one example row. */
  template(): { fileName: string; contentType: string; body: string } {
    const example: Record<ColumnKey, string> = {
      employee_code: 'EMP-0001',
      first_name: 'Asha',
      last_name: 'Rao',
      work_email: 'asha.rao@example.com',
      join_date: '01/04/2025',
      department_code: 'ENG',
      designation: 'Software Engineer',
      manager: '',
      office: 'Bengaluru',
      employment_type: 'full_time',
      phone: '98450 12345',
      personal_email: '',
      date_of_birth: '15/08/1994',
      gender: 'female',
      role: 'employee',
    };
    return {
      fileName: 'employee-import-template.csv',
      contentType: CSV_CONTENT_TYPE,
      body: toCsv([
        EMPLOYEE_IMPORT_COLUMNS.map((c) => c.key),
        EMPLOYEE_IMPORT_COLUMNS.map((c) => example[c.key]),
      ]),
    };
  }

  async run(
    actor: Actor,
    input: { bytes: Buffer; mode: 'dry-run' | 'commit'; sendInvitations: boolean },
  ): Promise<ImportResult> {
    const { bytes, mode } = input;
    if (bytes.length > EMPLOYEE_IMPORT_MAX_BYTES) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The file is larger than ${EMPLOYEE_IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
      );
    }
    if (detectFileKind(bytes) !== 'csv') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload a CSV file (comma-separated text, UTF-8).');
    }
    const records = parseCsv(bytes);
    if (records.length > EMPLOYEE_IMPORT_MAX_ROWS + 1) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The file has ${(records.length - 1).toLocaleString('en-IN')} rows; at most ${EMPLOYEE_IMPORT_MAX_ROWS.toLocaleString('en-IN')} can be imported at once.`,
      );
    }
    const errors: ImportRowError[] = [];
    const columns = readHeader(records[0]?.record ?? [], errors);
    const body = records.slice(1);
    if (!columns) {
      const result = importResult(mode, [], errors, []);
      return {
        ...result,
        totalRows: body.length,
        summary: result.summary && { ...result.summary, skipped: body.length },
      };
    }
    if (body.length === 0) {
      errors.push({ row: 2, column: null, message: 'The file has a header but no rows to import.' });
      return importResult(mode, [], errors, []);
    }
    const company = await findCompany(this.deps.db, actor.employeeId);
    if (!company) throw new AppError('CONFLICT', 'No company has been set up yet.');
    const lookups = await importLookups(this.deps.db, company.id);
    const { rows, newDesignations: designationsToAdd } = readRows(actor, columns, body, lookups, errors);

    await checkDuplicates(this.deps.db, rows, errors);
    await resolveManagers(this.deps.db, rows, errors);
    if (mode === 'dry-run' || errors.length > 0) return importResult(mode, rows, errors, designationsToAdd);
    const { ids, invited } = await this.commit(
      actor,
      company,
      rows,
      designationsToAdd,
      input.sendInvitations,
    );
    await this.deps.onImported(ids, actor);
    return {
      ...importResult(mode, rows, errors, designationsToAdd),
      committed: true,
      created: ids.length,
      summary: { imported: ids.length, invited, skipped: 0, reasons: [] },
    };
  }

  /** Everything in one transaction, in chunks; managers are inserted before the people reporting to them. */
  private async commit(
    actor: Actor,
    company: { id: string; name: string },
    rows: ParsedRow[],
    newDesignations: string[],
    sendInvitations: boolean,
  ): Promise<{ ids: string[]; invited: number }> {
    const { db, clock, audit, passwords } = this.deps;
    const now = clock.now();
    // One hash for every imported account: nobody knows the secret, and each person sets a password by link.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const ids = rows.map(() => randomUUID());
    const order = managersFirst(rows);

    const invitations = await withTransaction(db, async (tx) => {
      const designationIds = await ensureDesignations(tx, company.id, newDesignations, now);
      const records: NewEmployee[] = order.map((i) => {
        const row = rows[i]!;
        const manager = row.manager;
        return {
          id: ids[i]!,
          companyId: company.id,
          employeeCode: row.code,
          firstName: row.firstName,
          lastName: row.lastName,
          workEmail: row.workEmail,
          personalEmail: row.personalEmail,
          phone: row.phone,
          dateOfBirth: row.dateOfBirth,
          gender: row.gender,
          departmentId: row.departmentId,
          designationId: row.designation ? (designationIds.get(row.designation.toLowerCase()) ?? null) : null,
          officeId: row.officeId,
          managerId:
            manager?.kind === 'existing' ? manager.id : manager?.kind === 'row' ? ids[manager.index]! : null,
          employmentType: row.employmentType,
          joinDate: row.joinDate,
          createdAt: now,
          updatedAt: now,
        };
      });
      await insertEmployees(tx, records);
      const accounts = await insertUsers(
        tx,
        order.map((i) => ({
          email: rows[i]!.workEmail,
          role: rows[i]!.role,
          passwordHash,
          employeeId: ids[i]!,
          invitationPending: true,
          createdAt: now,
          updatedAt: now,
        })),
      );
      const named = (id: string | null | undefined, name: string | null) =>
        id ? { id, name: name ?? '' } : null;
      await audit.recordMany(
        tx,
        actor,
        records.map((record, n) => {
          const row = rows[order[n]!]!;
          const m = row.manager;
          return {
            action: 'employee.create',
            entityType: 'employee',
            entityId: record.id!,
            before: null,
            after: created(
              snapshotOf(
                {
                  ...record,
                  address: null,
                  emergencyContact: null,
                  photoKey: null,
                  probationEndDate: null,
                  status: 'active',
                  exitDate: null,
                  exitReason: null,
                } as Parameters<typeof snapshotOf>[0],
                {
                  department: named(record.departmentId, row.departmentName),
                  designation: named(record.designationId, row.designation),
                  office: named(record.officeId, row.officeName),
                  manager: named(
                    record.managerId,
                    m?.kind === 'existing'
                      ? m.name
                      : m?.kind === 'row'
                        ? `${rows[m.index]!.firstName} ${rows[m.index]!.lastName}`
                        : null,
                  ),
                },
                row.role,
                null,
              ),
            ),
            reason: 'Imported from CSV',
          };
        }),
      );
      return sendInvitations
        ? passwords.createInvitations(
            tx,
            accounts.map((a) => ({ userId: a.id, email: a.email })),
          )
        : [];
    }).catch(importRaced);

    const names = new Map(rows.map((r) => [r.workEmail, `${r.firstName} ${r.lastName}`]));
    passwords.sendInvitations(
      invitations.map((i) => ({ ...i, name: names.get(i.email) ?? i.email, companyName: company.name })),
    );
    return { ids, invited: invitations.length };
  }
}

/** Row indexes ordered so each row's manager (when in the file) comes before it; the file has no loops. */
function managersFirst(rows: ParsedRow[]): number[] {
  const order: number[] = [];
  const placed = new Array<boolean>(rows.length).fill(false);
  for (let start = 0; start < rows.length; start++) {
    const chain: number[] = [];
    for (let at: number | null = start; at !== null && !placed[at]; ) {
      chain.push(at);
      const m: ParsedRow['manager'] = rows[at]!.manager;
      at = m?.kind === 'row' ? m.index : null;
    }
    for (const i of chain.reverse()) {
      if (!placed[i]) {
        placed[i] = true;
        order.push(i);
      }
    }
  }
  return order;
}
