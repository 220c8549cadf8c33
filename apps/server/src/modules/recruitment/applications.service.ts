/**
 * Applications moving through the stages, with their notes; hr's own additions of candidates.
 *
 * Rules:
 * - Admin and hr (`recruitment:manage`) see every application and add candidates who came another
 *   way. A hiring manager sees and moves the applications of their openings; an interviewer sees
 *   those they are on a panel for. Others see nothing of it (404, as for a record that is not theirs).
 * - A candidate is one per email address; another candidate with the same phone is flagged as a
 *   possible duplicate.
 * - Moves: any stage but `hired`, which only the hire reaches (offers.service); nothing leaves
 *   `hired`. Each move locks the application, is recorded in its history, audited and sent live.
 * - A note mentions only active colleagues who see the application; they hear of it.
 */
import type { FieldIssue } from '@hrms/contracts/errors';
import {
  type Application,
  type ApplicationDetail,
  type ApplicationListResponse,
  applicationLink,
  type CreateApplicationBodySchema,
  type CreateNoteBodySchema,
  type ListApplicationsQuery,
  type MoveApplicationBody,
  type Note,
  RECRUITMENT_MODULE,
} from '@hrms/contracts/recruitment';
import { can } from '@hrms/contracts/roles';
import type { z } from 'zod';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { findPeople, userDisplayNames } from '../../people/people.repository';
import {
  type ApplicationView,
  findApplication,
  findApplicationForUpdate,
  insertApplication,
  insertNote,
  insertStageEvent,
  listApplications,
  notesOf,
  panelOf,
  samePhone,
  stageHistory,
  upsertCandidate,
} from './applications.repository';
import { findOffer } from './offers.repository';
import { findOpening, findStage, firstStageOfKind, type OpeningView } from './openings.repository';
import { ensureStages } from './openings.service';
import { applicationWrites, type Viewer } from './recruitment.repository';
import {
  applicationNotFound,
  type RecruitmentDeps,
  tellRecruitment,
  toOffer,
  viewerOf,
} from './recruitment-context';

export const RESUME_KINDS = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type ResumeKind = keyof typeof RESUME_KINDS;

const digitsOf = (phone: string | null) => (phone ? phone.replace(/\D/g, '') : null);

export class ApplicationsService {
  constructor(private readonly deps: RecruitmentDeps) {}

  /** hr adds a candidate who came another way (a referral, an agency). */
  async createApplication(
    actor: Actor,
    body: z.output<typeof CreateApplicationBodySchema>,
  ): Promise<Application> {
    requirePermission(actor, 'recruitment:manage');
    const viewer = await viewerOf(this.deps, actor);
    const opening = await findOpening(this.deps.db, viewer, body.openingId);
    if (!opening) throw validationFailed([{ field: 'body.openingId', message: 'Choose an opening' }]);
    if (opening.status === 'closed')
      throw new AppError('CONFLICT', `"${opening.title}" is closed: open it again first.`);
    await ensureStages(this.deps.db, viewer.companyId);
    const created = await withTransaction(this.deps.db, (tx) =>
      addApplication(this.deps, tx, actor, { ...body, opening, answers: {}, resume: null }),
    );
    await tellRecruitment(this.deps, { id: created.id, type: 'create' }, [opening.hiringManagerId]);
    return this.getApplicationSummary(viewer, created.id);
  }

  // ---------------------------------------------------------------- applications

  async listApplications(actor: Actor, query: ListApplicationsQuery): Promise<ApplicationListResponse> {
    const viewer = await viewerOf(this.deps, actor);
    const page = await listApplications(this.deps.db, viewer, query);
    return {
      items: await this.toApplications(viewer, page.items),
      total: page.total,
      page: query.page,
      limit: query.limit,
    };
  }

