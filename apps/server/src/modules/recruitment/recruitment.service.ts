/**
 * Recruitment: the pipeline of stages, job openings, the careers page and its application form,
 * and applications moving through the stages with their notes.
 *
 * Rules:
 * - Admin and hr (`recruitment:manage`) keep the stages and the openings and see every application.
 *   A hiring manager sees and moves the applications of their openings; an interviewer sees those
 *   they are on a panel for. Others see nothing of it (404, as for a record that is not theirs).
 * - The careers page lists open roles to anyone. An application needs a résumé that is really a PDF
 *   or a Word document; a role that is not open refuses it; one address applies once per role (a
 *   unique index holds it); a filled honeypot is thanked and dropped; an address sends at most
 *   `applicationsPerMinute` a minute.
 * - A candidate is one per email address; another candidate with the same phone is flagged as a
 *   possible duplicate.
 * - Moves: any stage but `hired`, which only the hire reaches (offers.service); nothing leaves
 *   `hired`. Each move locks the application, is recorded in its history, audited and sent live.
 */
import type { FieldIssue } from '@hrms/contracts/errors';
import {
  type Application,
  type ApplicationDetail,
  type ApplicationListResponse,
  ApplyFieldsSchema,
  applicationLink,
  type CreateApplicationBodySchema,
  type CreateNoteBodySchema,
  type CreateOpeningBodySchema,
  type ListApplicationsQuery,
  type ListOpeningsQuery,
  type MoveApplicationBody,
  type Note,
  type Opening,
  type OpeningListResponse,
  type OpeningQuestion,
  type PublicOpening,
  type PublicOpeningListResponse,
  type QuestionInput,
  RECRUITMENT_LIMITS,
  RECRUITMENT_MODULE,
  type ReplaceStagesBody,
  type StageKind,
  type StageListResponse,
  type UpdateOpeningBody,
} from '@hrms/contracts/recruitment';
import { can } from '@hrms/contracts/roles';
import type { z } from 'zod';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, fieldIssuesOf, validationFailed } from '../../lib/app-error';
import { cleanFileName } from '../../lib/file-name';
import { detectFileKind } from '../../lib/file-type';
import type { ReceiveUpload } from '../../lib/multipart-upload';
import { companyIdOf } from '../../people/actor-company';
import { findCompany, findPeople, userDisplayNames } from '../../people/people.repository';
import {
  type ApplicationView,
  applicationWrites,
  findApplication,
  findApplicationForUpdate,
  findOffer,
  findOpening,
  findOpeningForUpdate,
  findStage,
  firstStageOfKind,
  insertApplication,
  insertNote,
  insertStageEvent,
  insertStages,
  listApplications,
  listOpenings,
  listStages,
  lockCompany,
  lockStages,
  notesOf,
  type OfferRow,
  type OpeningView,
  openingHasApplications,
  openingWrites,
  openOpenings,
  type PublicOpeningRow,
  panelOf,
  samePhone,
  stageHistory,
  stageInUse,
  stageWrites,
  takesPartInHiring,
  upsertCandidate,
  type Viewer,
} from './recruitment.repository';
import { applicationNotFound, type RecruitmentDeps, tellRecruitment, viewerOf } from './recruitment-context';

const DEFAULT_STAGES: readonly { name: string; kind: StageKind }[] = [
  { name: 'Applied', kind: 'applied' },
  { name: 'Screening', kind: 'screening' },
  { name: 'Interview', kind: 'interview' },
  { name: 'Offer', kind: 'offer' },
  { name: 'Hired', kind: 'hired' },
  { name: 'Rejected', kind: 'rejected' },
];

const RESUME_KINDS = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
type ResumeKind = keyof typeof RESUME_KINDS;

const openingNotFound = () => new AppError('NOT_FOUND', 'Opening not found.');
const digitsOf = (phone: string | null) => (phone ? phone.replace(/\D/g, '') : null);

export class RecruitmentService {
  constructor(private readonly deps: RecruitmentDeps) {}

  /**
   * Whether the person is a hiring manager of an opening or on an interview's panel: whom the menu
   * shows Recruitment beyond admin and hr. No permission asked: it says only what the caller checked.
   */
  takesPartInHiring(employeeId: string): Promise<boolean> {
    return takesPartInHiring(this.deps.db, employeeId);
  }

