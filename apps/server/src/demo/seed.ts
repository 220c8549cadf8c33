/**
 * Seeds the demo company. Idempotent: rows are keyed on names, codes, emails and titles, inserts skip
 * what exists and nothing that exists is overwritten, so a second run changes nothing. A person's
 * details, photo and documents come with the person: only people this run creates get them.
 */
import path from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type Database, inTurn, withTransaction } from '../db/client';
import { type AudienceLists, announcements } from '../db/schema/announcements';
import { configuration } from '../db/schema/configuration';
import { employeeDocuments } from '../db/schema/documents';
import { holidays } from '../db/schema/holidays';
import {
  companies,
  departments,
  designations,
  employeeStatutory,
  employees,
  offices,
} from '../db/schema/organization';
import { users } from '../db/schema/users';
import { calendarDateIn } from '../lib/calendar-date';
import { HOUR_MS } from '../lib/clock';
import { hashPassword } from '../lib/password';
import { type FileStorage, LocalFileStorage, type StorageKind } from '../lib/storage';
import { insertDefaultLeaveTypes } from '../modules/leave/default-leave-types';
import { DEMO_ACCOUNTS, DEMO_ACCOUNTS_VISIBLE_KEY, DEMO_PASSWORD } from './accounts';
import { DEMO_ANNOUNCEMENTS, type DemoAnnouncement } from './announcements';
import {
  DEMO_COMPANY,
  DEMO_DEPARTMENTS,
  DEMO_OFFICES,
  type DemoEmployee,
  type DepartmentCode,
  demoEmployees,
  type OfficeKey,
  withMilestones,
} from './data';
import { DEMO_DOCUMENTS, type DemoDocument, demoDocumentFile, demoDocumentMimeType } from './documents';
import { DEMO_HOLIDAYS, DEMO_OFFICE_REGIONS } from './holidays';
import { avatarPng } from './images';
import { insertLeaveHistory } from './leave';
import { insertOnboarding } from './onboarding';
import { insertSalaryHistory, insertTaxDeclarations } from './payroll';
import { insertRecruitment } from './recruitment';
import { demoClockStart, insertClockHistory } from './time';
import { insertTrainingCatalogue } from './training';

export interface SeedOptions {
  /** DATA_DIR: photos and documents go where the app keeps uploads, `files` under it. */
  dataDir: string;
  /** The seed's present: documents and announcements are dated relative to it. */
  now: Date;
}

export interface SeedResult {
  companyId: string;
  employeesCreated: number;
  usersCreated: number;
  documentsCreated: number;
  announcementsCreated: number;
  holidaysCreated: number;
  leaveTypesCreated: number;
  leaveRequestsCreated: number;
  /** Clock entries of the last three months; their attendance is derived by `backfillDemoAttendance`. */
  clockEntriesCreated: number;
  /** Salary revisions; the finalised months behind them are made by `backfillDemoPayroll`. */
  salaryRevisionsCreated: number;
  /** Training courses, with their sessions and enrolments. */
  coursesCreated: number;
  onboardingTemplatesCreated: number;
  /** Job openings, with their candidates, interviews and offers. */
  openingsCreated: number;
}

/**
 * Derives the attendance of the demo clock history just written, by the function a punch uses.
 * Needs the built app (attendance reads the clock, leave and the office calendar through it).
 */
export async function backfillDemoAttendance(
  app: { services: { attendanceDays: { backfill(companyId: string, from: string): Promise<number> } } },
  seeded: SeedResult,
  now: Date,
): Promise<number> {
  if (seeded.clockEntriesCreated === 0) return 0;
  return app.services.attendanceDays.backfill(seeded.companyId, demoClockStart(now, DEMO_COMPANY.timezone));
}

/**
 * The demo company's last three months of pay, finalised through the payroll service once its
 * attendance (loss of pay) is derived: the salary slips page is alive on first start.
 */
export async function backfillDemoPayroll(
  app: {
    services: {
      payrollSlips: { payMonthForDemo(companyId: string, year: number, month: number): Promise<number> };
    };
  },
  seeded: SeedResult,
  now: Date,
): Promise<number> {
  if (seeded.salaryRevisionsCreated === 0) return 0;
  const today = calendarDateIn(now, DEMO_COMPANY.timezone);
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1;
  let finalised = 0;
  for (let back = 3; back >= 1; back--) {
    const month = index - back;
    finalised += await app.services.payrollSlips.payMonthForDemo(
      seeded.companyId,
      Math.floor(month / 12),
      (month % 12) + 1,
    );
  }
  return finalised;
}

