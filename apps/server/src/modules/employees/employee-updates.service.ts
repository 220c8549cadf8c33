/**
 * Changes to someone already here: one record or many at once, deactivation, deletion (only of
 * someone without history), and a person's own contact details. Each record changes in its own
 * transaction, with its rules, account, audit entry and notification; after the commit sessions end
 * and everyone concerned hears.
 */
import {
  type BulkDeactivateBody,
  type BulkDeleteBody,
  type BulkResult,
  type BulkUpdateBody,
  type Deactivation,
  type DeleteEmployeeResponseSchema,
  EMPLOYEE_RECORD_KEYS,
  EMPLOYEES_MODULE,
  type Employee,
  employeeLink,
  type UpdateEmployeeInput,
  type UpdateOwnProfileBodySchema,
} from '@hrms/contracts/employees';
import type { FieldIssue } from '@hrms/contracts/errors';
import type { z } from 'zod';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { sqlState } from '../../lib/sql-state';
import { managerChain } from '../../people/people.repository';
import { employeeNotFound as notFound } from '../access/access.service';
import type { EmployeeAuditAction } from '../audit/audit-actions';
import type { NotificationsService } from '../notifications/notifications.service';
import type { DirectoryTotals } from './directory-totals';
import {
  diff,
  displayValue,
  fieldLabel,
  JOB_FIELDS,
  listing,
  masked,
  STATUTORY_FIELDS,
  snapshotOf,
} from './employee-changes';
import type { EmployeeEvents } from './employee-events';
import {
  checkManager,
  checkRefs,
  checkUnique,
  definedOf,
  namesOf,
  statutoryValues,
  UUID,
  unique,
} from './employee-record-checks';
import { fullName } from './employee-views';
import {
  activeAdminsForUpdate,
  deleteEmployee,
  type EmployeeChange,
  type EmployeeRow,
  findEmployeeForUpdate,
  updateAccount,
  updateEmployee,
  upsertStatutory,
} from './employees.repository';
import type { EmployeesServiceDeps } from './employees-deps';
import { type HistoryKind, historyOf } from './person-history.repository';

export type UpdateOwnProfileInput = z.output<typeof UpdateOwnProfileBodySchema>;

const HISTORY_WORDS: Record<HistoryKind, string> = {
  signed_in: 'has signed in',
  documents: 'has documents',
  reports: 'has people reporting to them',
  department_head: 'heads a department',
  leave: 'has leave requests',
  changes: 'has recorded changes',
  acted: 'has made changes to other records',
  announcements: 'has written announcements',
  onboarding: 'has an onboarding or exit checklist',
  training: 'has training records',
};

const hasHistoryMessage = (name: string, kinds: HistoryKind[]) =>
  `${name} cannot be deleted because ${kinds.length > 0 ? `this person ${listing(kinds.map((k) => HISTORY_WORDS[k]))}` : 'other records refer to this person'}. Deactivate them instead, so their history is kept.`;

/** What a change did, for what happens after its transaction commits. */
interface Outcome {
  employeeId: string;
  name: string;
  userId: string | null;
  /** Sessions to end: the person became inactive. */
  endSessions: boolean;
  notes: Awaited<ReturnType<NotificationsService['store']>>;
  changed: boolean;
}

export class EmployeeUpdatesService {
  constructor(
    private readonly deps: EmployeesServiceDeps,
    private readonly totals: DirectoryTotals,
    private readonly events: EmployeeEvents,
    private readonly records: { get(actor: Actor, id: string): Promise<Employee> },
  ) {}

  async update(actor: Actor, id: string, body: UpdateEmployeeInput): Promise<Employee> {
    requirePermission(actor, 'employees:write');
    await this.applyChange(actor, id, body, { action: 'employee.update', reason: body.reason ?? null });
    return this.records.get(actor, id);
  }

  async deactivate(actor: Actor, id: string, body: Deactivation): Promise<Employee> {
    requirePermission(actor, 'employees:write');
    await this.applyChange(
      actor,
      id,
      { status: 'inactive', exitDate: body.exitDate, exitReason: body.exitReason },
      { action: 'employee.deactivate', reason: body.exitReason },
    );
    return this.records.get(actor, id);
  }

  /** The company keeps at least one admin who can sign in: the last one is not demoted, switched off or deleted. */
  private async keepAnAdmin(tx: Database, person: EmployeeRow, userId: string): Promise<void> {
    const admins = await activeAdminsForUpdate(tx, person.companyId);
    if (admins.every((id) => id === userId)) {
      const name = fullName(person);
      throw new AppError('CONFLICT', `${name} is the last admin: make someone else an admin first.`);
    }
  }