  async getApplication(actor: Actor, id: string): Promise<ApplicationDetail> {
    const { db } = this.deps;
    const viewer = await viewerOf(this.deps, actor);
    const view = await findApplication(db, viewer, id);
    if (!view) throw applicationNotFound();
    const [[summary], history, notes, offer] = await Promise.all([
      this.toApplications(viewer, [view]),
      stageHistory(db, id),
      notesOf(db, id),
      findOffer(db, id),
    ]);
    const manage = can(actor.role, 'recruitment:manage');
    const mentioned = await findPeople(
      db,
      notes.flatMap((n) => n.note.mentionIds),
    );
    return {
      ...summary!,
      answers: view.opening.questions.flatMap((q) =>
        view.application.answers[q.id] ? [{ question: q.text, answer: view.application.answers[q.id]! }] : [],
      ),
      history: history.map((h) => ({
        from: h.from,
        to: h.to,
        by: h.by ?? h.byEmail ?? null,
        at: h.at.toISOString(),
      })),
      notes: notes.map(({ note, author, authorEmail }) =>
        toNote(note, author ?? authorEmail ?? 'Someone', mentioned),
      ),
      offer: manage && offer ? toOffer(offer) : null,
      can: {
        manage,
        move: manage || view.opening.hiringManagerId === actor.employeeId,
        note: true,
      },
    };
  }

  async getApplicationSummary(viewer: Viewer, id: string): Promise<Application> {
    const view = await findApplication(this.deps.db, viewer, id);
    if (!view) throw applicationNotFound();
    return (await this.toApplications(viewer, [view]))[0]!;
  }

  async resume(actor: Actor, id: string): Promise<{ fileName: string; contentType: string; bytes: Buffer }> {
    const viewer = await viewerOf(this.deps, actor);
    const view = await findApplication(this.deps.db, viewer, id);
    if (!view) throw applicationNotFound();
    const { resumeKey, resumeName, resumeKind } = view.application;
    if (!resumeKey || !resumeKind) throw new AppError('NOT_FOUND', `${view.candidate.name} sent no résumé.`);
    return {
      fileName: resumeName ?? `resume.${resumeKind}`,
      contentType: RESUME_KINDS[resumeKind as ResumeKind] ?? 'application/octet-stream',
      bytes: await this.deps.storage.get(resumeKey),
    };
  }

  async move(actor: Actor, id: string, body: MoveApplicationBody): Promise<Application> {
    const { db, clock, audit, access } = this.deps;
    await access.require({ actor, permission: 'recruitment.application:move', ids: [id] });
    const viewer = await viewerOf(this.deps, actor);
    const view = await findApplication(db, viewer, id);
    if (!view) throw applicationNotFound();
    const target = await findStage(db, viewer.companyId, body.stageId);
    if (!target)
      throw validationFailed([{ field: 'body.stageId', message: 'Choose a stage of this pipeline' }]);
    if (target.kind === 'hired') {
      throw new AppError(
        'CONFLICT',
        `Hire ${view.candidate.name} from their accepted offer: a candidate becomes hired only with an offer.`,
      );
    }
    const moved = await withTransaction(db, async (tx) => {
      const before = await findApplicationForUpdate(tx, viewer.companyId, id);
      if (!before) throw applicationNotFound();
      if (before.hiredEmployeeId) {
        throw new AppError('CONFLICT', `${view.candidate.name} was hired: the application no longer moves.`);
      }
      if (before.stageId === target.id) {
        audit.nothingChanged();
        return false;
      }
      const now = clock.now();
      await applicationWrites.update(tx, id, {
        stageId: target.id,
        stageChangedAt: now,
        rejectionReason: target.kind === 'rejected' ? (body.reason ?? null) : null,
        updatedAt: now,
      });
      await insertStageEvent(tx, {
        applicationId: id,
        fromStageId: before.stageId,
        toStageId: target.id,
        toKind: target.kind,
        byUserId: actor.userId,
        at: now,
      });
      await audit.record(tx, actor, {
        action: 'recruitment.application.move',
        entityType: 'job_application',
        entityId: id,
        before: { stage: view.stage.name },
        after: { stage: target.name, ...(body.reason ? { reason: body.reason } : {}) },
        reason: body.reason ?? null,
      });
      return true;
    });
    if (moved) {
      await tellRecruitment(this.deps, { id, type: 'update' }, [
        view.opening.hiringManagerId,
        ...(await panelOf(db, id)),
      ]);
    }
    return this.getApplicationSummary(viewer, id);
  }