/** True when the database holds no company yet (a fresh install). */
export async function isEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: companies.id }).from(companies).limit(1);
  return rows.length === 0;
}

export async function seedDemo(db: Database, options: SeedOptions): Promise<SeedResult> {
  const people = withMilestones(demoEmployees(), calendarDateIn(options.now, DEMO_COMPANY.timezone));
  // Hashing is slow on purpose; every demo account shares one hash of the one demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const files = new SeedFiles(new LocalFileStorage(path.join(options.dataDir, 'files')));
  try {
    return await withTransaction(db, async (tx) => {
      const companyId = await ensureCompany(tx);
      const org = await ensureOrganisation(tx, companyId, people);
      const { newPeople, idByCode } = await insertPeople(tx, companyId, org, people);
      await completeNewPeople(tx, files, newPeople, idByCode);
      await appointHeads(tx, org, people, idByCode);
      const usersCreated = await insertAccounts(tx, people, idByCode, passwordHash);
      const newEmails = new Set(newPeople.map((p) => p.email));
      const documentsCreated = await insertDocuments(tx, files, newEmails, options.now);
      const announcementsCreated = await insertAnnouncements(tx, org, options.now);
      const holidaysCreated = await insertHolidays(tx, companyId);
      const leaveTypesCreated = await insertDefaultLeaveTypes(tx, companyId);
      const leaveRequestsCreated = await insertLeaveHistory(tx, companyId, options.now);
      const clockEntriesCreated = await insertClockHistory(tx, companyId, options.now);
      const salaryRevisionsCreated = await insertSalaryHistory(tx, companyId);
      await insertTaxDeclarations(tx, companyId, options.now);
      const coursesCreated = await insertTrainingCatalogue(tx, companyId, options.now);
      const onboardingTemplatesCreated = await insertOnboarding(tx, companyId, options.now);
      const openingsCreated = await insertRecruitment(tx, companyId, options.now, files);
      // Only a seeded (demo) install shows the demo accounts on the sign-in page.
      await tx
        .insert(configuration)
        .values({ key: DEMO_ACCOUNTS_VISIBLE_KEY, category: 'auth', value: true })
        .onConflictDoNothing();
      return {
        companyId,
        employeesCreated: newPeople.length,
        usersCreated,
        documentsCreated,
        announcementsCreated,
        holidaysCreated,
        leaveTypesCreated,
        leaveRequestsCreated,
        clockEntriesCreated,
        salaryRevisionsCreated,
        coursesCreated,
        onboardingTemplatesCreated,
        openingsCreated,
      };
    });
  } catch (error) {
    await files.discard();
    throw error;
  }
}

/**
 * The files this run stored, so a failed run takes them away with its rolled-back rows instead of
 * leaving files nobody points at.
 */
class SeedFiles {
  private readonly keys: string[] = [];

  constructor(private readonly storage: FileStorage) {}

  async put(kind: StorageKind, bytes: Uint8Array): Promise<string> {
    const key = await this.storage.put(kind, bytes);
    this.keys.push(key);
    return key;
  }

  async discard(): Promise<void> {
    await Promise.all(this.keys.map((key) => this.storage.delete(key).catch(() => undefined)));
  }
}

async function ensureCompany(tx: Database): Promise<string> {
  let [company] = await tx.select().from(companies).where(eq(companies.name, DEMO_COMPANY.name)).limit(1);
  if (!company) [company] = await tx.insert(companies).values(DEMO_COMPANY).returning();
  return company!.id;
}

/** Ids of the demo company's offices, departments and designations. */
interface Organisation {
  officeId(key: OfficeKey): string;
  departmentId(code: DepartmentCode): string;
  designationId(name: string): string;
}

async function ensureOrganisation(
  tx: Database,
  companyId: string,
  people: readonly DemoEmployee[],
): Promise<Organisation> {
  await tx
    .insert(offices)
    .values(DEMO_OFFICES.map((o) => ({ companyId, name: o.name, city: o.city, address: o.address })))
    .onConflictDoNothing();
  await tx
    .insert(departments)
    .values(DEMO_DEPARTMENTS.map((d) => ({ companyId, name: d.name, code: d.code })))
    .onConflictDoNothing();
  const titles = [...new Set(people.map((p) => p.designation))];
  await tx
    .insert(designations)
    .values(titles.map((name) => ({ companyId, name })))
    .onConflictDoNothing();

  const [officeRows, departmentRows, designationRows] = await inTurn([
    tx.select().from(offices).where(eq(offices.companyId, companyId)),
    tx.select().from(departments).where(eq(departments.companyId, companyId)),
    tx.select().from(designations).where(eq(designations.companyId, companyId)),
  ]);
  return {
    officeId: (key) => {
      const name = DEMO_OFFICES.find((o) => o.key === key)!.name;
      return officeRows.find((o) => o.name === name)!.id;
    },
    departmentId: (code) => departmentRows.find((d) => d.code === code)!.id,
    designationId: (name) => designationRows.find((d) => d.name === name)!.id,
  };
}

