/**
 * Training: courses, the sessions a taught course runs in, and who is enrolled in what.
 *
 * The database holds the rules that must survive concurrent requests: one live enrolment per
 * person and course (a partial unique index), and a session's seats (enrolling locks the session row
 * and counts in the same transaction).
 */
import { ENROLMENT_STATUSES, type Mandatory, type Material } from '@hrms/contracts/training';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, instant, timestamps } from './columns';
import { companies, employees } from './organization';
import { users } from './users';

export const courseDelivery = pgEnum('training_course_delivery', ['self-paced', 'sessions']);
export const courseStatus = pgEnum('training_course_status', ['active', 'archived']);
export const enrolmentStatus = pgEnum('training_enrolment_status', ENROLMENT_STATUSES);

export const trainingCourses = pgTable(
  'training_courses',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Markdown as written; the web renders it sanitised. */
    description: text('description').notNull().default(''),
    delivery: courseDelivery('delivery').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    materials: jsonb('materials').$type<Material[]>().notNull().default([]),
    /** Who must complete it and by when; null when it is optional. */
    mandatory: jsonb('mandatory').$type<Mandatory>(),
    status: courseStatus('status').notNull().default('active'),
    ...timestamps(),
  },
  (t) => [
    index('training_courses_company_idx').on(t.companyId, t.status, t.title),
    check('training_courses_duration_check', sql`${t.durationMinutes} > 0`),
  ],
);

export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: id(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => trainingCourses.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    trainerEmployeeId: uuid('trainer_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    trainerName: text('trainer_name').notNull().default(''),
    location: text('location').notNull().default(''),
    /** The IANA zone the session happens in: its time is shown there, labelled when not the viewer's. */
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    link: text('link'),
    seats: integer('seats').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('training_sessions_course_idx').on(t.courseId, t.startsAt),
    index('training_sessions_trainer_idx').on(t.trainerEmployeeId),
    check('training_sessions_seats_check', sql`${t.seats} > 0`),
    check('training_sessions_times_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const trainingEnrolments = pgTable(
  'training_enrolments',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => trainingCourses.id, { onDelete: 'restrict' }),
    sessionId: uuid('session_id').references(() => trainingSessions.id, { onDelete: 'set null' }),
    // A person with training records is not deleted (their record keeps its history); a company
    // taken away takes them with it through company_id.
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'no action' }),
    status: enrolmentStatus('status').notNull(),
    score: integer('score'),
    completedAt: instant('completed_at'),
    /** Who enrolled them, when not themselves. */
    assignedByUserId: uuid('assigned_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    // One live enrolment per person and course: a second request at once fails here, not twice.
    uniqueIndex('training_enrolments_live_key')
      .on(t.courseId, t.employeeId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('training_enrolments_session_idx').on(t.sessionId, t.status, t.createdAt),
    index('training_enrolments_employee_idx').on(t.employeeId, t.status),
    index('training_enrolments_company_idx').on(t.companyId, t.createdAt),
    check('training_enrolments_score_check', sql`${t.score} between 0 and 100`),
    check(
      'training_enrolments_completed_check',
      sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`,
    ),
  ],
);
