/**
 * People (spec §7 "Employees"): the employee record and its account, the directory, changes one at
 * a time or in bulk, deactivation and deletion, photos, and the figures about people. Who sees what
 * is in product-decisions.md "Roles and scope": admin and hr everything; a manager their team (direct
 * and indirect reports) without statutory details; an employee their own record and colleagues'
 * directory cards.
 *
 * Rules:
 * - Only an admin grants the admin role, or changes an admin's role, work email or status, or deletes an
 *   admin: otherwise hr could move an admin's sign-in to a mailbox of their own.
 * - Nobody changes their own role, or deactivates or deletes themselves.
 * - A manager is never someone who already reports to the person (no cycles).
 * - Inactive needs an exit date and reason; it switches the account off and ends every session at
 *   once. Back to active switches it on and clears the exit.
 * - A person with history (signed in, documents, reports, heads a department, changes recorded, ...)
 *   is not deleted: they are deactivated, so what mentions them stays whole.
 * - Every change is audited (statutory numbers masked) and announced as `employee-update` to admin,
 *   hr, the person and their managers up the line; the person is notified when someone else changes
 *   their job or status.
 */
import { randomBytes } from 'node:crypto';
import {
  type BulkDeactivateBody,
  type BulkDeleteBody,
  type BulkResult,
  type BulkUpdateBody,
  type CreateEmployeeInput,
  type Deactivation,
  type DeleteEmployeeResponseSchema,
  EMPLOYEE_IMPORT_MAX_BYTES,
  EMPLOYEE_RECORD_KEYS,
  EMPLOYEES_MODULE,
  type Employee,
  employeeLink,
  ImportModeSchema,
  type ImportResult,
  type UpdateEmployeeInput,
  type UpdateOwnProfileBodySchema,
} from '@hrms/contracts/employees';
import type { FieldIssue } from '@hrms/contracts/errors';
import { z } from 'zod';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { calendarDateText } from '../../lib/calendar-text';
import type { ReceiveUpload } from '../../lib/multipart-upload';
import { hashPassword } from '../../lib/password';
import { sqlState } from '../../lib/sql-state';
import { type CompanyRef, findCompany, findPeople, managerChain } from '../../people/people.repository';
import { employeeNotFound as notFound } from '../access/access.service';
import type { EmployeeAuditAction } from '../audit/audit-actions';
import type { NotificationsService } from '../notifications/notifications.service';
import { DirectoryTotals } from './directory-totals';
import {
  created,
  diff,
  displayValue,
  fieldLabel,
  JOB_FIELDS,
  listing,
  masked,
  type SnapshotNames,
  STATUTORY_FIELDS,
  snapshotOf,
} from './employee-changes';
import { EmployeeDirectoryService } from './employee-directory.service';
import { EmployeeEvents } from './employee-events';
import { EmployeeFiguresService } from './employee-figures.service';
import { EmployeePhotosService } from './employee-photos.service';
import { accessFor, fullName, toEmployee, type VisibleLevel } from './employee-views';
import {
  activeAdminsForUpdate,
  deleteEmployee,
  type EmployeeChange,
  type EmployeeRow,
  findEmployeeDetail,
  findEmployeeForUpdate,
  findStatutory,
  insertEmployee,
  insertUser,
  missingRefs,
  refNames,
  type StatutoryValues,
  takenCodesAndEmails,
  updateAccount,
  updateEmployee,
  upsertStatutory,
} from './employees.repository';
import type { EmployeesServiceDeps } from './employees-deps';
import { EmployeesImportService } from './employees-import.service';
import { type HistoryKind, historyOf } from './person-history.repository';

export type { VisibleLevel };
export type UpdateOwnProfileInput = z.output<typeof UpdateOwnProfileBodySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The text fields sent with an import file. */
const ImportFieldsSchema = z.object({
  mode: ImportModeSchema.default('dry-run'),
  sendInvitations: z.enum(['true', 'false'], { message: 'Must be true or false' }).default('false'),
});

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
  /** What the deactivation and office listeners do once the change has committed. */
  afterCommit?: (() => void | Promise<void>)[];
}