  async remove(actor: Actor, id: string): Promise<z.infer<typeof DeleteEmployeeResponseSchema>> {
    requirePermission(actor, 'employees:write');
    if (!UUID.test(id)) throw notFound();
    if (actor.employeeId === id) throw new AppError('CONFLICT', 'You cannot delete your own record.');
    const { db, audit, storage } = this.deps;
    const outcome = await withTransaction(db, async (tx) => {
      const locked = await findEmployeeForUpdate(tx, id);
      if (!locked) throw notFound();
      const { employee, account, statutory } = locked;
      if (account?.role === 'admin') requirePermission(actor, 'roles:grant-admin');
      const name = fullName(employee);
      if (account?.role === 'admin') await this.keepAnAdmin(tx, employee, account.userId);
      const history = await historyOf(tx, id, account?.userId ?? null);
      if (history.length > 0) throw new AppError('CONFLICT', hasHistoryMessage(name, history));
      // Told before the record goes: afterwards the reporting line cannot be walked.
      const listeners = await this.deps.access.followersOf([id], tx);
      const before = masked(
        snapshotOf(employee, await namesOf(tx, employee), account?.role ?? null, statutory),
      );
      try {
        await deleteEmployee(tx, id, account?.userId ?? null);
      } catch (error) {
        // A record some later module keeps a reference to (restrict) is history too.
        if (sqlState(error).code === '23503') throw new AppError('CONFLICT', hasHistoryMessage(name, []));
        throw error;
      }
      await audit.record(tx, actor, {
        action: 'employee.delete',
        entityType: 'employee',
        entityId: id,
        before,
        after: null,
      });
      return { employee, listeners: listeners.filter((u) => u !== account?.userId) };
    });
    this.totals.forget();
    if (outcome.employee.photoKey) await storage.delete(outcome.employee.photoKey).catch(() => undefined);
    this.events.emit(outcome.listeners, { id, type: 'delete' });
    return { id, deleted: true };
  }

  async bulkDeactivate(actor: Actor, body: BulkDeactivateBody): Promise<BulkResult> {
    requirePermission(actor, 'employees:write');
    return this.eachOf(body.employeeIds, (id) =>
      this.applyChange(
        actor,
        id,
        { status: 'inactive', exitDate: body.exitDate, exitReason: body.exitReason },
        { action: 'employee.deactivate', reason: body.exitReason },
      ),
    );
  }

  async bulkUpdate(actor: Actor, body: BulkUpdateBody): Promise<BulkResult> {
    requirePermission(actor, 'employees:write');
    const { updates } = body;
    await checkRefs(this.deps.db, updates, 'body.updates');
    await checkManager(this.deps.db, updates.managerId ?? null, null, 'body.updates.managerId');
    return this.eachOf(body.employeeIds, (id) =>
      this.applyChange(actor, id, updates, { action: 'employee.update', reason: 'Bulk update' }),
    );
  }

  async bulkDelete(actor: Actor, body: BulkDeleteBody): Promise<BulkResult> {
    requirePermission(actor, 'employees:write');
    return this.eachOf(body.employeeIds, (id) => this.remove(actor, id));
  }

