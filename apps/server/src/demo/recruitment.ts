/**
 * The demo company's recruitment: the six stages, two open roles with candidates at every stage
 * (each role shaped after one of the two people who joined last, who were hired through it), a
 * draft role, interviews (one tomorrow with employee@acme.test on the panel and their scorecard
 * to fill in, one past with both cards in), an offer out, notes, and a possible duplicate.
 * Added once: a company with any opening keeps what it has.
 */
import { DEFAULT_CRITERIA, DEFAULT_OFFER_TEMPLATE, type StageKind } from '@hrms/contracts/recruitment';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { departments, designations, employees } from '../db/schema/organization';
import {
  applicationNotes,
  applicationStageEvents,
  candidates,
  interviewScorecards,
  interviews,
  jobApplications,
  jobOpenings,
  offers,
  recruitmentStages,
} from '../db/schema/recruitment';
import { users } from '../db/schema/users';
import { addDays, calendarDateIn } from '../lib/calendar-date';
import type { StorageKind } from '../lib/storage';
import { specimenPdf } from './documents';

const TIME_ZONE = 'Asia/Kolkata';
const DAY = 86_400_000;

interface DemoCandidate {
  name: string;
  source: 'careers' | 'referral' | 'linkedin' | 'job_board' | 'agency' | 'other';
  kind: StageKind;
  daysAgo: number;
  phone: string;
  rejection?: string;
}

const FIRST_ROLE: readonly DemoCandidate[] = [
  { name: 'Aarav Menon', source: 'careers', kind: 'applied', daysAgo: 1, phone: '+91 98450 11201' },
  { name: 'Diya Pillai', source: 'linkedin', kind: 'applied', daysAgo: 2, phone: '+91 98450 11202' },
  { name: 'Kabir Sethi', source: 'careers', kind: 'applied', daysAgo: 3, phone: '+91 98450 11203' },
  { name: 'Ananya Bose', source: 'referral', kind: 'screening', daysAgo: 6, phone: '+91 98450 11204' },
  { name: 'Rohan Desai', source: 'job_board', kind: 'screening', daysAgo: 8, phone: '+91 98450 11205' },
  { name: 'Sneha Kulkarni', source: 'careers', kind: 'interview', daysAgo: 12, phone: '+91 98450 11206' },
  { name: 'Vikram Chauhan', source: 'agency', kind: 'interview', daysAgo: 14, phone: '+91 98450 11207' },
  { name: 'Pooja Nair', source: 'linkedin', kind: 'offer', daysAgo: 21, phone: '+91 98450 11208' },
  {
    name: 'Arjun Malhotra',
    source: 'careers',
    kind: 'rejected',
    daysAgo: 10,
    phone: '+91 98450 11209',
    rejection: 'Looking for a fully remote role',
  },
  { name: 'Ritika Jain', source: 'job_board', kind: 'rejected', daysAgo: 16, phone: '+91 98450 11210' },
];

const SECOND_ROLE: readonly DemoCandidate[] = [
  { name: 'Farhan Qureshi', source: 'careers', kind: 'applied', daysAgo: 1, phone: '+91 99020 22101' },
  { name: 'Ishita Banerjee', source: 'careers', kind: 'applied', daysAgo: 4, phone: '+91 99020 22102' },
  // The same phone as a candidate of the first role, under another address.
  { name: 'Diya P.', source: 'careers', kind: 'screening', daysAgo: 5, phone: '+91 98450 11202' },
  { name: 'Tanvi Shah', source: 'referral', kind: 'interview', daysAgo: 9, phone: '+91 99020 22104' },
  { name: 'Manav Gill', source: 'linkedin', kind: 'offer', daysAgo: 18, phone: '+91 99020 22105' },
  {
    name: 'Nikhil Sharma',
    source: 'agency',
    kind: 'rejected',
    daysAgo: 11,
    phone: '+91 99020 22106',
    rejection: 'Salary expectations well above the band',
  },
];