  // ---------------------------------------------------------------- stages

  async listStages(actor: Actor): Promise<StageListResponse> {
    const companyId = await companyIdOf(this.deps.db, actor);
    let rows = await listStages(this.deps.db, companyId);
    if (rows.length === 0) {
      await this.ensureStages(companyId);
      rows = await listStages(this.deps.db, companyId);
    }
    return {
      items: rows.map(({ id, name, kind, position, applications }) => ({
        id,
        name,
        kind,
        position,
        applications,
      })),
    };
  }

  /** The six stages every company starts with, made the first time its pipeline is read. */
  async ensureStages(companyId: string): Promise<void> {
    const { db } = this.deps;
    if ((await listStages(db, companyId)).length > 0) return;
    await withTransaction(db, async (tx) => {
      await lockCompany(tx, companyId);
      if ((await lockStages(tx, companyId)).length > 0) return;
      await insertStages(
        tx,
        DEFAULT_STAGES.map((s, position) => ({ companyId, ...s, position })),
      );
    });
  }

  async replaceStages(actor: Actor, body: ReplaceStagesBody): Promise<StageListResponse> {
    requirePermission(actor, 'recruitment:manage');
    const { db, clock, audit } = this.deps;
    const companyId = await companyIdOf(db, actor);
    await this.ensureStages(companyId);
    await withTransaction(db, async (tx) => {
      const before = await lockStages(tx, companyId);
      const known = new Map(before.map((s) => [s.id, s]));
      const issues: FieldIssue[] = [];
      body.stages.forEach((s, i) => {
        if (s.id && !known.has(s.id))
          issues.push({ field: `body.stages.${i}.id`, message: 'Not a stage of this pipeline' });
        const was = s.id ? known.get(s.id) : undefined;
        if (was && was.kind !== s.kind) {
          issues.push({
            field: `body.stages.${i}.kind`,
            message: 'A stage keeps its kind: add a new stage instead',
          });
        }
      });
      if (issues.length > 0) throw validationFailed(issues);
      const kept = new Set(body.stages.flatMap((s) => (s.id ? [s.id] : [])));
      const now = clock.now();
      for (const gone of before.filter((s) => !kept.has(s.id))) {
        if (await stageInUse(tx, gone.id)) {
          throw new AppError(
            'CONFLICT',
            `"${gone.name}" has applications in it: move them before removing the stage.`,
          );
        }
        await stageWrites.remove(tx, gone.id);
      }
      // Positions move out of the way first: no two stages share one even for a moment.
      for (const [position, s] of body.stages.entries()) {
        if (s.id)
          await stageWrites.update(tx, s.id, { name: s.name, position: position + 1000, updatedAt: now });
        else
          await stageWrites.insert(tx, { companyId, name: s.name, kind: s.kind, position: position + 1000 });
      }
      const after = await lockStages(tx, companyId);
      for (const s of after) await stageWrites.update(tx, s.id, { position: s.position - 1000 });
      await audit.record(tx, actor, {
        action: 'recruitment.stages.update',
        entityType: 'recruitment_stage',
        entityId: companyId,
        before: before.map(({ name, kind }) => ({ name, kind })),
        after: body.stages.map(({ name, kind }) => ({ name, kind })),
      });
    });
    await tellRecruitment(this.deps, { id: companyId, type: 'update' }, []);
    return this.listStages(actor);
  }

  // ---------------------------------------------------------------- openings

  async listOpenings(actor: Actor, query: ListOpeningsQuery): Promise<OpeningListResponse> {
    const viewer = await viewerOf(this.deps.db, actor);
    const page = await listOpenings(this.deps.db, viewer, query);
    return { ...page, items: page.items.map(toOpening), page: query.page, limit: query.limit };
  }

  async getOpening(actor: Actor, id: string): Promise<Opening> {
    const viewer = await viewerOf(this.deps.db, actor);
    const found = await findOpening(this.deps.db, viewer, id);
    if (!found) throw openingNotFound();
    return toOpening(found);
  }

