/**
 * Reading and checking an employee import file: the CSV read, the header matched to columns, every
 * row checked with the same field schemas as the create form, references resolved (departments by
 * code or name, offices by name, managers by code or work email, already here or anywhere in the
 * file), and the reply listing each problem by row and column. Nothing here writes.
 */
import {
  CreateEmployeeBodySchema,
  EMPLOYEE_IMPORT_COLUMNS,
  EmploymentTypeSchema,
  GenderSchema,
  type ImportResult,
  type ImportRowError,
  type ImportSummary,
} from '@hrms/contracts/employees';
import { can, type Role, RoleSchema } from '@hrms/contracts/roles';
import { CsvError, parse } from 'csv-parse/sync';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Actor } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import {
  type ExistingManager,
  existingCodesAndEmails,
  findManagers,
  type ImportLookups,
} from './employees-import.repository';
import { isMonthFirst, readImportDate } from './employees-import-dates';

export type ColumnKey = (typeof EMPLOYEE_IMPORT_COLUMNS)[number]['key'];

/** Rows shown in the preview. */
const PREVIEW_ROWS = 50;
/** Problems listed; past this the file needs fixing anyway, and the reply stays small. */
const ERRORS_LISTED = 1000;

const shape = CreateEmployeeBodySchema.shape;
const FIELDS = {
  employee_code: shape.employeeCode,
  first_name: shape.firstName,
  last_name: shape.lastName,
  work_email: shape.workEmail,
  join_date: shape.joinDate,
  phone: shape.phone,
  personal_email: shape.personalEmail,
  date_of_birth: shape.dateOfBirth,
} satisfies Partial<Record<ColumnKey, z.ZodType>>;