/**
 * Told inside the transaction that deactivates someone (onboarding starts their exit checklist);
 * answers what to do once that transaction has committed.
 */
export type DeactivationListener = (tx: Database, actor: Actor, employeeId: string) => Promise<() => void>;

/**
 * Told inside the transaction that moves someone to another office (or out of one; leave counts their
 * days in the new calendar); answers what to do once that transaction has committed.
 */
export type OfficeChangeListener = (
  tx: Database,
  actor: Actor,
  employeeId: string,
) => Promise<() => void | Promise<void>>;

export class EmployeesService {
  /** The directory: pages of people and exports. */
  readonly directory: EmployeeDirectoryService;
  /** Photos: set, removed, served. */
  readonly photos: EmployeePhotosService;
  /** Head counts, departments and the per-person figures. */
  readonly figures: EmployeeFiguresService;
  private readonly imports: EmployeesImportService;
  private readonly totals: DirectoryTotals;
  private readonly events: EmployeeEvents;
  private readonly deactivationListeners: DeactivationListener[] = [];
  private readonly officeListeners: OfficeChangeListener[] = [];

  constructor(private readonly deps: EmployeesServiceDeps) {
    this.totals = new DirectoryTotals(deps.clock);
    this.events = new EmployeeEvents(deps);
    this.directory = new EmployeeDirectoryService(deps, this.totals);
    this.photos = new EmployeePhotosService(deps, this.events, this);
    this.figures = new EmployeeFiguresService(deps);
    this.imports = new EmployeesImportService({
      ...deps,
      onImported: (employeeIds, actor) => this.afterImport(employeeIds, actor),
    });
  }

  async get(actor: Actor, id: string): Promise<Employee> {
    requirePermission(actor, 'employees:directory');
    const level = await this.deps.access.levelOf(actor, id);
    if (!level) throw notFound();
    const withStatutory = level === 'self' || level === 'full';
    const [detail, statutory] = await Promise.all([
      findEmployeeDetail(this.deps.db, id),
      withStatutory ? findStatutory(this.deps.db, id) : null,
    ]);
    if (!detail) throw notFound();
    // Colleagues do not see people who have left, as the directory does not list them.
    if (level === 'card' && detail.employee.status === 'inactive') throw notFound();
    return toEmployee(detail, statutory, level, accessFor(actor, level, id));
  }