const ORDER: readonly StageKind[] = ['applied', 'screening', 'interview', 'offer', 'hired'];
const emailOf = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/\.$/, '')}@example.com`;

export async function insertRecruitment(
  tx: Database,
  companyId: string,
  now: Date,
  files: { put(kind: StorageKind, bytes: Uint8Array): Promise<string> },
): Promise<number> {
  const existing = await tx
    .select({ id: jobOpenings.id })
    .from(jobOpenings)
    .where(eq(jobOpenings.companyId, companyId))
    .limit(1);
  if (existing.length > 0) return 0;
  const today = calendarDateIn(now, TIME_ZONE);
  const at = (daysAgo: number, hour = 5) =>
    new Date(Date.parse(`${addDays(today, -daysAgo)}T0${hour}:30:00Z`));

  const stageRows = await tx
    .insert(recruitmentStages)
    .values(
      (['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const).map(
        (kind, position) => ({
          companyId,
          name: kind[0]!.toUpperCase() + kind.slice(1),
          kind,
          position,
        }),
      ),
    )
    .returning();
  const stage = (kind: StageKind) => stageRows.find((s) => s.kind === kind)!;

  // The roles the two latest joiners were hired into.
  const joiners = await tx
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      personalEmail: employees.personalEmail,
      phone: employees.phone,
      departmentId: employees.departmentId,
      designationId: employees.designationId,
      officeId: employees.officeId,
      managerId: employees.managerId,
      joinDate: employees.joinDate,
    })
    .from(employees)
    .where(eq(employees.companyId, companyId))
    .orderBy(desc(employees.joinDate), employees.employeeCode)
    .limit(2);
  const titles = new Map(
    (await tx.select({ id: designations.id, name: designations.name }).from(designations)).map((d) => [
      d.id,
      d.name,
    ]),
  );
  const accounts = new Map(
    (
      await tx
        .select({ id: users.id, email: users.email, employeeId: users.employeeId })
        .from(users)
        .where(inArray(users.email, ['hr@acme.test', 'manager@acme.test', 'employee@acme.test']))
    ).map((u) => [u.email, u]),
  );
  const hr = accounts.get('hr@acme.test');
  const panelist = accounts.get('employee@acme.test')?.employeeId ?? null;
  const sales = (
    await tx.select({ id: departments.id }).from(departments).where(eq(departments.code, 'SAL'))
  )[0];

  const roles = [
    { joiner: joiners[0], candidates: FIRST_ROLE, fallback: 'Senior Software Engineer' },
    { joiner: joiners[1], candidates: SECOND_ROLE, fallback: 'HR Executive' },
  ];
  let made = 0;
  for (const [index, role] of roles.entries()) {
    const j = role.joiner;
    const title = (j?.designationId && titles.get(j.designationId)) || role.fallback;
    const [opening] = await tx
      .insert(jobOpenings)
      .values({
        companyId,
        title,
        departmentId: j?.departmentId ?? null,
        designationId: j?.designationId ?? null,
        officeId: j?.officeId ?? null,
        hiringManagerId: j?.managerId ?? null,
        positions: 2,
        status: 'open',
        description: `## About the role\nWe are growing the team and hiring a second **${title}**.\n\n## What you will do\n- Own your work from the first day\n- Work closely with the team and its manager\n\n## What we look for\n- Two or more years in a similar role\n- Clear written and spoken English`,
        questions: [
          { id: 'q1', text: 'What makes you a good fit for this role?', required: true },
          { id: 'q2', text: 'What is your notice period?', required: false },
        ],
        criteria: [...DEFAULT_CRITERIA],
        openedAt: at(40),
        createdAt: at(41),
        updatedAt: at(40),
      })
      .returning();
    made++;

    const list: (DemoCandidate & { employeeId?: string; email?: string })[] = [...role.candidates];
    if (j) {
      list.push({
        name: `${j.firstName} ${j.lastName}`,
        email: j.personalEmail ?? undefined,
        source: index === 0 ? 'referral' : 'careers',
        kind: 'hired',
        daysAgo: Math.max(30, Math.round((now.getTime() - Date.parse(`${j.joinDate}T00:00:00Z`)) / DAY) + 30),
        phone: j.phone ?? `+91 90000 0000${index}`,
        employeeId: j.id,
      });
    }
    for (const c of list) {
      const email = c.email ?? emailOf(c.name);
      const [candidate] = await tx
        .insert(candidates)
        .values({
          companyId,
          name: c.name,
          email,
          phone: c.phone,
          phoneDigits: c.phone.replace(/\D/g, ''),
          createdAt: at(c.daysAgo),
        })
        .onConflictDoNothing()
        .returning();
      if (!candidate) continue;
      const resumeKey = await files.put(
        'resume',
        specimenPdf([
          c.name,
          email,
          c.phone,
          '',
          `Application for ${title}`,
          'Experience: 4 years',
          'Education: B.Tech',
        ]),
      );
      // The stages it went through, a few days apart, to the one it is in now.
      const path: StageKind[] =
        c.kind === 'rejected'
          ? [...ORDER.slice(0, c.source === 'job_board' ? 1 : 2), 'rejected']
          : ORDER.slice(0, ORDER.indexOf(c.kind) + 1);
      const step = Math.max(1, Math.floor(c.daysAgo / (path.length + 1)));
      const when = path.map((_, i) => at(c.daysAgo - i * step, 4 + (i % 5)));
      const hiredAt = c.kind === 'hired' ? when.at(-1)! : null;
      const [application] = await tx
        .insert(jobApplications)
        .values({
          openingId: opening!.id,
          candidateId: candidate.id,
          stageId: stage(c.kind).id,
          source: c.source,
          answers: { q1: 'I have done this work for four years and enjoy it.', q2: '30 days' },
          resumeKey,
          resumeName: `${c.name.replace(/[^A-Za-z]+/g, '-')}-resume.pdf`,
          resumeKind: 'pdf',
          rejectionReason: c.rejection ?? null,
          hiredEmployeeId: c.employeeId ?? null,
          hiredAt,
          appliedAt: when[0]!,
          stageChangedAt: when.at(-1)!,
          createdAt: when[0]!,
          updatedAt: when.at(-1)!,
        })
        .returning();
      await tx.insert(applicationStageEvents).values(
        path.map((kind, i) => ({
          applicationId: application!.id,
          fromStageId: i === 0 ? null : stage(path[i - 1]!).id,
          toStageId: stage(kind).id,
          toKind: kind,
          byUserId: i === 0 ? null : (hr?.id ?? null),
          at: when[i]!,
        })),
      );
      if (c.kind === 'interview')
        await insertInterview(tx, application!.id, c, j?.managerId ?? null, panelist, now, today);
      if (c.kind === 'offer' || c.kind === 'hired') {
        await tx.insert(offers).values({
          applicationId: application!.id,
          status: c.kind === 'hired' ? 'accepted' : 'sent',
          annualCtc: (index === 0 ? 24_00_000 : 9_50_000) * 100,
          joinDate: c.kind === 'hired' && j ? j.joinDate : addDays(today, 30),
          expiresOn: c.kind === 'hired' && j ? addDays(j.joinDate, -14) : addDays(today, 7),
          letter: DEFAULT_OFFER_TEMPLATE,
          sentAt: at(2),
          decidedAt: c.kind === 'hired' ? hiredAt : null,
          createdAt: at(3),
          updatedAt: at(2),
        });
      }
      if (c.kind === 'screening' && hr) {
        await tx.insert(applicationNotes).values({
          applicationId: application!.id,
          authorUserId: hr.id,
          body: 'Spoke on the phone: clear communicator, notice period of 30 days. Worth an interview.',
          mentionIds: j?.managerId ? [j.managerId] : [],
          createdAt: at(c.daysAgo - 1),
        });
      }
    }
  }

  // A role still being written.
  await tx.insert(jobOpenings).values({
    companyId,
    title: 'Sales Development Representative',
    departmentId: sales?.id ?? null,
    positions: 3,
    status: 'draft',
    description: 'Draft: to be reviewed with the sales head before it opens.',
    criteria: [...DEFAULT_CRITERIA],
    createdAt: at(2),
    updatedAt: at(2),
  });
  return made + 1;
}

