/**
 * The demo company's training: mandatory courses for everyone, for Engineering and for managers,
 * optional ones, past and upcoming sessions (one full, with a waitlist), and enrolments at every
 * stage: completed with scores, attended, enrolled, waitlisted, cancelled. employee@acme.test has a
 * completed mandatory course, one due and one overdue. Added once: a company with any course keeps
 * what it has.
 */
import type { Mandatory, Material } from '@hrms/contracts/training';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { departments, employees } from '../db/schema/organization';
import { trainingCourses, trainingEnrolments, trainingSessions } from '../db/schema/training';
import { users } from '../db/schema/users';
import { addDays, calendarDateIn } from '../lib/calendar-date';
import { HOUR_MS } from '../lib/clock';
import { seededRandom } from './random';

const TIME_ZONE = 'Asia/Kolkata';
const DAY_MS = 24 * HOUR_MS;

interface DemoSession {
  /** Days from today (negative: in the past) at 10:00 in Bengaluru; `hours` long. */
  inDays: number;
  hours: number;
  location: string;
  link?: string;
  seats: number;
  /** The trainer: a demo person's work email, or a name from outside. */
  trainer: { email: string } | { name: string };
}

interface DemoCourse {
  title: string;
  description: string;
  delivery: 'self-paced' | 'sessions';
  durationMinutes: number;
  materials: Material[];
  /** Departments by code; `from` in days from today. */
  mandatory: {
    departments: string[];
    roles: Mandatory['roles'];
    fromDays: number;
    dueWithinDays: number;
  } | null;
  sessions: DemoSession[];
  /** Share of the people it applies to (or of everyone, when optional) who took it. */
  uptake: number;
}

const COURSES: readonly DemoCourse[] = [
  {
    title: 'Prevention of sexual harassment (POSH) awareness',
    description:
      'What the POSH Act 2013 asks of every one of us: what harassment is, how to raise a complaint with the Internal Committee, and how the company protects those who speak up.\n\nTake the module and its short quiz at your own pace.',
    delivery: 'self-paced',
    durationMinutes: 60,
    materials: [
      { title: 'POSH policy of the company', url: 'https://example.com/policies/posh' },
      { title: 'Awareness module (video, 40 minutes)', url: 'https://example.com/learning/posh-awareness' },
    ],
    mandatory: { departments: [], roles: [], fromDays: -75, dueWithinDays: 45 },
    sessions: [],
    uptake: 0.75,
  },
  {
    title: 'Information security essentials',
    description:
      'Passwords and two-factor sign-in, phishing mail and what to do with it, handling customer data, and reporting a lost laptop or phone.',
    delivery: 'self-paced',
    durationMinutes: 45,
    materials: [{ title: 'Security handbook', url: 'https://example.com/security/handbook' }],
    mandatory: { departments: [], roles: [], fromDays: -12, dueWithinDays: 30 },
    sessions: [],
    uptake: 0.3,
  },
  {
    title: 'Secure coding workshop',
    description:
      'A hands-on afternoon on the OWASP Top 10 in our own stack: injection, broken access control, and secrets in code. Bring a laptop.',
    delivery: 'sessions',
    durationMinutes: 180,
    materials: [{ title: 'OWASP Top 10', url: 'https://owasp.org/www-project-top-ten/' }],
    mandatory: { departments: ['ENG'], roles: [], fromDays: -40, dueWithinDays: 60 },
    sessions: [
      {
        inDays: -20,
        hours: 3,
        location: 'Bengaluru · Training room 2',
        seats: 6,
        trainer: { name: 'Kavya Menon (AppSec Guild)' },
      },
      {
        inDays: 9,
        hours: 3,
        location: 'Bengaluru · Training room 2',
        seats: 3,
        trainer: { name: 'Kavya Menon (AppSec Guild)' },
      },
    ],
    uptake: 0.9,
  },
  {
    title: 'Effective one-on-ones for managers',
    description:
      'Running regular one-on-ones: an agenda the report owns, feedback that lands, and following up on growth.',
    delivery: 'sessions',
    durationMinutes: 120,
    materials: [],
    mandatory: { departments: [], roles: ['manager'], fromDays: -5, dueWithinDays: 45 },
    sessions: [
      {
        inDays: 14,
        hours: 2,
        location: 'Online',
        link: 'https://meet.example.com/one-on-ones',
        seats: 20,
        trainer: { email: 'hr@acme.test' },
      },
    ],
    uptake: 0.4,
  },
  {
    title: 'First aid and fire safety',
    description:
      'CPR, the recovery position, burns and cuts, and what to do when the fire alarm rings. Certified trainers.',
    delivery: 'sessions',
    durationMinutes: 240,
    materials: [],
    mandatory: null,
    sessions: [
      {
        inDays: 6,
        hours: 4,
        location: 'Bengaluru · Cafeteria',
        seats: 8,
        trainer: { name: 'St John Ambulance' },
      },
    ],
    uptake: 0.2,
  },
  {
    title: 'Spreadsheet skills for analysts',
    description: 'Lookups, pivot tables and charts, at your own pace, with practice files.',
    delivery: 'self-paced',
    durationMinutes: 150,
    materials: [
      { title: 'Course notes', url: 'https://example.com/learning/spreadsheets' },
      { title: 'Practice files', url: 'https://example.com/learning/spreadsheets/practice' },
    ],
    mandatory: null,
    sessions: [],
    uptake: 0.15,
  },
];

type Status = 'enrolled' | 'waitlisted' | 'attended' | 'completed' | 'cancelled';