  async addNote(actor: Actor, id: string, body: z.output<typeof CreateNoteBodySchema>): Promise<Note> {
    const { db, clock, audit, notifications } = this.deps;
    const viewer = await viewerOf(this.deps, actor);
    const view = await findApplication(db, viewer, id);
    if (!view) throw applicationNotFound();
    const mentionIds = [...new Set(body.mentionIds)];
    const people = await findPeople(db, mentionIds);
    const allowed = await this.whoSees(view);
    const issues: FieldIssue[] = [];
    for (const [i, mentionId] of mentionIds.entries()) {
      const person = people.get(mentionId);
      if (!person || person.companyId !== viewer.companyId || person.status === 'inactive') {
        issues.push({ field: `body.mentionIds.${i}`, message: 'Mention an active colleague' });
      } else if (
        !allowed.has(mentionId) &&
        !(await this.deps.access.holds(mentionId, 'recruitment:manage'))
      ) {
        issues.push({ field: `body.mentionIds.${i}`, message: `${person.name} cannot see this application` });
      }
    }
    if (issues.length > 0) throw validationFailed(issues);
    const { note, notices } = await withTransaction(db, async (tx) => {
      const note = await insertNote(tx, {
        applicationId: id,
        authorUserId: actor.userId,
        body: body.body,
        mentionIds,
        createdAt: clock.now(),
      });
      await audit.record(tx, actor, {
        action: 'recruitment.application.note',
        entityType: 'job_application',
        entityId: id,
        before: null,
        after: { note: note.id, mentions: mentionIds.length },
      });
      const recipients = mentionIds.flatMap((m) => {
        const userId = people.get(m)?.userId;
        return userId && userId !== actor.userId ? [userId] : [];
      });
      const notices = recipients.length
        ? await notifications.store(tx, recipients, {
            event: 'recruitment',
            type: 'info',
            title: `You were mentioned: ${view.candidate.name}`,
            message: `A note on ${view.candidate.name} for ${view.opening.title} mentions you.`,
            module: RECRUITMENT_MODULE,
            link: applicationLink(id),
          })
        : [];
      return { note, notices };
    });
    notifications.deliver(notices);
    await tellRecruitment(this.deps, { id, type: 'update' }, [view.opening.hiringManagerId, ...mentionIds]);
    const [author] = (await userDisplayNames(db, [actor.userId])).values();
    return toNote(note, author ?? 'You', people);
  }

  /** Employee ids who see the application besides hr: its hiring manager and its panel. */
  private async whoSees(view: ApplicationView): Promise<Set<string>> {
    const ids = await panelOf(this.deps.db, view.application.id);
    if (view.opening.hiringManagerId) ids.push(view.opening.hiringManagerId);
    return new Set(ids);
  }

  private async toApplications(viewer: Viewer, views: readonly ApplicationView[]): Promise<Application[]> {
    const duplicates = await samePhone(
      this.deps.db,
      viewer.companyId,
      views.map((v) => ({ id: v.candidate.id, phoneDigits: v.candidate.phoneDigits })),
    );
    // Once hired, a candidate's email and phone are an employee's personal contacts: hr's and admin's
    // to see, not the hiring manager's or the panel's, and neither is another hired candidate's.
    const hidden = (hired: boolean) => hired && !viewer.all;
    return views.map((v) => ({
      id: v.application.id,
      opening: { id: v.opening.id, title: v.opening.title },
      candidate: {
        id: v.candidate.id,
        name: v.candidate.name,
        email: hidden(v.candidateHired) ? null : v.candidate.email,
        phone: hidden(v.candidateHired) ? null : v.candidate.phone,
        possibleDuplicates: hidden(v.candidateHired)
          ? []
          : (duplicates.get(v.candidate.id) ?? [])
              .filter((other) => !hidden(other.hired))
              .map(({ id, name, email }) => ({ id, name, email })),
      },
      stage: v.stage,
      source: v.application.source,
      hasResume: v.application.resumeKey !== null,
      appliedAt: v.application.appliedAt.toISOString(),
      stageChangedAt: v.application.stageChangedAt.toISOString(),
      rejectionReason: v.application.rejectionReason,
      offerStatus: viewer.all ? v.offerStatus : null,
      hiredEmployeeId: v.application.hiredEmployeeId,
      interviews: v.interviews,
      scorecards: v.scorecards,
    }));
  }
}

