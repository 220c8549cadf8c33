/**
 * Tax declarations: each person declares their regime and, under the old one, their section 80C
 * investments for the financial year (April to March); hr and admin approve or reject. An approval
 * writes the regime and 80C onto the salary in force and the revisions after it, in the same
 * transaction, so the next slips calculate with it. Nobody but an admin decides their own.
 */
import {
  type MyTaxDeclarationResponse,
  PAYROLL_MODULE,
  type TaxDeclaration,
  type TaxDeclarationBody,
  TaxDeclarationBodySchema,
  type TaxDeclarationDecisionBody,
  type TaxDeclarationListQuery,
  type TaxDeclarationListResponse,
} from '@hrms/contracts/payroll';
import type { UpdatePayload } from '@hrms/contracts/realtime';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { calendarDateIn } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { companyIdOf } from '../../people/actor-company';
import { findPeople, findWorker, type Worker } from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AccessService } from '../access/access.service';
import type { AuditService } from '../audit/audit.service';
import type { Notice, NotificationsService } from '../notifications/notifications.service';
import { financialYearLabel, financialYearOf } from './engine/financial-year';
import { lockRevisionsOf, revisionsOf, updateRevision } from './payroll-config.repository';
import { announcePayrollChange } from './payroll-slips.service';
import {
  type DeclarationWithPerson,
  decideDeclaration,
  declarationById,
  declarationOf,
  listDeclarations,
  lockDeclaration,
  submitDeclaration,
  type TaxDeclarationRow,
} from './tax-declarations.repository';