  async createOpening(actor: Actor, body: z.output<typeof CreateOpeningBodySchema>): Promise<Opening> {
    requirePermission(actor, 'recruitment:manage');
    const { db, clock, audit } = this.deps;
    const companyId = await companyIdOf(db, actor);
    await this.checkRefs(companyId, body);
    const now = clock.now();
    const row = await withTransaction(db, async (tx) => {
      const created = await openingWrites.insert(tx, {
        companyId,
        title: body.title,
        departmentId: body.departmentId,
        officeId: body.officeId,
        designationId: body.designationId,
        hiringManagerId: body.hiringManagerId,
        positions: body.positions,
        description: body.description,
        status: body.status,
        questions: withIds(body.questions, []),
        criteria: body.criteria,
        openedAt: body.status === 'open' ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      await audit.record(tx, actor, {
        action: 'recruitment.opening.create',
        entityType: 'job_opening',
        entityId: created.id,
        before: null,
        after: openingSnapshot(created),
      });
      return created;
    });
    await tellRecruitment(this.deps, { id: row.id, type: 'create' }, [row.hiringManagerId]);
    return this.getOpening(actor, row.id);
  }

  async updateOpening(actor: Actor, id: string, body: UpdateOpeningBody): Promise<Opening> {
    requirePermission(actor, 'recruitment:manage');
    const { db, clock, audit } = this.deps;
    const companyId = await companyIdOf(db, actor);
    await this.checkRefs(companyId, body);
    const now = clock.now();
    const { before, after } = await withTransaction(db, async (tx) => {
      const before = await findOpeningForUpdate(tx, companyId, id);
      if (!before) throw openingNotFound();
      const after = await openingWrites.update(tx, id, {
        ...body,
        questions: body.questions ? withIds(body.questions, before.questions) : undefined,
        openedAt: body.status === 'open' && !before.openedAt ? now : undefined,
        updatedAt: now,
      });
      await audit.record(tx, actor, {
        action: 'recruitment.opening.update',
        entityType: 'job_opening',
        entityId: id,
        before: openingSnapshot(before),
        after: openingSnapshot(after),
      });
      return { before, after };
    });
    await tellRecruitment(this.deps, { id, type: 'update' }, [before.hiringManagerId, after.hiringManagerId]);
    return this.getOpening(actor, id);
  }

  async deleteOpening(actor: Actor, id: string): Promise<{ ok: true; message: string }> {
    requirePermission(actor, 'recruitment:manage');
    const { db, audit } = this.deps;
    const companyId = await companyIdOf(db, actor);
    const before = await withTransaction(db, async (tx) => {
      const before = await findOpeningForUpdate(tx, companyId, id);
      if (!before) throw openingNotFound();
      if (await openingHasApplications(tx, id)) {
        throw new AppError(
          'CONFLICT',
          `"${before.title}" has applications: close it instead, so their history stays.`,
        );
      }
      await openingWrites.remove(tx, id);
      await audit.record(tx, actor, {
        action: 'recruitment.opening.delete',
        entityType: 'job_opening',
        entityId: id,
        before: openingSnapshot(before),
        after: null,
      });
      return before;
    });
    await tellRecruitment(this.deps, { id, type: 'delete' }, [before.hiringManagerId]);
    return { ok: true, message: `"${before.title}" was deleted.` };
  }

  private async checkRefs(
    companyId: string,
    body: {
      departmentId?: string | null;
      officeId?: string | null;
      designationId?: string | null;
      hiringManagerId?: string | null;
    },
  ): Promise<void> {
    if (!body.hiringManagerId) return;
    const people = await findPeople(this.deps.db, [body.hiringManagerId]);
    const manager = people.get(body.hiringManagerId);
    if (!manager || manager.companyId !== companyId || manager.status === 'inactive') {
      throw validationFailed([
        { field: 'body.hiringManagerId', message: 'Choose an active colleague as hiring manager' },
      ]);
    }
  }

  // ---------------------------------------------------------------- the careers page

  async publicOpenings(): Promise<PublicOpeningListResponse> {
    return { items: (await openOpenings(this.deps.db)).map(toPublicOpening) };
  }

  async publicOpening(id: string): Promise<PublicOpening> {
    const [found] = await openOpenings(this.deps.db, id);
    if (!found) throw new AppError('NOT_FOUND', 'This role is not open for applications.');
    return toPublicOpening(found);
  }

  /** A visitor's application from the careers page; `ip` counts their submissions. */
  async apply(openingId: string, ip: string, receive: ReceiveUpload): Promise<{ ok: true; message: string }> {
    const { db, clock, attempts, storage, notifications } = this.deps;
    const now = clock.now();
    const windowMs = 60_000;
    const seen = await attempts.hit(`careers:${ip}`, now.getTime(), windowMs);
    if (seen > RECRUITMENT_LIMITS.applicationsPerMinute) {
      throw new AppError(
        'RATE_LIMITED',
        'Too many applications from this address. Please wait a minute and try again.',
      ).retryAfter(windowMs - (now.getTime() % windowMs));
    }
    const { fields, file } = await receive(RECRUITMENT_LIMITS.maxResumeBytes);
    const thanks = { ok: true as const, message: 'Thank you for applying. We will be in touch by email.' };
    // Robots fill every field; people never see this one.
    if (fields.website) {
      this.deps.audit.nothingChanged();
      return thanks;
    }

    const [opening] = await openOpenings(db, openingId);
    if (!opening) {
      throw new AppError('CONFLICT', 'This role is no longer open for applications.');
    }
    let answersJson: unknown = {};
    try {
      answersJson = fields.answers ? JSON.parse(fields.answers) : {};
    } catch {
      throw validationFailed([{ field: 'body.answers', message: 'Answers must be sent as JSON' }]);
    }
    const parsed = ApplyFieldsSchema.safeParse({ ...fields, answers: answersJson });
    const issues: FieldIssue[] = parsed.success ? [] : fieldIssuesOf(parsed.error);
    const answers = parsed.success ? parsed.data.answers : {};
    for (const q of opening.questions) {
      if (q.required && !answers[q.id]?.trim())
        issues.push({ field: `body.answers.${q.id}`, message: 'Answer this question' });
    }
    if (!file || file.bytes.length === 0)
      issues.push({ field: 'body.resume', message: 'Attach your résumé' });
    if (issues.length > 0 || !parsed.success || !file) throw validationFailed(issues);
    const kind = detectFileKind(file.bytes);
    if (kind !== 'pdf' && kind !== 'docx') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Attach your résumé as a PDF or a Word (.docx) document.');
    }
    const known = new Set(opening.questions.map((q) => q.id));
    const kept = Object.fromEntries(Object.entries(answers).filter(([id, text]) => known.has(id) && text));

    await this.ensureStages(opening.companyId);
    const resumeKey = await storage.put('resume', file.bytes);
    try {
      const { created, notices } = await withTransaction(db, async (tx) => {
        const application = await this.addApplication(tx, null, {
          opening,
          name: parsed.data.name,
          email: parsed.data.email,
          phone: parsed.data.phone,
          source: 'careers',
          answers: kept,
          resume: { key: resumeKey, name: cleanFileName(file.fileName, `resume.${kind}`), kind },
        });
        const notices = await this.tellHiringManager(tx, opening, parsed.data.name, application.id);
        return { created: application, notices };
      });
      notifications.deliver(notices);
      await tellRecruitment(this.deps, { id: created.id, type: 'create' }, [opening.hiringManagerId]);
      return thanks;
    } catch (error) {
      await storage.delete(resumeKey).catch(() => undefined);
      throw error;
    }
  }

  /** hr adds a candidate who came another way (a referral, an agency). */
  async createApplication(
    actor: Actor,
    body: z.output<typeof CreateApplicationBodySchema>,
  ): Promise<Application> {
    requirePermission(actor, 'recruitment:manage');
    const viewer = await viewerOf(this.deps.db, actor);
    const opening = await findOpening(this.deps.db, viewer, body.openingId);
    if (!opening) throw validationFailed([{ field: 'body.openingId', message: 'Choose an opening' }]);
    if (opening.status === 'closed')
      throw new AppError('CONFLICT', `"${opening.title}" is closed: open it again first.`);
    await this.ensureStages(viewer.companyId);
    const created = await withTransaction(this.deps.db, (tx) =>
      this.addApplication(tx, actor, { ...body, opening, answers: {}, resume: null }),
    );
    await tellRecruitment(this.deps, { id: created.id, type: 'create' }, [opening.hiringManagerId]);
    return this.getApplicationSummary(viewer, created.id);
  }

  private async addApplication(
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
    const { clock, audit } = this.deps;
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
  private async tellHiringManager(
    tx: Database,
    opening: Pick<OpeningView, 'title' | 'hiringManagerId'>,
    name: string,
    applicationId: string,
  ) {
    if (!opening.hiringManagerId) return [];
    const manager = (await findPeople(tx, [opening.hiringManagerId])).get(opening.hiringManagerId);
    if (!manager?.userId) return [];
    return this.deps.notifications.store(tx, [manager.userId], {
      event: 'recruitment',
      type: 'info',
      title: `New application: ${opening.title}`,
      message: `${name} applied for ${opening.title}.`,
      module: RECRUITMENT_MODULE,
      link: applicationLink(applicationId),
    });
  }

  // ---------------------------------------------------------------- applications

  async listApplications(actor: Actor, query: ListApplicationsQuery): Promise<ApplicationListResponse> {
    const viewer = await viewerOf(this.deps.db, actor);
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
    const viewer = await viewerOf(db, actor);
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
    const viewer = await viewerOf(this.deps.db, actor);
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
    const { db, clock, audit } = this.deps;
    const viewer = await viewerOf(db, actor);
    const view = await findApplication(db, viewer, id);
    if (!view) throw applicationNotFound();
    if (!can(actor.role, 'recruitment:manage') && view.opening.hiringManagerId !== actor.employeeId) {
      throw new AppError('FORBIDDEN', 'Only hr and the hiring manager move applications.');
    }
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
    const viewer = await viewerOf(db, actor);
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

  /** The installation's company, for the careers page header. */
  async careersCompany(): Promise<string> {
    return (await findCompany(this.deps.db, null))?.name ?? '';
  }
}

// ---------------------------------------------------------------- shapes

/** Questions keep their id across edits; new ones get the next free id. */
function withIds(questions: readonly QuestionInput[], before: readonly OpeningQuestion[]): OpeningQuestion[] {
  const used = new Set(before.map((q) => q.id));
  let next = before.length + 1;
  return questions.map((q) => {
    if (q.id && used.has(q.id)) return { id: q.id, text: q.text, required: q.required ?? false };
    while (used.has(`q${next}`)) next++;
    const id = `q${next++}`;
    used.add(id);
    return { id, text: q.text, required: q.required ?? false };
  });
}

function openingSnapshot(o: {
  title: string;
  status: string;
  positions: number;
  hiringManagerId: string | null;
  departmentId: string | null;
  officeId: string | null;
}) {
  const { title, status, positions, hiringManagerId, departmentId, officeId } = o;
  return { title, status, positions, hiringManagerId, departmentId, officeId };
}

function toOpening(o: OpeningView): Opening {
  return {
    id: o.id,
    title: o.title,
    department: o.department,
    office: o.office,
    designation: o.designation,
    hiringManager: o.hiringManager,
    positions: o.positions,
    description: o.description,
    status: o.status,
    questions: o.questions,
    criteria: o.criteria,
    counts: o.counts,
    openedAt: o.openedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

function toPublicOpening(o: PublicOpeningRow): PublicOpening {
  return {
    id: o.id,
    title: o.title,
    company: o.company,
    department: o.department,
    office: o.office,
    description: o.description,
    questions: o.questions,
    openedAt: o.openedAt?.toISOString() ?? null,
  };
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

export function toOffer(o: OfferRow) {
  return {
    applicationId: o.applicationId,
    status: o.status,
    annualCtc: o.annualCtc,
    joinDate: o.joinDate,
    expiresOn: o.expiresOn,
    letter: o.letter,
    sentAt: o.sentAt?.toISOString() ?? null,
    decidedAt: o.decidedAt?.toISOString() ?? null,
    updatedAt: o.updatedAt.toISOString(),
  };
}