/** Adds the candidate (or finds them by address) and their application in the applied stage. */
export async function addApplication(
  deps: Pick<RecruitmentDeps, 'clock' | 'audit'>,
  tx: Database,
  actor: Actor | null,
  input: {
    /** What adding needs of the opening, from either reading of it. */
    opening: Pick<OpeningView, 'id' | 'companyId' | 'title' | 'hiringManagerId'>;
    name: string;
    email: string;
    phone: string | null;
    source: Application['source'];
    answers: Record<string, string>;
    resume: { key: string; name: string; kind: ResumeKind } | null;
  },
) {
  const { clock, audit } = deps;
  const now = clock.now();
  const companyId = input.opening.companyId;
  const applied = (await firstStageOfKind(tx, companyId, 'applied'))!;
  const candidate = await upsertCandidate(tx, {
    companyId,
    name: input.name,
    email: input.email,
    phone: input.phone,
    phoneDigits: digitsOf(input.phone),
    createdAt: now,
    updatedAt: now,
  });
  const application = await insertApplication(tx, {
    openingId: input.opening.id,
    candidateId: candidate.id,
    stageId: applied.id,
    source: input.source,
    answers: input.answers,
    resumeKey: input.resume?.key ?? null,
    resumeName: input.resume?.name ?? null,
    resumeKind: input.resume?.kind ?? null,
    appliedAt: now,
    stageChangedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  if (!application) {
    throw new AppError(
      'CONFLICT',
      actor
        ? `${candidate.name} (${candidate.email}) has already applied for "${input.opening.title}".`
        : 'You have already applied for this role with this email address.',
    );
  }
  await insertStageEvent(tx, {
    applicationId: application.id,
    toStageId: applied.id,
    toKind: 'applied',
    byUserId: actor?.userId ?? null,
    at: now,
  });
  await audit.record(tx, actor ?? { userId: null, sessionId: null }, {
    action: 'recruitment.application.create',
    entityType: 'job_application',
    entityId: application.id,
    before: null,
    after: {
      opening: input.opening.title,
      candidate: candidate.name,
      email: candidate.email,
      source: input.source,
    },
  });
  return application;
}

/** The hiring manager hears of a new application (stored in its transaction, delivered after). */
export async function tellHiringManager(
  deps: Pick<RecruitmentDeps, 'notifications'>,
  tx: Database,
  opening: Pick<OpeningView, 'title' | 'hiringManagerId'>,
  name: string,
  applicationId: string,
) {
  if (!opening.hiringManagerId) return [];
  const manager = (await findPeople(tx, [opening.hiringManagerId])).get(opening.hiringManagerId);
  if (!manager?.userId) return [];
  return deps.notifications.store(tx, [manager.userId], {
    event: 'recruitment',
    type: 'info',
    title: `New application: ${opening.title}`,
    message: `${name} applied for ${opening.title}.`,
    module: RECRUITMENT_MODULE,
    link: applicationLink(applicationId),
  });
}

function toNote(
  note: { id: string; body: string; mentionIds: string[]; createdAt: Date },
  author: string,
  people: Map<string, { name: string }>,
): Note {
  return {
    id: note.id,
    author,
    body: note.body,
    mentions: note.mentionIds.flatMap((id) => (people.has(id) ? [{ id, name: people.get(id)!.name }] : [])),
    createdAt: note.createdAt.toISOString(),
  };
}
