/**
 * The demo company's salaries: everyone on the default template from a CTC that fits their role,
 * with a raise from April for those here before it; Mumbai pays Maharashtra's professional tax and
 * HRA as a metro, Bengaluru Karnataka's; the intern and the contractor earn within ESI's limit; the
 * head of finance files under the old regime with 80C declared. Added once: a company that has any
 * salary keeps what it has. The finalised months behind them are made by the payroll service
 * (`backfillDemoPayroll`), as hr would make them.
 */
import { eq } from 'drizzle-orm';
import { defaultTemplate } from '../modules/payroll/engine/structure';
import type { Database } from './client';
import { seededRandom } from './demo-random';
import { designations, employees, offices } from './schema/organization';
import { salaryRevisions } from './schema/payroll';

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