export async function insertTrainingCatalogue(tx: Database, companyId: string, now: Date): Promise<number> {
  const [existing] = await tx
    .select({ id: trainingCourses.id })
    .from(trainingCourses)
    .where(eq(trainingCourses.companyId, companyId))
    .limit(1);
  if (existing) return 0;
  const today = calendarDateIn(now, TIME_ZONE);
  const random = seededRandom(20_261_101);

  const people = await tx
    .select({
      id: employees.id,
      departmentId: employees.departmentId,
      joinDate: employees.joinDate,
      email: employees.workEmail,
      role: users.role,
      userId: users.id,
    })
    .from(employees)
    .leftJoin(users, eq(users.employeeId, employees.id))
    .where(and(eq(employees.companyId, companyId), ne(employees.status, 'inactive')))
    .orderBy(employees.employeeCode);
  const departmentRows = await tx
    .select({ id: departments.id, code: departments.code })
    .from(departments)
    .where(eq(departments.companyId, companyId));
  const departmentId = (code: string) => departmentRows.find((d) => d.code === code)?.id;
  const hrUser = people.find((p) => p.email === 'hr@acme.test')?.userId ?? null;
  const demoEmployee = people.find((p) => p.email === 'employee@acme.test');
  let created = 0;

  for (const course of COURSES) {
    const mandatory: Mandatory | null = course.mandatory
      ? {
          departmentIds: course.mandatory.departments
            .map(departmentId)
            .filter((id): id is string => id !== undefined),
          roles: course.mandatory.roles,
          from: addDays(today, course.mandatory.fromDays),
          dueWithinDays: course.mandatory.dueWithinDays,
        }
      : null;
    const createdAt = new Date(now.getTime() - 90 * DAY_MS);
    const [row] = await tx
      .insert(trainingCourses)
      .values({
        companyId,
        title: course.title,
        description: course.description,
        delivery: course.delivery,
        durationMinutes: course.durationMinutes,
        materials: course.materials,
        mandatory,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: trainingCourses.id });
    created += 1;
    const courseId = row!.id;

    const sessions = [];
    for (const s of course.sessions) {
      const day = addDays(today, s.inDays);
      const startsAt = new Date(`${day}T04:30:00Z`); // 10:00 in Bengaluru
      const named = s.trainer;
      const trainer = 'email' in named ? people.find((p) => p.email === named.email) : undefined;
      const [session] = await tx
        .insert(trainingSessions)
        .values({
          courseId,
          startsAt,
          endsAt: new Date(startsAt.getTime() + s.hours * HOUR_MS),
          trainerEmployeeId: trainer?.id ?? null,
          trainerName: 'name' in named ? named.name : '',
          location: s.location,
          link: s.link ?? null,
          seats: s.seats,
          createdAt,
          updatedAt: createdAt,
        })
        .returning();
      sessions.push(session!);
    }

    const applies = people.filter(
      (p) =>
        !mandatory ||
        ((mandatory.departmentIds.length === 0 || mandatory.departmentIds.includes(p.departmentId ?? '')) &&
          (mandatory.roles.length === 0 || mandatory.roles.includes(p.role ?? 'employee'))),
    );
    const takers = applies.filter((p) => p.email !== 'employee@acme.test' && random() < course.uptake);
    // employee@acme.test: POSH completed, the security course enrolled, first aid booked.
    if (demoEmployee && applies.includes(demoEmployee)) {
      if (
        course.title.startsWith('Prevention') ||
        course.title.startsWith('Information') ||
        course.title.startsWith('First aid')
      ) {
        takers.unshift(demoEmployee);
      }
    }
    const seatsLeft = new Map(sessions.map((s) => [s.id, s.seats]));
    const rows: (typeof trainingEnrolments.$inferInsert)[] = [];
    for (const [i, p] of takers.entries()) {
      const asked = new Date(now.getTime() - (60 - (i % 50)) * DAY_MS + i * 60_000);
      let sessionId: string | null = null;
      let status: Status;
      let completedAt: Date | null = null;
      let score: number | null = null;
      if (course.delivery === 'self-paced') {
        const done = p === demoEmployee ? course.title.startsWith('Prevention') : random() < 0.7;
        status = done ? 'completed' : random() < 0.1 ? 'cancelled' : 'enrolled';
        if (done) completedAt = new Date(Math.min(now.getTime() - DAY_MS, asked.getTime() + 5 * DAY_MS));
      } else {
        // The past session first, up to its seats; then the upcoming one, then its waitlist.
        const past = sessions.find((s) => s.startsAt < now && (seatsLeft.get(s.id) ?? 0) > 0);
        const next = sessions.find((s) => s.startsAt > now);
        const session = past ?? next;
        if (!session) continue;
        sessionId = session.id;
        const left = seatsLeft.get(session.id) ?? 0;
        if (session.startsAt < now) {
          seatsLeft.set(session.id, left - 1);
          const attended = random() < 0.85;
          status = attended ? 'completed' : 'attended';
          if (attended) {
            completedAt = new Date(session.endsAt.getTime() + HOUR_MS);
            score = 60 + Math.floor(random() * 41);
          }
        } else if (left > 0) {
          seatsLeft.set(session.id, left - 1);
          status = 'enrolled';
        } else {
          status = 'waitlisted';
        }
      }
      const updatedAt = completedAt ?? asked;
      rows.push({
        companyId,
        courseId,
        sessionId,
        employeeId: p.id,
        status,
        score,
        completedAt,
        assignedByUserId: course.mandatory && p !== demoEmployee && random() < 0.3 ? hrUser : null,
        createdAt: asked,
        updatedAt,
      });
    }
    if (rows.length > 0) await tx.insert(trainingEnrolments).values(rows);
  }
  return created;
}