  /**
   * `within` runs inside the creating transaction once the record and the account exist (a hire
   * marks its application and starts onboarding there); what it answers runs after the commit.
   */
  async create(
    actor: Actor,
    body: CreateEmployeeInput,
    within?: (tx: Database, employeeId: string) => Promise<() => void>,
  ): Promise<Employee> {
    requirePermission(actor, 'employees:write');
    if (body.role === 'admin') requirePermission(actor, 'roles:grant-admin');
    const { db, clock, audit, passwords } = this.deps;
    await this.checkRefs(body, 'body');
    const manager = await this.checkManager(body.managerId ?? null, null, 'body.managerId');
    await this.checkUnique(db, { code: body.employeeCode, email: body.workEmail }, undefined);
    const company = await this.companyOf(actor);
    // Nobody knows this password; the person chooses theirs through the invitation link.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    const now = clock.now();

    const outcome = await this.unique(() =>
      withTransaction(db, async (tx) => {
        const employee = await insertEmployee(tx, {
          companyId: manager?.companyId ?? company.id,
          employeeCode: body.employeeCode,
          firstName: body.firstName,
          lastName: body.lastName,
          workEmail: body.workEmail,
          personalEmail: body.personalEmail ?? null,
          phone: body.phone ?? null,
          dateOfBirth: body.dateOfBirth ?? null,
          gender: body.gender ?? null,
          address: body.address ?? null,
          emergencyContact: body.emergencyContact ?? null,
          departmentId: body.departmentId ?? null,
          designationId: body.designationId ?? null,
          managerId: body.managerId ?? null,
          officeId: body.officeId ?? null,
          employmentType: body.employmentType,
          joinDate: body.joinDate,
          probationEndDate: body.probationEndDate ?? null,
          createdAt: now,
          updatedAt: now,
        });
        const user = await insertUser(tx, {
          email: employee.workEmail,
          role: body.role,
          passwordHash,
          employeeId: employee.id,
          invitationPending: true,
          createdAt: now,
          updatedAt: now,
        });
        const statutory = this.statutoryValues(body.statutory);
        await upsertStatutory(tx, employee.id, statutory, now);
        await audit.record(tx, actor, {
          action: 'employee.create',
          entityType: 'employee',
          entityId: employee.id,
          before: null,
          after: created(snapshotOf(employee, await this.namesOf(tx, employee), body.role, statutory)),
        });
        const invitations = body.sendInvitation
          ? await passwords.createInvitations(tx, [{ userId: user.id, email: user.email }])
          : [];
        // The manager hears of a new report (unless they added them).
        const notes =
          manager?.userId && manager.userId !== actor.userId
            ? await this.deps.notifications.store(tx, [manager.userId], {
                type: 'info',
                event: 'employeeRecord',
                title: 'New team member',
                message: `${fullName(employee)} joins your team on ${calendarDateText(employee.joinDate)}.`,
                module: EMPLOYEES_MODULE,
                link: employeeLink(employee.id),
              })
            : [];
        const afterCommit = within ? await within(tx, employee.id) : () => undefined;
        return { employee, invitations, notes, afterCommit };
      }),
    );

    this.totals.forget();
    outcome.afterCommit();
    const name = fullName(outcome.employee);
    passwords.sendInvitations(outcome.invitations.map((i) => ({ ...i, name, companyName: company.name })));
    this.deps.notifications.deliver(outcome.notes);
    await this.events.announce([outcome.employee.id], 'create');
    return this.get(actor, outcome.employee.id);
  }

  /** A new set-password link by mail, for someone who has not chosen a password yet. */
  async resendInvitation(actor: Actor, id: string): Promise<{ ok: true; message: string }> {
    requirePermission(actor, 'employees:write');
    const { db, audit, passwords } = this.deps;
    const result = await withTransaction(db, async (tx) => {
      const locked = await findEmployeeForUpdate(tx, id);
      if (!locked) throw notFound();
      const { account, employee } = locked;
      if (!account) throw new AppError('CONFLICT', `${fullName(employee)} has no sign-in account.`);
      if (!account.invitationPending) {
        throw new AppError('CONFLICT', `${fullName(employee)} has already chosen a password.`);
      }
      if (!account.isActive || employee.status === 'inactive') {
        throw new AppError('CONFLICT', `${fullName(employee)} is inactive; activate them before inviting.`);
      }
      if (account.role === 'admin') requirePermission(actor, 'roles:grant-admin');
      const invitations = await passwords.createInvitations(
        tx,
        [{ userId: account.userId, email: account.email }],
        { replaceEarlier: true },
      );
      await audit.record(tx, actor, {
        action: 'employee.invitation.send',
        entityType: 'employee',
        entityId: id,
        before: null,
        after: { email: account.email },
      });
      return { invitations, employee };
    });
    const company = await findCompany(db, id);
    passwords.sendInvitations(
      result.invitations.map((i) => ({
        ...i,
        name: fullName(result.employee),
        companyName: company?.name ?? 'Your company',
      })),
    );
    return { ok: true, message: `Invitation sent to ${result.invitations[0]!.email}.` };
  }

  onDeactivated(listener: DeactivationListener): void {
    this.deactivationListeners.push(listener);
  }

  onOfficeChanged(listener: OfficeChangeListener): void {
    this.officeListeners.push(listener);
  }

  async update(actor: Actor, id: string, body: UpdateEmployeeInput): Promise<Employee> {
    requirePermission(actor, 'employees:write');
    await this.applyChange(actor, id, body, { action: 'employee.update', reason: body.reason ?? null });
    return this.get(actor, id);
  }

