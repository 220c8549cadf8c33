/**
 * What a month's files read: the finalised slips with what the bank and the statutory returns ask of
 * each person, and the slips with everything their PDF prints.
 */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { anyOf } from '../../db/chunked';
import type { Database } from '../../db/client';
import {
  companies,
  departments,
  designations,
  employeeStatutory,
  employees,
  offices,
} from '../../db/schema/organization';
import { salaryRevisions, salarySlips } from '../../db/schema/payroll';

/** The person's bank details, for finalising and the transfer file. */
export async function bankDetailsOf(db: Database, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return new Map<string, { account: string | null; ifsc: string | null }>();
  const rows = await db
    .select({
      employeeId: employeeStatutory.employeeId,
      account: employeeStatutory.bankAccountNumber,
      ifsc: employeeStatutory.bankIfsc,
    })
    .from(employeeStatutory)
    .where(anyOf(employeeStatutory.employeeId, employeeIds));
  return new Map(rows.map((r) => [r.employeeId, { account: r.account, ifsc: r.ifsc }]));
}

/** The company's finalised slips of a month. */
const finalisedIn = (companyId: string, year: number, month: number) =>
  and(
    eq(salarySlips.companyId, companyId),
    eq(salarySlips.year, year),
    eq(salarySlips.month, month),
    eq(salarySlips.status, 'finalised'),
  );

/** A month's finalised slips with what the bank and the statutory returns ask of each person. */
export async function finalisedSlipsOfMonth(db: Database, companyId: string, year: number, month: number) {
  return db
    .select({
      slip: salarySlips,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employeeCode: employees.employeeCode,
      exitDate: employees.exitDate,
      uan: employeeStatutory.uan,
      esicNumber: employeeStatutory.esicNumber,
      bankAccount: employeeStatutory.bankAccountNumber,
      ifsc: employeeStatutory.bankIfsc,
      ptState: salaryRevisions.ptState,
    })
    .from(salarySlips)
    .innerJoin(employees, eq(employees.id, salarySlips.employeeId))
    .leftJoin(employeeStatutory, eq(employeeStatutory.employeeId, salarySlips.employeeId))
    .leftJoin(salaryRevisions, eq(salaryRevisions.id, salarySlips.revisionId))
    .where(finalisedIn(companyId, year, month))
    .orderBy(asc(employees.employeeCode));
}
export type FinalisedSlip = Awaited<ReturnType<typeof finalisedSlipsOfMonth>>[number];

/** Slips with everything their PDF prints: the company, the person, their bank and numbers. */
export async function slipDocuments(db: Database, where: { ids: readonly string[] }) {
  if (where.ids.length === 0) return [];
  return db
    .select({
      slip: salarySlips,
      companyName: sql<string>`coalesce(${companies.legalName}, ${companies.name})`,
      companyLogoKey: companies.logoKey,
      officeAddress: offices.address,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employeeCode: employees.employeeCode,
      joinDate: employees.joinDate,
      dateOfBirth: employees.dateOfBirth,
      designation: designations.name,
      department: departments.name,
      pan: employeeStatutory.pan,
      uan: employeeStatutory.uan,
      bankName: employeeStatutory.bankName,
      bankAccount: employeeStatutory.bankAccountNumber,
      ifsc: employeeStatutory.bankIfsc,
    })
    .from(salarySlips)
    .innerJoin(employees, eq(employees.id, salarySlips.employeeId))
    .innerJoin(companies, eq(companies.id, salarySlips.companyId))
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .leftJoin(designations, eq(designations.id, employees.designationId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(employeeStatutory, eq(employeeStatutory.employeeId, salarySlips.employeeId))
    .where(anyOf(salarySlips.id, where.ids))
    .orderBy(asc(employees.employeeCode));
}
export type SlipDocumentRow = Awaited<ReturnType<typeof slipDocuments>>[number];

/** The ids of a month's finalised slips, in employee-code order. */
export async function finalisedSlipIds(db: Database, companyId: string, year: number, month: number) {
  const rows = await db
    .select({ id: salarySlips.id })
    .from(salarySlips)
    .innerJoin(employees, eq(employees.id, salarySlips.employeeId))
    .where(finalisedIn(companyId, year, month))
    .orderBy(asc(employees.employeeCode));
  return rows.map((r) => r.id);
}

/**
 * Year-to-date figures per person: their calculated and finalised slips of the financial year up
 * to and including a month (gross, deductions, net, income tax).
 */
export async function yearToDate(
  db: Database,
  employeeIds: readonly string[],
  from: { year: number; month: number },
  to: { year: number; month: number },
) {
  if (employeeIds.length === 0)
    return new Map<string, { gross: number; deductions: number; net: number; tds: number }>();
  const index = sql`(${salarySlips.year} * 12 + ${salarySlips.month})`;
  const rows = await db
    .select({
      employeeId: salarySlips.employeeId,
      gross: sql<number>`sum(${salarySlips.gross})::bigint`.mapWith(Number),
      deductions: sql<number>`sum(${salarySlips.totalDeductions})::bigint`.mapWith(Number),
      net: sql<number>`sum(${salarySlips.net})::bigint`.mapWith(Number),
      tds: sql<number>`coalesce(sum((${salarySlips.lines} ->> 'tds')::bigint), 0)::bigint`.mapWith(Number),
    })
    .from(salarySlips)
    .where(
      and(
        anyOf(salarySlips.employeeId, employeeIds),
        inArray(salarySlips.status, ['calculated', 'finalised']),
        gte(index, from.year * 12 + from.month),
        lte(index, to.year * 12 + to.month),
      ),
    )
    .groupBy(salarySlips.employeeId);
  return new Map(rows.map((r) => [r.employeeId, r]));
}