  /** One transaction per id, so one refusal does not stop the others; results in the order asked. */
  private async eachOf(ids: readonly string[], work: (id: string) => Promise<unknown>): Promise<BulkResult> {
    const results: BulkResult['results'] = [];
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) {
        results.push({ id, ok: false, error: 'Listed twice; done once.' });
        continue;
      }
      seen.add(id);
      try {
        await work(id);
        results.push({ id, ok: true });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ id, ok: false, error: error.message });
      }
    }
    const succeeded = results.filter((r) => r.ok).length;
    // Every item refused: nothing changed.
    if (succeeded === 0) this.deps.audit.nothingChanged();
    return { results, succeeded, failed: results.length - succeeded };
  }

  /**
   * Applies a change to one record in its own transaction: the rules, the account, the audit entry
   * and the person's notification; then, after the commit, sessions end and everyone concerned hears.
   */
  private async applyChange(
    actor: Actor,
    id: string,
    body: Partial<UpdateEmployeeInput>,
    options: { action: EmployeeAuditAction; reason: string | null },
  ): Promise<Outcome> {
    if (!UUID.test(id)) throw notFound();
    const { db, clock, audit, notifications } = this.deps;
    await checkRefs(this.deps.db, body, 'body');
    const newManager = await checkManager(this.deps.db, body.managerId ?? null, id, 'body.managerId');
    const now = clock.now();

    const outcome = await unique(() =>
      withTransaction(db, async (tx): Promise<Outcome> => {
        const locked = await findEmployeeForUpdate(tx, id);
        if (!locked) throw notFound();
        const { employee: before, account } = locked;
        const self = actor.employeeId === id;
        const name = fullName(before);

        // Roles: nobody changes their own; only an admin makes an admin or changes one.
        const roleChanges = body.role !== undefined && body.role !== account?.role;
        if (roleChanges) {
          if (!account) throw new AppError('CONFLICT', `${name} has no sign-in account to give a role to.`);
          if (self) throw new AppError('FORBIDDEN', 'You cannot change your own role.');
          if (body.role === 'admin' || account.role === 'admin')
            requirePermission(actor, 'roles:grant-admin');
        }

        const change = this.recordChange(before, body);
        const status = change.status ?? before.status;
        // An admin's sign-in email and status decide who can sign in as that admin: admins' business.
        const emailChanges = change.workEmail !== undefined && change.workEmail !== before.workEmail;
        if (account?.role === 'admin' && (emailChanges || status !== before.status)) {
          requirePermission(actor, 'roles:grant-admin');
        }
        if (status === 'inactive' && before.status !== 'inactive' && self) {
          throw new AppError('CONFLICT', 'You cannot deactivate yourself.');
        }
        const leavesAdmin =
          (roleChanges && body.role !== 'admin') || (status === 'inactive' && before.status !== 'inactive');
        if (account?.role === 'admin' && leavesAdmin) await this.keepAnAdmin(tx, before, account.userId);
        if (status === 'inactive') {
          const issues: FieldIssue[] = [];
          const exitDate = change.exitDate !== undefined ? change.exitDate : before.exitDate;
          const exitReason = change.exitReason !== undefined ? change.exitReason : before.exitReason;
          if (!exitDate)
            issues.push({ field: 'body.exitDate', message: 'An inactive employee needs an exit date' });
          if (!exitReason)
            issues.push({ field: 'body.exitReason', message: 'An inactive employee needs an exit reason' });
          if (issues.length > 0) throw validationFailed(issues);
        }
        if (change.managerId && change.managerId !== before.managerId && newManager) {
          await this.refuseCycle(tx, before, newManager);
        }
        if (change.employeeCode !== undefined || change.workEmail !== undefined) {
          await checkUnique(tx, { code: change.employeeCode, email: change.workEmail }, id);
        }

        const statutory = body.statutory
          ? { ...statutoryValues(locked.statutory), ...definedOf(body.statutory) }
          : locked.statutory;
        const after: EmployeeRow = { ...before, ...change };
        const role = roleChanges ? body.role! : (account?.role ?? null);
        const beforeSnapshot = snapshotOf(
          before,
          await namesOf(tx, before),
          account?.role ?? null,
          locked.statutory,
        );
        const afterSnapshot = snapshotOf(after, await namesOf(tx, after), role, statutory);
        const changes = diff(beforeSnapshot, afterSnapshot);
        if (!changes) {
          audit.nothingChanged();
          return {
            employeeId: id,
            name,
            userId: account?.userId ?? null,
            endSessions: false,
            notes: [],
            changed: false,
          };
        }

        await updateEmployee(tx, id, { ...change, updatedAt: now });
        if (body.statutory && STATUTORY_FIELDS.some((f) => f in changes.after)) {
          await upsertStatutory(tx, id, statutory ?? {}, now);
        }
        const becameInactive = status === 'inactive' && before.status !== 'inactive';
        const becameActive = status !== 'inactive' && before.status === 'inactive';
        if (account) {
          await updateAccount(
            tx,
            account.userId,
            {
              ...(roleChanges ? { role: body.role! } : {}),
              ...(change.workEmail && change.workEmail !== account.email ? { email: change.workEmail } : {}),
              ...(becameInactive ? { isActive: false } : {}),
              ...(becameActive ? { isActive: true } : {}),
            },
            now,
          );
        }
        await audit.record(tx, actor, {
          action: becameInactive ? 'employee.deactivate' : options.action,
          entityType: 'employee',
          entityId: id,
          before: changes.before,
          after: changes.after,
          reason: options.reason,
        });
        if (becameInactive)
          await this.deps.events.emit(tx, 'employee.deactivated', { actor, employeeId: id });
        if (change.officeId !== undefined && change.officeId !== before.officeId) {
          await this.deps.events.emit(tx, 'employee.office-changed', { actor, employeeId: id });
        }

        // The person hears when someone else changes their job or status.
        const jobChanged = JOB_FIELDS.filter((field) => field in changes.after);
        const notes =
          account && !self && jobChanged.length > 0
            ? await notifications.store(tx, [account.userId], {
                type: becameInactive ? 'warning' : 'info',
                event: 'employeeRecord',
                title: 'Your employee record was updated',
                message: jobChanged
                  .map((f) => `${capitalise(fieldLabel(f))}: ${displayValue(f, changes.after[f])}`)
                  .join('; '),
                module: EMPLOYEES_MODULE,
                link: employeeLink(id),
              })
            : [];
        return {
          employeeId: id,
          name: fullName(after),
          userId: account?.userId ?? null,
          endSessions: becameInactive,
          notes,
          changed: true,
        };
      }),
    );

    if (!outcome.changed) return outcome;
    this.totals.forget();
    if (outcome.endSessions && outcome.userId) {
      await this.deps.sessions.revokeAllOf(outcome.userId, { exceptSessionId: null, reason: 'deactivated' });
    }
    notifications.deliver(outcome.notes);
    await this.events.announce([id], 'update');
    return outcome;
  }

  /** The employee columns a body changes; `undefined` fields are left alone. */
  private recordChange(before: EmployeeRow, body: Partial<UpdateEmployeeInput>): EmployeeChange {
    const change: EmployeeChange = {};
    for (const key of EMPLOYEE_RECORD_KEYS) {
      if (body[key] !== undefined) (change as Record<string, unknown>)[key] = body[key];
    }
    // Back to active: the exit is over.
    if (change.status === 'active' && before.status !== 'active') {
      if (body.exitDate === undefined) change.exitDate = null;
      if (body.exitReason === undefined) change.exitReason = null;
    }
    const probation =
      change.probationEndDate !== undefined ? change.probationEndDate : before.probationEndDate;
    const join = change.joinDate ?? before.joinDate;
    if (probation && probation < join) {
      throw validationFailed([
        { field: 'body.probationEndDate', message: 'Probation must end on or after the join date' },
      ]);
    }
    const exit = change.exitDate !== undefined ? change.exitDate : before.exitDate;
    if (exit && exit < join && (change.exitDate !== undefined || change.joinDate !== undefined)) {
      throw validationFailed([
        { field: 'body.exitDate', message: 'The exit date must not be before the join date' },
      ]);
    }
    return change;
  }

  /** Refuses a manager who already reports, directly or not, to the person. */
  private async refuseCycle(tx: Database, person: EmployeeRow, manager: { id: string; name: string }) {
    const above = await managerChain(tx, manager.id);
    if (above?.includes(person.id)) {
      const name = fullName(person);
      throw validationFailed([
        {
          field: 'body.managerId',
          message: `${manager.name} reports to ${name} already, so ${name} cannot report to ${manager.name}.`,
        },
      ]);
    }
  }

  /** `PATCH /employees/{id}/profile`: a person's own contact details and bank account, audited. */
  async updateOwnProfile(actor: Actor, id: string, body: UpdateOwnProfileInput): Promise<Employee> {
    requirePermission(actor, 'profile:self');
    if (actor.employeeId !== id) throw new AppError('FORBIDDEN', 'You can only change your own profile.');
    const { db, clock, audit } = this.deps;
    const now = clock.now();
    const changed = await withTransaction(db, async (tx) => {
      const locked = await findEmployeeForUpdate(tx, id);
      if (!locked) throw notFound();
      const { employee: before, account } = locked;
      const change: EmployeeChange = {};
      if (body.personalEmail !== undefined) change.personalEmail = body.personalEmail;
      if (body.phone !== undefined) change.phone = body.phone;
      if (body.address !== undefined) change.address = body.address;
      if (body.emergencyContact !== undefined) change.emergencyContact = body.emergencyContact;
      const statutory = body.statutory
        ? { ...statutoryValues(locked.statutory), ...definedOf(body.statutory) }
        : locked.statutory;
      const names = await namesOf(tx, before);
      const changes = diff(
        snapshotOf(before, names, account?.role ?? null, locked.statutory),
        snapshotOf({ ...before, ...change }, names, account?.role ?? null, statutory),
      );
      if (!changes) {
        audit.nothingChanged();
        return false;
      }
      await updateEmployee(tx, id, { ...change, updatedAt: now });
      if (body.statutory) await upsertStatutory(tx, id, statutory ?? {}, now);
      await audit.record(tx, actor, {
        action: 'employee.profile.update',
        entityType: 'employee',
        entityId: id,
        before: changes.before,
        after: changes.after,
      });
      return true;
    });
    if (changed) await this.events.announce([id], 'update');
    return this.records.get(actor, id);
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
