/**
 * The company's pipeline of stages and its job openings.
 *
 * Rules:
 * - Admin and hr (`recruitment:manage`) keep the stages and the openings; a hiring manager sees the
 *   openings they hire for. Others see none (404, as for a record that is not theirs).
 * - Every company starts with six stages, made the first time its pipeline is read. A stage keeps
 *   its kind; one with applications in it is not removed. Edits lock the pipeline.
 * - An opening with applications is closed, not deleted, so their history stays.
 */
import type { FieldIssue } from '@hrms/contracts/errors';
import type {
  CreateOpeningBodySchema,
  ListOpeningsQuery,
  Opening,
  OpeningListResponse,
  OpeningQuestion,
  QuestionInput,
  ReplaceStagesBody,
  StageKind,
  StageListResponse,
  UpdateOpeningBody,
} from '@hrms/contracts/recruitment';
import type { z } from 'zod';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { companyIdOf } from '../../people/actor-company';
import { findPeople } from '../../people/people.repository';
import {
  findOpening,
  findOpeningForUpdate,
  insertStages,
  listOpenings,
  listStages,
  lockCompany,
  lockStages,
  type OpeningView,
  openingHasApplications,
  stageInUse,
} from './openings.repository';
import { openingWrites, stageWrites } from './recruitment.repository';
import { type RecruitmentDeps, tellRecruitment, viewerOf } from './recruitment-context';

const DEFAULT_STAGES: readonly { name: string; kind: StageKind }[] = [
  { name: 'Applied', kind: 'applied' },
  { name: 'Screening', kind: 'screening' },
  { name: 'Interview', kind: 'interview' },
  { name: 'Offer', kind: 'offer' },
  { name: 'Hired', kind: 'hired' },
  { name: 'Rejected', kind: 'rejected' },
];

const openingNotFound = () => new AppError('NOT_FOUND', 'Opening not found.');

/** The six stages every company starts with, made the first time its pipeline is read. */
export async function ensureStages(db: Database, companyId: string): Promise<void> {
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

export class OpeningsService {
  constructor(private readonly deps: RecruitmentDeps) {}

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

  ensureStages(companyId: string): Promise<void> {
    return ensureStages(this.deps.db, companyId);
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
    const viewer = await viewerOf(this.deps, actor);
    const page = await listOpenings(this.deps.db, viewer, query);
    return { ...page, items: page.items.map(toOpening), page: query.page, limit: query.limit };
  }

  async getOpening(actor: Actor, id: string): Promise<Opening> {
    const viewer = await viewerOf(this.deps, actor);
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