async function insertPeople(
  tx: Database,
  companyId: string,
  org: Organisation,
  people: readonly DemoEmployee[],
): Promise<{ newPeople: DemoEmployee[]; idByCode: Map<string, string> }> {
  const inserted = await tx
    .insert(employees)
    .values(
      people.map((p) => ({
        companyId,
        employeeCode: p.code,
        firstName: p.firstName,
        lastName: p.lastName,
        workEmail: p.email,
        personalEmail: p.personalEmail,
        phone: p.phone,
        dateOfBirth: p.dateOfBirth,
        gender: p.gender,
        address: p.address,
        emergencyContact: p.emergencyContact,
        designationId: org.designationId(p.designation),
        departmentId: org.departmentId(p.department),
        officeId: org.officeId(p.office),
        employmentType: p.employmentType,
        joinDate: p.joinDate,
        probationEndDate: p.probationEndDate ?? null,
        status: p.status,
      })),
    )
    .onConflictDoNothing()
    .returning({ code: employees.employeeCode });

  const employeeRows = await tx
    .select({ id: employees.id, code: employees.employeeCode })
    .from(employees)
    .where(
      inArray(
        employees.employeeCode,
        people.map((p) => p.code),
      ),
    );
  const createdCodes = new Set(inserted.map((e) => e.code));
  return {
    newPeople: people.filter((p) => createdCodes.has(p.code)),
    idByCode: new Map(employeeRows.map((e) => [e.code, e.id])),
  };
}

/**
 * Reporting line, photo and statutory details of the people this run created; an existing record is
 * someone's data now. The photo is stored as an upload is: a generated key, the bytes in storage.
 */
async function completeNewPeople(
  tx: Database,
  files: SeedFiles,
  newPeople: readonly DemoEmployee[],
  idByCode: ReadonlyMap<string, string>,
): Promise<void> {
  if (newPeople.length === 0) return;
  const photoKeys = await Promise.all(
    newPeople.map((p) => files.put('photo', avatarPng(p.firstName, p.lastName))),
  );
  for (const [i, p] of newPeople.entries()) {
    await tx
      .update(employees)
      .set({ photoKey: photoKeys[i]!, managerId: p.managerCode ? idByCode.get(p.managerCode)! : null })
      .where(eq(employees.id, idByCode.get(p.code)!));
  }
  await tx
    .insert(employeeStatutory)
    .values(newPeople.map((p) => ({ employeeId: idByCode.get(p.code)!, ...p.statutory })))
    .onConflictDoNothing();
}

/** Heads only for departments without one, so a head chosen since stays. */
async function appointHeads(
  tx: Database,
  org: Organisation,
  people: readonly DemoEmployee[],
  idByCode: ReadonlyMap<string, string>,
): Promise<void> {
  for (const p of people) {
    if (!p.heads) continue;
    await tx
      .update(departments)
      .set({ headEmployeeId: idByCode.get(p.code)! })
      .where(and(eq(departments.id, org.departmentId(p.heads)), isNull(departments.headEmployeeId)));
  }
}

