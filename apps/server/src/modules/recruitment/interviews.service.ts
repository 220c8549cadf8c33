/**
 * Interviews of an application and the scorecard each interviewer fills in.
 *
 * Rules:
 * - Admin and hr schedule, move and cancel interviews; each interviewer is an active colleague and
 *   hears of it in the product and by mail with an `.ics` invitation (a cancellation sends the
 *   calendar's CANCEL).
 * - Every interviewer fills in their own card once: a rating of 1 to 5 for each of the opening's
 *   criteria and a recommendation. Until they have, the cards other interviewers submitted are
 *   hidden from them; admin, hr and the hiring manager see every card that is in.
 */
import {
  applicationLink,
  type Interview,
  type InterviewListResponse,
  type ListInterviewsQuery,
  RECRUITMENT_MODULE,
  type ScheduleInterviewBodySchema,
  type SubmitScorecardBodySchema,
  type UpdateInterviewBody,
} from '@hrms/contracts/recruitment';
import { can } from '@hrms/contracts/roles';
import type { z } from 'zod';
import { withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { toInvitation } from '../../lib/icalendar';
import { findCompany } from '../../people/people.repository';
import type { Notice } from '../notifications/notifications.service';
import { findApplication } from './applications.repository';
import {
  type Contact,
  contactsOf,
  findInterviewForUpdate,
  type InterviewView,
  insertPanel,
  listInterviews,
  submitCard,
} from './interviews.repository';
import { type InterviewRow, interviewWrites, type Viewer } from './recruitment.repository';
import { applicationNotFound, type RecruitmentDeps, tellRecruitment, viewerOf } from './recruitment-context';

const NO_ONE = '00000000-0000-0000-0000-000000000000';
const interviewNotFound = () => new AppError('NOT_FOUND', 'Interview not found.');

export class InterviewsService {
  constructor(private readonly deps: RecruitmentDeps) {}

  async list(actor: Actor, query: ListInterviewsQuery): Promise<InterviewListResponse> {
    const { db, clock } = this.deps;
    const viewer = await viewerOf(this.deps, actor);
    const page = await listInterviews(db, viewer, {
      // An account with no employee record is on no panel.
      mineOf: query.mine ? (actor.employeeId ?? NO_ONE) : undefined,
      applicationId: query.applicationId,
      upcomingFrom: query.upcoming ? clock.now() : undefined,
      page: query.page,
      limit: query.limit,
    });
    return {
      items: page.items.map((v) => toInterview(v, actor)),
      total: page.total,
      page: query.page,
      limit: query.limit,
    };
  }

  async schedule(
    actor: Actor,
    applicationId: string,
    body: z.output<typeof ScheduleInterviewBodySchema>,
  ): Promise<Interview> {
    requirePermission(actor, 'recruitment:manage');
    const { db, clock, audit, notifications } = this.deps;
    const viewer = await viewerOf(this.deps, actor);
    const view = await findApplication(db, viewer, applicationId);
    if (!view) throw applicationNotFound();
    if (view.stage.kind === 'hired' || view.stage.kind === 'rejected') {
      throw new AppError(
        'CONFLICT',
        `${view.candidate.name} is ${view.stage.kind}: interviews are for candidates still in the running.`,
      );
    }
    const panel = await this.checkPanel(viewer, body.interviewerIds);
    // Where the time was chosen; an interview scheduled without one happens in the company's zone.
    const timeZone = body.timeZone ?? (await findCompany(db, actor.employeeId))?.timeZone ?? 'Asia/Kolkata';
    const { interview, notices } = await withTransaction(db, async (tx) => {
      const now = clock.now();
      const interview = await interviewWrites.insert(tx, {
        applicationId,
        startsAt: new Date(body.startsAt),
        durationMinutes: body.durationMinutes,
        location: body.location,
        timeZone,
        createdByUserId: actor.userId,
        createdAt: now,
        updatedAt: now,
      });
      await insertPanel(tx, interview.id, body.interviewerIds);
      await audit.record(tx, actor, {
        action: 'recruitment.interview.schedule',
        entityType: 'job_interview',
        entityId: interview.id,
        before: null,
        after: {
          applicationId,
          startsAt: body.startsAt,
          durationMinutes: body.durationMinutes,
          location: body.location,
          timeZone,
          interviewerIds: body.interviewerIds,
        },
      });
      const recipients = [...panel.values()].flatMap((p) =>
        p.userId && p.userId !== actor.userId ? [p.userId] : [],
      );
      const notices: Notice[] = recipients.length
        ? await notifications.store(tx, recipients, {
            event: 'recruitment',
            type: 'info',
            title: `Interview: ${view.candidate.name}`,
            message: `You are on the panel interviewing ${view.candidate.name} for ${view.opening.title}.`,
            module: RECRUITMENT_MODULE,
            link: applicationLink(applicationId),
          })
        : [];
      return { interview, notices };
    });
    notifications.deliver(notices);
    await this.mailPanel(actor, interview, view.candidate.name, view.opening.title, [...panel.values()]);
    await tellRecruitment(this.deps, { id: applicationId, type: 'update' }, [
      view.opening.hiringManagerId,
      ...body.interviewerIds,
    ]);
    return this.one(actor, viewer, applicationId, interview.id);
  }

  async update(actor: Actor, id: string, body: UpdateInterviewBody): Promise<Interview> {
    requirePermission(actor, 'recruitment:manage');
    const { db, clock, audit } = this.deps;
    const viewer = await viewerOf(this.deps, actor);
    const { before, after } = await withTransaction(db, async (tx) => {
      const before = await findInterviewForUpdate(tx, viewer.companyId, id);
      if (!before) throw interviewNotFound();
      if (before.status === 'cancelled')
        throw new AppError('CONFLICT', 'This interview was cancelled; schedule a new one.');
      const after = await interviewWrites.update(tx, id, {
        startsAt: body.startsAt ? new Date(body.startsAt) : undefined,
        durationMinutes: body.durationMinutes,
        location: body.location,
        timeZone: body.timeZone,
        status: body.status,
        sequence: before.sequence + 1,
        updatedAt: clock.now(),
      });
      const cancelled = body.status === 'cancelled';
      await audit.record(tx, actor, {
        action: cancelled ? 'recruitment.interview.cancel' : 'recruitment.interview.update',
        entityType: 'job_interview',
        entityId: id,
        before: {
          startsAt: before.startsAt.toISOString(),
          durationMinutes: before.durationMinutes,
          location: before.location,
          timeZone: before.timeZone,
          status: before.status,
        },
        after: {
          startsAt: after.startsAt.toISOString(),
          durationMinutes: after.durationMinutes,
          location: after.location,
          timeZone: after.timeZone,
          status: after.status,
        },
      });
      return { before, after };
    });
    const [view] = (
      await listInterviews(db, viewer, { page: 1, limit: 1, applicationId: before.applicationId, only: id })
    ).items;
    if (view) {
      const panel = await contactsOf(
        db,
        view.cards.map((c) => c.interviewerId),
      );
      await this.mailPanel(actor, after, view.candidate, view.opening, [...panel.values()]);
      await tellRecruitment(this.deps, { id: before.applicationId, type: 'update' }, [
        view.hiringManagerId,
        ...panel.keys(),
      ]);
    }
    return this.one(actor, viewer, before.applicationId, id);
  }

  async submitScorecard(
    actor: Actor,
    id: string,
    body: z.output<typeof SubmitScorecardBodySchema>,
  ): Promise<Interview> {
    const { db, clock, audit } = this.deps;
    const viewer = await viewerOf(this.deps, actor);
    if (!actor.employeeId) throw interviewNotFound();
    const interviewerId = actor.employeeId;
    const view = await this.visible(viewer, id);
    const mine = view.cards.find((c) => c.interviewerId === interviewerId);
    if (!mine) throw new AppError('FORBIDDEN', 'Only an interviewer on this panel fills in a scorecard.');
    if (view.interview.status === 'cancelled')
      throw new AppError('CONFLICT', 'This interview was cancelled.');
    if (mine.submittedAt)
      throw new AppError('CONFLICT', 'You have already submitted your scorecard for this interview.');
    const rated = new Map(body.ratings.map((r) => [r.criterion, r.rating]));
    const missing = view.criteria.filter((c) => !rated.has(c));
    const unknown = body.ratings.filter((r) => !view.criteria.includes(r.criterion));
    if (missing.length > 0 || unknown.length > 0 || rated.size !== body.ratings.length) {
      throw validationFailed([
        {
          field: 'body.ratings',
          message:
            missing.length > 0
              ? `Rate ${missing.join(', ')}`
              : `Rate each of ${view.criteria.join(', ')} once`,
        },
      ]);
    }
    await withTransaction(db, async (tx) => {
      const card = await submitCard(tx, id, interviewerId, {
        ratings: view.criteria.map((criterion) => ({ criterion, rating: rated.get(criterion)! })),
        recommendation: body.recommendation,
        comments: body.comments,
        submittedAt: clock.now(),
      });
      if (!card)
        throw new AppError('CONFLICT', 'You have already submitted your scorecard for this interview.');
      await audit.record(tx, actor, {
        action: 'recruitment.scorecard.submit',
        entityType: 'job_interview',
        entityId: id,
        before: null,
        after: { interviewer: interviewerId, recommendation: body.recommendation },
      });
    });
    await tellRecruitment(this.deps, { id: view.interview.applicationId, type: 'update' }, [
      view.hiringManagerId,
      ...view.cards.map((c) => c.interviewerId),
    ]);
    return this.one(actor, viewer, view.interview.applicationId, id);
  }

  private async visible(viewer: Viewer, id: string) {
    const found = await listInterviews(this.deps.db, viewer, { page: 1, limit: 1, only: id });
    const view = found.items[0];
    if (!view) throw interviewNotFound();
    return view;
  }

  private async one(actor: Actor, viewer: Viewer, applicationId: string, id: string): Promise<Interview> {
    const found = await listInterviews(this.deps.db, viewer, { page: 1, limit: 1, applicationId, only: id });
    if (!found.items[0]) throw interviewNotFound();
    return toInterview(found.items[0], actor);
  }

  private async checkPanel(viewer: Viewer, ids: readonly string[]): Promise<Map<string, Contact>> {
    const panel = await contactsOf(this.deps.db, ids);
    const issues = ids.flatMap((id, i) => {
      const p = panel.get(id);
      return !p || p.companyId !== viewer.companyId || p.status === 'inactive'
        ? [{ field: `body.interviewerIds.${i}`, message: 'Choose active colleagues as interviewers' }]
        : [];
    });
    if (issues.length > 0) throw validationFailed(issues);
    return panel;
  }

  /** Each interviewer gets the invitation by mail; a mail server down does not undo the interview. */
  private async mailPanel(
    actor: Actor,
    interview: InterviewRow,
    candidate: string,
    opening: string,
    panel: Contact[],
  ) {
    const { db, mailer, log } = this.deps;
    const company = await findCompany(db, actor.employeeId);
    const cancelled = interview.status === 'cancelled';
    const end = new Date(interview.startsAt.getTime() + interview.durationMinutes * 60_000);
    const ics = toInvitation({
      uid: `interview-${interview.id}@hrms`,
      sequence: interview.sequence,
      start: interview.startsAt,
      end,
      summary: `Interview: ${candidate} for ${opening}`,
      description: `Interview of ${candidate} for ${opening}. Fill in your scorecard in the product after the interview.`,
      location: interview.location,
      organizer: { name: company?.name ?? 'HR', email: panel[0]?.email ?? 'hr@localhost' },
      attendees: panel.map(({ name, email }) => ({ name, email })),
      stamp: this.deps.clock.now(),
      cancelled,
    });
    await Promise.all(
      panel.map(async (p) => {
        // The time where the interview happens, with its zone's name when that is not the reader's.
        const when = new Intl.DateTimeFormat('en-IN', {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZone: interview.timeZone,
          ...(sameZone(interview.timeZone, p.timeZone, interview.startsAt) ? {} : { timeZoneName: 'short' }),
        }).format(interview.startsAt);
        try {
          await mailer.send({
            to: p.email,
            subject: `${cancelled ? 'Cancelled: ' : ''}Interview: ${candidate} for ${opening}`,
            text: cancelled
              ? `Hello ${p.name},\n\nThe interview of ${candidate} for ${opening} on ${when} is cancelled.\n`
              : `Hello ${p.name},\n\nYou are on the panel interviewing ${candidate} for ${opening}.\n\nWhen: ${when} (${interview.durationMinutes} minutes)\nWhere: ${interview.location}\n\nThe invitation is attached for your calendar. After the interview, fill in your scorecard under Recruitment.\n`,
            attachments: [
              {
                filename: 'invite.ics',
                content: Buffer.from(ics),
                contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
              },
            ],
          });
        } catch (error) {
          log.warn({ err: error, interviewId: interview.id }, 'interview invitation not sent');
        }
      }),
    );
  }
}

/** The caller sees another interviewer's card once theirs is in; hr and the hiring manager always. */
function toInterview(v: InterviewView, actor: Actor): Interview {
  const mine = v.cards.find((c) => c.interviewerId === actor.employeeId);
  const seesAll =
    can(actor.role, 'recruitment:manage') ||
    (v.hiringManagerId !== null && v.hiringManagerId === actor.employeeId && !mine);
  const open = seesAll || !!mine?.submittedAt;
  return {
    id: v.interview.id,
    applicationId: v.interview.applicationId,
    candidate: v.candidate,
    opening: v.opening,
    startsAt: v.interview.startsAt.toISOString(),
    durationMinutes: v.interview.durationMinutes,
    location: v.interview.location,
    timeZone: v.interview.timeZone,
    status: v.interview.status,
    criteria: v.criteria,
    scorecards: v.cards.map((c) => {
      const shown = c.submittedAt !== null && (open || c.interviewerId === actor.employeeId);
      return {
        interviewer: { id: c.interviewerId, name: c.name },
        submittedAt: c.submittedAt?.toISOString() ?? null,
        ratings: shown ? c.ratings : null,
        recommendation: shown ? c.recommendation : null,
        comments: shown ? c.comments : null,
        hidden: c.submittedAt !== null && !shown,
      };
    }),
    awaitingMyScorecard: !!mine && !mine.submittedAt && v.interview.status === 'scheduled',
  };
}

/** Whether two zones read the same clock at this instant (Asia/Calcutta and Asia/Kolkata do). */
function sameZone(a: string, b: string, at: Date): boolean {
  if (a === b) return true;
  const read = (timeZone: string) =>
    new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' }).format(at);
  return read(a) === read(b);
}
