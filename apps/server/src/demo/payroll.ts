/**
 * The demo company's salaries: everyone on the default template from a CTC that fits their role,
 * with a raise from April for those here before it; Mumbai pays Maharashtra's professional tax and
 * HRA as a metro, Bengaluru Karnataka's; the intern and the contractor earn within ESI's limit; the
 * head of finance files under the old regime with 80C declared. Added once: a company that has any
 * salary keeps what it has. The finalised months behind them are made by the payroll service
 * (`backfillDemoPayroll`), as hr would make them. This financial year's tax declarations: the head
 * of finance's approved, and two people's waiting for hr.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, designations, employees, offices } from '../db/schema/organization';
import { salaryRevisions, taxDeclarations } from '../db/schema/payroll';
import { users } from '../db/schema/users';
import { calendarDateIn } from '../lib/calendar-date';
import { financialYearOf } from '../modules/payroll/engine/financial-year';
import { defaultTemplate } from '../modules/payroll/engine/structure';
import { DEMO_ACCOUNTS } from './accounts';
import { seededRandom } from './random';

/** The financial year the demo's salaries start in, and the one the raise starts. */
const FIRST_REVISION = '2025-04-01';
const RAISE_FROM = '2026-04-01';

const rupees = (n: number) => n * 100;
const lakh = (n: number) => rupees(n * 1_00_000);

/** A CTC band (in lakhs a year) for a designation and employment type. */
function bandOf(designation: string, employmentType: string): [number, number] {
  if (employmentType === 'intern') return [2.2, 2.2];
  if (employmentType === 'contract') return [2.5, 2.6];
  if (/Chief/.test(designation)) return [90, 90];
  if (/^(VP|Head)/.test(designation)) return [42, 60];
  if (/Manager/.test(designation)) return [22, 32];
  if (/Senior|Lead|Principal/.test(designation)) return [14, 21];
  return [6, 12];
}

export async function insertSalaryHistory(tx: Database, companyId: string): Promise<number> {
  const [any] = await tx
    .select({ id: salaryRevisions.id })
    .from(salaryRevisions)
    .where(eq(salaryRevisions.companyId, companyId))
    .limit(1);
  if (any) return 0;
  const people = await tx
    .select({
      id: employees.id,
      designation: designations.name,
      employmentType: employees.employmentType,
      joinDate: employees.joinDate,
      office: offices.city,
    })
    .from(employees)
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .leftJoin(designations, eq(designations.id, employees.designationId))
    .where(eq(employees.companyId, companyId))
    .orderBy(employees.employeeCode);
  const random = seededRandom(20_260_414);
  const rows: (typeof salaryRevisions.$inferInsert)[] = [];
  for (const person of people) {
    const [low, high] = bandOf(person.designation ?? '', person.employmentType);
    // Whole thousands of rupees a year, as offers are made.
    const ctc = Math.round((low + (high - low) * random()) * 100) * 1_000 * 100;
    const mumbai = person.office === 'Mumbai';
    const oldRegime = person.designation === 'Head of Finance';
    const base = {
      companyId,
      employeeId: person.id,
      components: defaultTemplate({ metro: mumbai }),
      taxRegime: oldRegime ? 'old' : 'new',
      ptState: mumbai ? 'MH' : 'KA',
      pfMode: 'capped',
      epsMember: true,
      declarations: oldRegime ? { section80C: lakh(1.5) } : {},
    };
    const first = person.joinDate > FIRST_REVISION ? person.joinDate : FIRST_REVISION;
    const joinedBeforeRaise = first < RAISE_FROM;
    rows.push({
      ...base,
      effectiveFrom: first,
      annualCtc: joinedBeforeRaise ? Math.round(ctc / 1.08 / 100_000) * 100_000 : ctc,
      reason: person.joinDate > FIRST_REVISION ? 'Offer at joining' : 'Salary for FY 2025-26',
    });
    if (joinedBeforeRaise) {
      rows.push({ ...base, effectiveFrom: RAISE_FROM, annualCtc: ctc, reason: 'Annual raise, FY 2026-27' });
    }
  }
  if (rows.length > 0) await tx.insert(salaryRevisions).values(rows);
  return rows.length;
}

/**
 * This financial year's declarations: the head of finance's old regime with ₹1,50,000 under 80C,
 * approved by hr (as their salary has it), and two employees' waiting for hr. Added
 * once: a company with any declaration keeps what it has.
 */
export async function insertTaxDeclarations(tx: Database, companyId: string, now: Date): Promise<number> {
  const [any] = await tx
    .select({ id: taxDeclarations.id })
    .from(taxDeclarations)
    .where(eq(taxDeclarations.companyId, companyId))
    .limit(1);
  if (any) return 0;
  const [company] = await tx
    .select({ timezone: companies.timezone })
    .from(companies)
    .where(eq(companies.id, companyId));
  const financialYear = financialYearOf(calendarDateIn(now, company?.timezone ?? 'Asia/Kolkata'));
  const [hr] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(employees, eq(employees.id, users.employeeId))
    .where(and(eq(employees.companyId, companyId), eq(users.role, 'hr')))
    .limit(1);
  const [head] = await tx
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(designations, eq(designations.id, employees.designationId))
    .where(and(eq(employees.companyId, companyId), eq(designations.name, 'Head of Finance')))
    .limit(1);
  // Two people of the team who are not demo accounts: those signing in find their own untouched.
  const waiting = await tx
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(users, eq(users.employeeId, employees.id))
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(employees.status, 'active'),
        eq(users.role, 'employee'),
        notInArray(
          users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      ),
    )
    .orderBy(employees.employeeCode)
    .limit(2);
  const day = 86_400_000;
  const rows: (typeof taxDeclarations.$inferInsert)[] = [];
  if (head) {
    rows.push({
      companyId,
      employeeId: head.id,
      financialYear,
      regime: 'old',
      section80C: lakh(1.5),
      note: 'PPF ₹1,00,000, ELSS ₹30,000 and life insurance ₹20,000',
      status: 'approved',
      submittedAt: new Date(now.getTime() - 40 * day),
      decidedBy: hr?.id ?? null,
      decidedAt: new Date(now.getTime() - 38 * day),
      decisionNote: 'Proofs checked',
    });
  }
  const asks = [
    { regime: 'old', section80C: lakh(1.2), note: 'PPF and a tax-saving fixed deposit' },
    { regime: 'new', section80C: 0, note: null },
  ];
  waiting.forEach((person, i) => {
    const ask = asks[i]!;
    rows.push({
      companyId,
      employeeId: person.id,
      financialYear,
      ...ask,
      status: 'submitted',
      submittedAt: new Date(now.getTime() - (3 - i) * day),
    });
  });
  if (rows.length > 0) await tx.insert(taxDeclarations).values(rows);
  return rows.length;
}