async function insertAccounts(
  tx: Database,
  people: readonly DemoEmployee[],
  idByCode: ReadonlyMap<string, string>,
  passwordHash: string,
): Promise<number> {
  const roleByEmail = new Map(DEMO_ACCOUNTS.map((a) => [a.email, a.role]));
  // Department heads and everyone else with reports manage their teams in the product too.
  const managerCodes = new Set(people.map((p) => p.managerCode).filter((code) => code !== null));
  const roleOf = (p: DemoEmployee) =>
    roleByEmail.get(p.email) ?? (managerCodes.has(p.code) ? 'manager' : 'employee');
  const created = await tx
    .insert(users)
    .values(
      people.map((p) => ({
        email: p.email,
        role: roleOf(p),
        passwordHash,
        employeeId: idByCode.get(p.code)!,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created.length;
}

const DAY_MS = 24 * HOUR_MS;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Accounts by work email, with the names of the people they belong to. */
async function accountsByEmail(tx: Database, emails: readonly string[]) {
  const rows = await tx
    .select({
      email: users.email,
      userId: users.id,
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(users)
    .innerJoin(employees, eq(employees.id, users.employeeId))
    .where(inArray(users.email, [...new Set(emails)]));
  return new Map(rows.map((row) => [row.email, row]));
}

/** The demo documents of the people this run created, each file stored as an upload is. */
async function insertDocuments(
  tx: Database,
  files: SeedFiles,
  newEmails: ReadonlySet<string>,
  now: Date,
): Promise<number> {
  const wanted = DEMO_DOCUMENTS.filter((d) => newEmails.has(d.owner));
  const peopleOf = (d: DemoDocument) => [
    d.owner,
    d.uploadedBy ?? d.owner,
    ...(d.review ? [d.review.by] : []),
  ];
  const accounts = await accountsByEmail(tx, wanted.flatMap(peopleOf));
  // An account whose email changed since an earlier seed is not found; skip what it took part in.
  const documents = wanted.filter((d) => peopleOf(d).every((email) => accounts.has(email)));
  if (documents.length === 0) return 0;
  const rows = await Promise.all(
    documents.map(async (d): Promise<typeof employeeDocuments.$inferInsert> => {
      const owner = accounts.get(d.owner)!;
      const bytes = demoDocumentFile(d, `${owner.firstName} ${owner.lastName}`);
      const uploadedAt = daysBefore(now, d.uploadedDaysAgo);
      const reviewedAt = d.review ? daysBefore(now, d.uploadedDaysAgo - 1) : null;
      return {
        employeeId: owner.employeeId,
        category: d.category,
        title: d.title,
        fileName: d.fileName,
        mimeType: demoDocumentMimeType(d),
        sizeBytes: bytes.length,
        storageKey: await files.put('document', bytes),
        status: d.review?.status ?? 'pending',
        reviewComments: d.review?.comments ?? null,
        reviewedByUserId: d.review ? accounts.get(d.review.by)!.userId : null,
        reviewedAt,
        uploadedByUserId: accounts.get(d.uploadedBy ?? d.owner)!.userId,
        createdAt: uploadedAt,
        updatedAt: reviewedAt ?? uploadedAt,
      };
    }),
  );
  await tx.insert(employeeDocuments).values(rows);
  return rows.length;
}

/** Offices get their region, and the company its holidays: those not there yet (by date and name). */
async function insertHolidays(tx: Database, companyId: string): Promise<number> {
  for (const [name, region] of Object.entries(DEMO_OFFICE_REGIONS)) {
    await tx
      .update(offices)
      .set({ region })
      .where(and(eq(offices.companyId, companyId), eq(offices.name, name), isNull(offices.region)));
  }
  const created = await tx
    .insert(holidays)
    .values(
      DEMO_HOLIDAYS.map((h) => ({
        companyId,
        date: h.date,
        name: h.name,
        type: h.type,
        description: h.description ?? null,
        regions: [...h.regions],
      })),
    )
    .onConflictDoNothing()
    .returning({ id: holidays.id });
  return created.length;
}

/** The demo announcements not yet there (by title), published on their days before `now`. */
async function insertAnnouncements(tx: Database, org: Organisation, now: Date): Promise<number> {
  const existing = await tx
    .select({ title: announcements.title })
    .from(announcements)
    .where(
      inArray(
        announcements.title,
        DEMO_ANNOUNCEMENTS.map((a) => a.title),
      ),
    );
  const existingTitles = new Set(existing.map((a) => a.title));
  const authors = await accountsByEmail(
    tx,
    DEMO_ANNOUNCEMENTS.map((a) => a.author),
  );
  // An author whose email changed since an earlier seed is not found; their posts are skipped.
  const missing = DEMO_ANNOUNCEMENTS.filter((a) => !existingTitles.has(a.title) && authors.has(a.author));
  if (missing.length === 0) return 0;
  await tx.insert(announcements).values(
    missing.map((a): typeof announcements.$inferInsert => {
      const publishedAt = daysBefore(now, a.publishedDaysAgo);
      return {
        title: a.title,
        body: a.body,
        priority: a.priority,
        pinned: a.pinned,
        status: 'published',
        audienceEveryone: a.audience === 'everyone',
        audience: audienceLists(a.audience, org),
        publishedAt,
        authorUserId: authors.get(a.author)!.userId,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      };
    }),
  );
  return missing.length;
}

function audienceLists(audience: DemoAnnouncement['audience'], org: Organisation): AudienceLists {
  const chosen = typeof audience === 'object' ? audience : null;
  return {
    departmentIds: chosen && 'department' in chosen ? [org.departmentId(chosen.department)] : [],
    officeIds: chosen && 'office' in chosen ? [org.officeId(chosen.office)] : [],
    roles: [],
  };
}