/** `Employee code`, `employee-code`, `EMPLOYEE_CODE` and `Join date (YYYY-MM-DD)` all name a column. */
function normaliseHeader(text: string): string {
  return text
    .replace(/\(.*\)/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}
const HEADER_NAMES = new Map<string, ColumnKey>();
for (const column of EMPLOYEE_IMPORT_COLUMNS) {
  HEADER_NAMES.set(normaliseHeader(column.key), column.key);
  HEADER_NAMES.set(normaliseHeader(column.label), column.key);
}
HEADER_NAMES.set('department', 'department_code');
HEADER_NAMES.set('email', 'work_email');
HEADER_NAMES.set('code', 'employee_code');

/** Our own exports prefix formula-like text with `'`; taking it off lets an export be imported again. */
const unneutralise = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/** `Full time`, `full-time` and `FULL_TIME` are all `full_time`. */
const enumText = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export interface ParsedRow {
  line: number;
  code: string;
  firstName: string;
  lastName: string;
  workEmail: string;
  joinDate: string;
  phone: string | null;
  personalEmail: string | null;
  dateOfBirth: string | null;
  gender: z.infer<typeof GenderSchema> | null;
  employmentType: z.infer<typeof EmploymentTypeSchema>;
  role: Role;
  departmentId: string | null;
  departmentName: string | null;
  designation: string | null;
  officeId: string | null;
  officeName: string | null;
  managerRef: string | null;
  /** Resolved: an employee already here, or the index of a row in the file. */
  manager: { kind: 'existing'; id: string; name: string } | { kind: 'row'; index: number } | null;
  valid: boolean;
}

/** One line of the file, as read. */
export interface FileRecord {
  record: string[];
  line: number;
}

/**
 * Each row of the file checked and resolved against the company's departments, designations and
 * offices; designations it does not have yet are listed to be added.
 */
export function readRows(
  actor: Actor,
  columns: Map<ColumnKey, number>,
  body: FileRecord[],
  lookups: ImportLookups,
  errors: ImportRowError[],
): { rows: ParsedRow[]; newDesignations: string[] } {
  // A file written month first (03/25/2025) makes its dates that read both ways ambiguous.
  const dateCell = (record: string[], key: ColumnKey) => {
    const index = columns.get(key);
    return index === undefined ? '' : (record[index] ?? '').trim();
  };
  const monthFirstRow =
    body.find(
      ({ record }) =>
        isMonthFirst(dateCell(record, 'join_date')) || isMonthFirst(dateCell(record, 'date_of_birth')),
    )?.line ?? null;

  const departments = new Map<string, { id: string; name: string }>();
  for (const d of lookups.departments) {
    departments.set(d.name.toLowerCase(), d);
    departments.set(d.code.toLowerCase(), d);
  }
  const designations = new Set(lookups.designations.map((d) => d.name.toLowerCase()));
  const offices = new Map(lookups.offices.map((o) => [o.name.toLowerCase(), o]));
  const newDesignations = new Map<string, string>();

  const rows: ParsedRow[] = body.map(({ record, line }) => {
    const cell = (key: ColumnKey) => {
      const index = columns.get(key);
      return index === undefined ? '' : unneutralise((record[index] ?? '').trim());
    };
    const problem = (column: ColumnKey | null, message: string) => {
      errors.push({ row: line, column, message });
      row.valid = false;
    };
    const field = (key: keyof typeof FIELDS, value = cell(key)): string | null => {
      const parsed = (FIELDS[key] as z.ZodType<string | null | undefined>).safeParse(value);
      if (parsed.success) return parsed.data ?? null;
      problem(key, parsed.error.issues[0]?.message ?? 'Not valid');
      return null;
    };
    /** dd/mm/yyyy, d/m/yyyy or yyyy-mm-dd, then the field's own rules on the date read. */
    const dateField = (key: 'join_date' | 'date_of_birth'): string | null => {
      const text = cell(key);
      if (!text) return field(key);
      const read = readImportDate(text, monthFirstRow);
      if (read.ok) return field(key, read.iso);
      problem(key, read.message);
      return null;
    };
    const row: ParsedRow = {
      line,
      code: '',
      firstName: '',
      lastName: '',
      workEmail: '',
      joinDate: '',
      phone: null,
      personalEmail: null,
      dateOfBirth: null,
      gender: null,
      employmentType: 'full_time',
      role: 'employee',
      departmentId: null,
      departmentName: null,
      designation: null,
      officeId: null,
      officeName: null,
      managerRef: null,
      manager: null,
      valid: true,
    };
    row.code = field('employee_code') ?? cell('employee_code');
    row.firstName = field('first_name') ?? cell('first_name');
    row.lastName = field('last_name') ?? cell('last_name');
    row.workEmail = field('work_email') ?? cell('work_email').toLowerCase();
    row.joinDate = dateField('join_date') ?? cell('join_date');
    row.phone = field('phone') ?? null;
    row.personalEmail = field('personal_email') ?? null;
    row.dateOfBirth = dateField('date_of_birth');
    if (row.dateOfBirth && row.joinDate && row.dateOfBirth >= row.joinDate) {
      problem('date_of_birth', 'Date of birth must be before the join date');
    }

    const type = cell('employment_type');
    if (type) {
      const parsed = EmploymentTypeSchema.safeParse(enumText(type));
      if (parsed.success) row.employmentType = parsed.data;
      else problem('employment_type', 'Employment type is full_time, part_time, contract or intern');
    }
    const gender = cell('gender');
    if (gender) {
      const parsed = GenderSchema.safeParse(enumText(gender));
      if (parsed.success) row.gender = parsed.data;
      else problem('gender', 'Gender is female, male, non_binary or undisclosed');
    }
    const role = cell('role');
    if (role) {
      const parsed = RoleSchema.safeParse(enumText(role));
      if (!parsed.success) problem('role', 'Role is employee, manager, hr or admin');
      else if (parsed.data === 'admin' && !can(actor.role, 'roles:grant-admin')) {
        problem('role', 'Only an admin can give the admin role');
      } else row.role = parsed.data;
    }

    const department = cell('department_code');
    if (department) {
      const found = departments.get(department.toLowerCase());
      if (found) {
        row.departmentId = found.id;
        row.departmentName = found.name;
      } else problem('department_code', `No department with the code or name "${department}"`);
    }
    const designation = cell('designation');
    if (designation) {
      if (designation.length > 100) problem('designation', 'Designation must be at most 100 characters');
      row.designation = designation;
      const key = designation.toLowerCase();
      if (!designations.has(key) && !newDesignations.has(key)) newDesignations.set(key, designation);
    }
    const office = cell('office');
    if (office) {
      const found = offices.get(office.toLowerCase());
      if (found) {
        row.officeId = found.id;
        row.officeName = found.name;
      } else problem('office', `No office named "${office}"`);
    }
    row.managerRef = cell('manager') || null;
    return row;
  });
  return { rows, newDesignations: [...newDesignations.values()] };
}

/** The file's records with the line each starts on; blank lines left out. */
export function parseCsv(bytes: Buffer): FileRecord[] {
  try {
    const parsed = parse(bytes, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return parsed
      .map(({ record, info }) => ({
        record,
        // `lines` is where the record ends (a quoted CRLF counting twice); people think of where it starts.
        line: info.lines - record.reduce((n, value) => n + (value.match(/[\r\n]/g)?.length ?? 0), 0),
      }))
      .filter(({ record }) => record.some((value) => value.trim() !== ''));
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw new AppError(
        'VALIDATION_FAILED',
        `The file is not valid CSV${line ? ` (line ${line})` : ''}: ${error.message.replace(/^Invalid [^:]*: /, '')}`,
        [{ field: 'file', message: error.message }],
      );
    }
    throw error;
  }
}

export function readHeader(header: string[], errors: ImportRowError[]): Map<ColumnKey, number> | null {
  const columns = new Map<ColumnKey, number>();
  header.forEach((text, index) => {
    const key = HEADER_NAMES.get(normaliseHeader(text));
    if (!key) return;
    if (columns.has(key)) errors.push({ row: 1, column: key, message: `The column "${text}" appears twice` });
    else columns.set(key, index);
  });
  for (const column of EMPLOYEE_IMPORT_COLUMNS) {
    if (column.required && !columns.has(column.key)) {
      errors.push({ row: 1, column: column.key, message: `The header has no "${column.key}" column` });
    }
  }
  return errors.length > 0 ? null : columns;
}

/** Codes and emails used twice in the file, or already used here. */
export async function checkDuplicates(
  db: Database,
  rows: ParsedRow[],
  errors: ImportRowError[],
): Promise<void> {
  const codes = new Map<string, ParsedRow>();
  const emails = new Map<string, ParsedRow>();
  for (const row of rows) {
    const code = row.code.toLowerCase();
    if (code) {
      const first = codes.get(code);
      if (first) {
        errors.push({
          row: row.line,
          column: 'employee_code',
          message: `Employee code ${row.code} is also on row ${first.line}`,
        });
        row.valid = false;
      } else codes.set(code, row);
    }
    if (row.workEmail) {
      const first = emails.get(row.workEmail);
      if (first) {
        errors.push({
          row: row.line,
          column: 'work_email',
          message: `${row.workEmail} is also on row ${first.line}`,
        });
        row.valid = false;
      } else emails.set(row.workEmail, row);
    }
  }
  const taken = await existingCodesAndEmails(db, [...codes.keys()], [...emails.keys()]);
  for (const row of rows) {
    if (row.code && taken.codes.has(row.code.toLowerCase())) {
      errors.push({
        row: row.line,
        column: 'employee_code',
        message: `Employee code ${row.code} is already in use`,
      });
      row.valid = false;
    }
    if (row.workEmail && taken.emails.has(row.workEmail)) {
      errors.push({ row: row.line, column: 'work_email', message: `${row.workEmail} is already in use` });
      row.valid = false;
    }
  }
}

/** Managers by code or email: a row of the file (earlier or later) first, else someone already here; no loops. */
export async function resolveManagers(
  db: Database,
  rows: ParsedRow[],
  errors: ImportRowError[],
): Promise<void> {
  const inFile = new Map<string, number>();
  rows.forEach((row, index) => {
    if (row.code && !inFile.has(row.code.toLowerCase())) inFile.set(row.code.toLowerCase(), index);
    if (row.workEmail && !inFile.has(row.workEmail)) inFile.set(row.workEmail, index);
  });
  const elsewhere = rows
    .map((r) => r.managerRef?.toLowerCase())
    .filter((ref): ref is string => !!ref && !inFile.has(ref));
  const existing = new Map<string, ExistingManager>();
  for (const m of await findManagers(db, elsewhere)) {
    existing.set(m.code.toLowerCase(), m);
    existing.set(m.email, m);
  }
  const problem = (row: ParsedRow, message: string) => {
    errors.push({ row: row.line, column: 'manager', message });
    row.valid = false;
  };
  rows.forEach((row, index) => {
    resolveManager(row, index, inFile, existing, problem);
  });

  // Loops inside the file: follow each chain of file managers; a chain that comes back on itself is refused.
  const state = new Array<0 | 1 | 2>(rows.length).fill(0); // 0 unseen, 1 on the current path, 2 done
  for (let start = 0; start < rows.length; start++) {
    const path: number[] = [];
    let at: number | null = start;
    while (at !== null && state[at] === 0) {
      state[at] = 1;
      path.push(at);
      const m: ParsedRow['manager'] = rows[at]!.manager;
      at = m?.kind === 'row' ? m.index : null;
    }
    if (at !== null && state[at] === 1) {
      const loop = path.slice(path.indexOf(at));
      const lines = [...loop, at].map((i) => rows[i]!.line).join(' → ');
      for (const i of loop) problem(rows[i]!, `The managers go round in a loop (rows ${lines})`);
    }
    for (const i of path) state[i] = 2;
  }
}

function resolveManager(
  row: ParsedRow,
  index: number,
  inFile: Map<string, number>,
  existing: Map<string, ExistingManager>,
  problem: (row: ParsedRow, message: string) => void,
): void {
  if (!row.managerRef) return;
  const ref = row.managerRef.toLowerCase();
  const fileIndex = inFile.get(ref);
  if (fileIndex === index) {
    problem(row, 'Nobody can be their own manager');
  } else if (fileIndex !== undefined) {
    row.manager = { kind: 'row', index: fileIndex };
  } else {
    const found = existing.get(ref);
    if (!found) problem(row, `No employee with the code or email "${row.managerRef}", here or in the file`);
    else if (found.status === 'inactive') problem(row, `${found.name} is inactive and cannot manage anyone`);
    else row.manager = { kind: 'existing', id: found.id, name: found.name };
  }
}

/** The reply: the problems by row, a preview, and on a refused commit why nothing was imported. */
export function importResult(
  mode: 'dry-run' | 'commit',
  rows: ParsedRow[],
  errors: ImportRowError[],
  newDesignations: string[],
): ImportResult {
  const managerName = (row: ParsedRow): string | null => {
    const m = row.manager;
    if (m?.kind === 'existing') return m.name;
    if (m?.kind === 'row') return `${rows[m.index]!.firstName} ${rows[m.index]!.lastName}`;
    return row.managerRef;
  };
  return {
    mode,
    totalRows: rows.length,
    validRows: rows.filter((r) => r.valid).length,
    errors: [...errors].sort((a, b) => a.row - b.row).slice(0, ERRORS_LISTED),
    committed: false,
    created: 0,
    preview: rows.slice(0, PREVIEW_ROWS).map((row) => ({
      row: row.line,
      employeeCode: row.code,
      name: `${row.firstName} ${row.lastName}`.trim(),
      workEmail: row.workEmail,
      department: row.departmentName,
      manager: managerName(row),
      joinDate: row.joinDate,
    })),
    newDesignations,
    summary: mode === 'commit' ? skippedSummary(rows, errors) : null,
  };
}

/**
 * A commit that imported nothing: every row skipped, each with its first problem, and the rows
 * without one held back by the others (the file is imported whole or not at all).
 */
function skippedSummary(rows: ParsedRow[], errors: ImportRowError[]): ImportSummary {
  const firstProblem = new Map<number, string>();
  for (const error of [...errors].sort((a, b) => a.row - b.row)) {
    if (!firstProblem.has(error.row)) firstProblem.set(error.row, error.message);
  }
  const reasons: ImportSummary['reasons'] = [...firstProblem]
    .slice(0, ERRORS_LISTED)
    .map(([row, reason]) => ({ row, reason }));
  const ready = rows.filter((r) => r.valid).length;
  if (ready > 0) {
    reasons.push({
      row: null,
      reason: `${ready.toLocaleString('en-IN')} ${ready === 1 ? 'row without problems was' : 'rows without problems were'} held back: a file is imported only when every row is right`,
    });
  }
  return { imported: 0, invited: 0, skipped: rows.length, reasons };
}