export class TaxDeclarationsService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      audit: AuditService;
      access: AccessService;
      notifications: NotificationsService;
      realtime: RealtimeService;
    },
  ) {}

  /** One's own declaration this financial year and what payroll calculates with today. */
  async mine(actor: Actor): Promise<MyTaxDeclarationResponse> {
    requirePermission(actor, 'payroll:self');
    const worker = await this.me(actor);
    const today = calendarDateIn(this.deps.clock.now(), worker.timeZone);
    const year = financialYearOf(today);
    const [declaration, revisions] = [
      await declarationOf(this.deps.db, worker.id, year),
      await revisionsOf(this.deps.db, worker.id),
    ];
    const current = revisions.find((r) => r.effectiveFrom <= today);
    return {
      financialYear: financialYearLabel(year),
      declaration: declaration ? toDeclaration(declaration) : null,
      inForce: current
        ? {
            regime: current.taxRegime as 'new' | 'old',
            section80C: (current.declarations as { section80C?: number }).section80C ?? 0,
          }
        : null,
    };
  }

  /** Submits (or replaces) one's declaration for this financial year; it waits for hr again. */
  async submit(actor: Actor, input: TaxDeclarationBody): Promise<TaxDeclaration> {
    requirePermission(actor, 'payroll:self');
    const body = TaxDeclarationBodySchema.parse(input);
    const worker = await this.me(actor);
    const now = this.deps.clock.now();
    const year = financialYearOf(calendarDateIn(now, worker.timeZone));
    const saved = await withTransaction(this.deps.db, async (tx) => {
      const { before, after } = await submitDeclaration(tx, {
        companyId: worker.companyId,
        employeeId: worker.id,
        financialYear: year,
        regime: body.regime,
        section80C: body.section80C,
        note: body.note || null,
        submittedAt: now,
      });
      await this.deps.audit.record(tx, actor, {
        action: 'payroll.declaration.submit',
        entityType: 'tax_declaration',
        entityId: after.id,
        before: before ? snapshot(before) : null,
        after: snapshot(after),
      });
      return after;
    });
    this.announce(saved, 'update');
    return this.one(saved.id);
  }

  /** The company's declarations, those waiting first (hr and admin). */
  async list(actor: Actor, query: TaxDeclarationListQuery): Promise<TaxDeclarationListResponse> {
    requirePermission(actor, 'payroll:manage');
    const companyId = await companyIdOf(this.deps.db, actor);
    const { rows, total } = await listDeclarations(
      this.deps.db,
      companyId,
      { status: query.status, search: query.search },
      query,
    );
    return { items: rows.map(toDeclaration), total, page: query.page, limit: query.limit };
  }

  /**
   * Approves or rejects a declaration waiting for a decision. An approval needs a salary: the
   * regime and 80C go onto the revision in force and those after it, audited as a salary change.
   */
  async decide(actor: Actor, id: string, body: TaxDeclarationDecisionBody): Promise<TaxDeclaration> {
    requirePermission(actor, 'payroll:manage');
    const found = await declarationById(this.deps.db, id);
    // Another company's declaration is one this actor does not know of.
    if (!found || found.row.companyId !== (await companyIdOf(this.deps.db, actor))) {
      throw new AppError('NOT_FOUND', 'No such tax declaration.');
    }
    await this.deps.access.require({
      actor,
      permission: 'payroll:manage',
      ids: [found.row.employeeId],
      least: 'full',
    });
    if (found.row.employeeId === actor.employeeId && actor.role !== 'admin') {
      throw new AppError('FORBIDDEN', 'Nobody decides their own tax declaration: ask another member of HR.');
    }
    const worker = (await findWorker(this.deps.db, found.row.employeeId))!;
    const now = this.deps.clock.now();
    let notices: Notice[] = [];
    const decided = await withTransaction(this.deps.db, async (tx) => {
      const row = (await lockDeclaration(tx, id))!;
      if (row.status !== 'submitted') {
        throw new AppError(
          'CONFLICT',
          `This declaration was already ${row.status}. ${worker.name} may submit a new one.`,
        );
      }
      const year = financialYearLabel(row.financialYear);
      if (
        body.status === 'approved' &&
        row.financialYear < financialYearOf(calendarDateIn(now, worker.timeZone))
      ) {
        throw new AppError(
          'CONFLICT',
          `This declaration is for ${year}, which has ended: ${worker.name} declares for this year instead.`,
        );
      }
      if (body.status === 'approved') await this.applyToSalary(tx, actor, worker, row, year);
      const after = await decideDeclaration(tx, id, {
        status: body.status,
        decidedBy: actor.userId,
        decidedAt: now,
        decisionNote: body.note || null,
      });
      await this.deps.audit.record(tx, actor, {
        action: 'payroll.declaration.decide',
        entityType: 'tax_declaration',
        entityId: id,
        before: snapshot(row),
        after: snapshot(after),
        reason: body.note ?? null,
      });
      const [person] = (await findPeople(tx, [row.employeeId])).values();
      if (person?.userId && person.userId !== actor.userId) {
        notices = await this.deps.notifications.store(tx, [person.userId], {
          type: body.status === 'approved' ? 'success' : 'warning',
          event: 'taxDeclaration',
          title: `Tax declaration ${body.status}`,
          message:
            body.status === 'approved'
              ? `Your tax declaration for ${year} is approved: your next salary slips use it.`
              : `Your tax declaration for ${year} was rejected: ${body.note}`,
          module: PAYROLL_MODULE,
          link: '/employee-self-service?tab=pay',
        });
      }
      return after;
    });
    this.deps.notifications.deliver(notices);
    this.announce(decided, 'update');
    return this.one(id);
  }

  private async applyToSalary(
    tx: Database,
    actor: Actor,
    worker: Worker,
    row: TaxDeclarationRow,
    year: string,
  ): Promise<void> {
    await lockRevisionsOf(tx, worker.id);
    const today = calendarDateIn(this.deps.clock.now(), worker.timeZone);
    const revisions = await revisionsOf(tx, worker.id);
    const current = revisions.find((r) => r.effectiveFrom <= today) ?? revisions.at(-1);
    if (!current) {
      throw new AppError(
        'CONFLICT',
        `${worker.name} has no salary yet: add one before approving their tax declaration.`,
      );
    }
    for (const revision of revisions.filter((r) => r.effectiveFrom >= current.effectiveFrom)) {
      const updated = await updateRevision(tx, revision.id, {
        taxRegime: row.regime,
        declarations: { ...(revision.declarations as object), section80C: row.section80C },
        updatedAt: this.deps.clock.now(),
      });
      await this.deps.audit.record(tx, actor, {
        action: 'payroll.salary.update',
        entityType: 'salary_revision',
        entityId: revision.id,
        before: { taxRegime: revision.taxRegime, declarations: revision.declarations },
        after: { taxRegime: updated.taxRegime, declarations: updated.declarations },
        reason: `Tax declaration ${year} approved`,
      });
    }
  }

  private async me(actor: Actor): Promise<Worker> {
    const worker = actor.employeeId ? await findWorker(this.deps.db, actor.employeeId) : undefined;
    if (!worker) throw new AppError('NOT_FOUND', 'Your account has no employee record to declare for.');
    return worker;
  }

  private async one(id: string): Promise<TaxDeclaration> {
    return toDeclaration((await declarationById(this.deps.db, id))!);
  }

  /** `payroll-update` to admin and hr and the person; no figures travel on the channel. */
  private announce(row: TaxDeclarationRow, type: UpdatePayload['type']): void {
    announcePayrollChange(this.deps, row, type, () => true);
  }
}

function toDeclaration({ row, employee, decidedBy }: DeclarationWithPerson): TaxDeclaration {
  return {
    id: row.id,
    employee,
    financialYear: financialYearLabel(row.financialYear),
    regime: row.regime as 'new' | 'old',
    section80C: row.section80C,
    note: row.note,
    status: row.status as TaxDeclaration['status'],
    submittedAt: row.submittedAt.toISOString(),
    decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
  };
}

const snapshot = (row: TaxDeclarationRow) => ({
  financialYear: row.financialYear,
  regime: row.regime,
  section80C: row.section80C,
  status: row.status,
});