/** Tomorrow's interview with employee@acme.test on the panel; or, for the second, a past one with both cards in. */
async function insertInterview(
  tx: Database,
  applicationId: string,
  c: DemoCandidate,
  managerId: string | null,
  panelist: string | null,
  now: Date,
  today: string,
) {
  const upcoming = c.daysAgo <= 12;
  const panel = [...new Set([managerId, panelist].filter((id): id is string => !!id))];
  if (panel.length === 0) return;
  const [interview] = await tx
    .insert(interviews)
    .values({
      applicationId,
      startsAt: new Date(Date.parse(`${addDays(today, upcoming ? 1 : -3)}T05:30:00Z`)),
      durationMinutes: 60,
      location: upcoming ? 'Meeting room Kaveri, 3rd floor' : 'Video call: meet.example.com/acme-interview',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(interviewScorecards).values(
    panel.map((interviewerId, i) =>
      upcoming
        ? { interviewId: interview!.id, interviewerId }
        : {
            interviewId: interview!.id,
            interviewerId,
            ratings: DEFAULT_CRITERIA.map((criterion, k) => ({ criterion, rating: 3 + ((i + k) % 3) })),
            recommendation: i === 0 ? ('yes' as const) : ('strong_yes' as const),
            comments:
              i === 0
                ? 'Solid fundamentals; would like a second opinion on system design.'
                : 'Excellent; hire.',
            submittedAt: new Date(Date.parse(`${addDays(today, -3)}T08:00:00Z`)),
          },
    ),
  );
}