  async deactivate(actor: Actor, id: string, body: Deactivation): Promise<Employee> {
    requirePermission(actor, 'employees:write');
    await this.applyChange(
      actor,
      id,
      { status: 'inactive', exitDate: body.exitDate, exitReason: body.exitReason },
      { action: 'employee.deactivate', reason: body.exitReason },
    );
    return this.get(actor, id);
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
        snapshotOf(employee, await this.namesOf(tx, employee), account?.role ?? null, statutory),
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
    await this.checkRefs(updates, 'body.updates');
    await this.checkManager(updates.managerId ?? null, null, 'body.updates.managerId');
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
    await this.checkRefs(body, 'body');
    const newManager = await this.checkManager(body.managerId ?? null, id, 'body.managerId');
    const now = clock.now();

    const outcome = await this.unique(() =>
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
          await this.checkUnique(tx, { code: change.employeeCode, email: change.workEmail }, id);
        }

        const statutory = body.statutory
          ? { ...this.statutoryValues(locked.statutory), ...this.definedOf(body.statutory) }
          : locked.statutory;
        const after: EmployeeRow = { ...before, ...change };
        const role = roleChanges ? body.role! : (account?.role ?? null);
        const beforeSnapshot = snapshotOf(
          before,
          await this.namesOf(tx, before),
          account?.role ?? null,
          locked.statutory,
        );
        const afterSnapshot = snapshotOf(after, await this.namesOf(tx, after), role, statutory);
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
        const afterCommit: (() => void | Promise<void>)[] = [];
        if (becameInactive) {
          for (const listener of this.deactivationListeners) afterCommit.push(await listener(tx, actor, id));
        }
        if (change.officeId !== undefined && change.officeId !== before.officeId) {
          for (const listener of this.officeListeners) afterCommit.push(await listener(tx, actor, id));
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
          afterCommit,
        };
      }),
    );

    if (!outcome.changed) return outcome;
    this.totals.forget();
    if (outcome.endSessions && outcome.userId) {
      await this.deps.sessions.revokeAllOf(outcome.userId, { exceptSessionId: null, reason: 'deactivated' });
    }
    notifications.deliver(outcome.notes);
    for (const done of outcome.afterCommit ?? []) await done();
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

  private statutoryValues(values: Partial<StatutoryValues> | null | undefined): StatutoryValues {
    return {
      pan: values?.pan ?? null,
      uan: values?.uan ?? null,
      esicNumber: values?.esicNumber ?? null,
      bankAccountNumber: values?.bankAccountNumber ?? null,
      bankIfsc: values?.bankIfsc ?? null,
      bankName: values?.bankName ?? null,
    };
  }

  private definedOf<T extends object>(values: T): Partial<T> {
    return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
  }

  private async checkRefs(
    body: { departmentId?: string | null; designationId?: string | null; officeId?: string | null },
    prefix: string,
  ): Promise<void> {
    const missing = await missingRefs(this.deps.db, body);
    const messages = {
      departmentId: 'No such department',
      designationId: 'No such designation',
      officeId: 'No such office',
    } as const;
    const issues = [...missing].map((field) => ({ field: `${prefix}.${field}`, message: messages[field] }));
    if (issues.length > 0) throw validationFailed(issues);
  }

  /** The new manager exists and has not left; `self` cannot be their own manager. */
  private async checkManager(managerId: string | null, selfId: string | null, field: string) {
    if (!managerId) return null;
    if (managerId === selfId) throw validationFailed([{ field, message: 'Nobody can be their own manager' }]);
    const found = (await findPeople(this.deps.db, [managerId])).get(managerId);
    if (!found) throw validationFailed([{ field, message: 'No such employee' }]);
    if (found.status === 'inactive') {
      throw validationFailed([{ field, message: `${found.name} is inactive and cannot manage anyone` }]);
    }
    return found;
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

  private async checkUnique(
    db: Database,
    wanted: { code?: string | undefined; email?: string | undefined },
    exceptId: string | undefined,
  ): Promise<void> {
    const taken = await takenCodesAndEmails(
      db,
      { codes: wanted.code ? [wanted.code] : [], emails: wanted.email ? [wanted.email] : [] },
      exceptId,
    );
    const issues: FieldIssue[] = [];
    if (wanted.code && taken.codes.has(wanted.code.toLowerCase())) {
      issues.push({ field: 'body.employeeCode', message: `Employee code ${wanted.code} is already in use` });
    }
    if (wanted.email && taken.emails.has(wanted.email)) {
      issues.push({ field: 'body.workEmail', message: `${wanted.email} is already in use` });
    }
    if (issues.length > 0) throw new AppError('CONFLICT', issues.map((i) => i.message).join('. '), issues);
  }

  /** Two requests racing past the checks meet the unique indexes; the loser gets the same 409. */
  private async unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const { code, constraint } = sqlState(error);
      // Only the person's own keys; a listener's constraint (a hire's) says its own words.
      if (code !== '23505' || !/^(employees|users)_/.test(constraint ?? '')) throw error;
      const field = constraint?.includes('code') ? 'body.employeeCode' : 'body.workEmail';
      const message =
        field === 'body.employeeCode'
          ? 'This employee code is already in use'
          : 'This email is already in use';
      throw new AppError('CONFLICT', message, [{ field, message }]);
    }
  }

  private async namesOf(db: Database, e: EmployeeRow): Promise<SnapshotNames> {
    const [names, people] = await Promise.all([
      refNames(db, {
        departmentIds: e.departmentId ? [e.departmentId] : [],
        designationIds: e.designationId ? [e.designationId] : [],
        officeIds: e.officeId ? [e.officeId] : [],
      }),
      findPeople(db, e.managerId ? [e.managerId] : []),
    ]);
    const named = (id: string | null, map: Map<string, string>) =>
      id ? { id, name: map.get(id) ?? 'Unknown' } : null;
    const m = e.managerId ? people.get(e.managerId) : undefined;
    return {
      department: named(e.departmentId, names.departments),
      designation: named(e.designationId, names.designations),
      office: named(e.officeId, names.offices),
      manager: e.managerId ? { id: e.managerId, name: m?.name ?? 'Unknown' } : null,
    };
  }

  private async companyOf(actor: Actor): Promise<CompanyRef> {
    const company = await findCompany(this.deps.db, actor.employeeId);
    if (!company) throw new AppError('CONFLICT', 'No company has been set up yet.');
    return company;
  }

  private async afterImport(employeeIds: string[], actor: Actor): Promise<void> {
    this.totals.forget();
    // One event for the whole import: admin and hr, and the managers the new people report to.
    const users = (await this.deps.access.followersOf(employeeIds)).filter((u) => u !== actor.userId);
    this.events.emit(users, { id: 'import', type: 'create' });
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
        ? { ...this.statutoryValues(locked.statutory), ...this.definedOf(body.statutory) }
        : locked.statutory;
      const names = await this.namesOf(tx, before);
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
    return this.get(actor, id);
  }

  importTemplate(actor: Actor): { fileName: string; contentType: string; body: string } {
    requirePermission(actor, 'employees:write');
    return this.imports.template();
  }

  async importCsv(actor: Actor, receive: ReceiveUpload): Promise<ImportResult> {
    requirePermission(actor, 'employees:write');
    const { file, fields } = await receive(EMPLOYEE_IMPORT_MAX_BYTES);
    const parsed = ImportFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      throw validationFailed(
        parsed.error.issues.map((issue) => ({
          field: `body.${issue.path.join('.')}`,
          message: issue.message,
        })),
      );
    }
    if (!file) throw validationFailed([{ field: 'file', message: 'Choose a CSV file to import' }]);
    const result = await this.imports.run(actor, {
      bytes: file.bytes,
      mode: parsed.data.mode,
      sendInvitations: parsed.data.sendInvitations === 'true',
    });
    // A dry run, or a file with a problem, changes nothing.
    if (!result.committed) this.deps.audit.nothingChanged();
    return result;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
