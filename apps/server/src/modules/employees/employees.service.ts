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
  EMPLOYEE_PHOTO_MAX_BYTES,
  EMPLOYEE_UPDATE_EVENT,
  EMPLOYEES_MODULE,
  EMPLOYMENT_TYPE_LABELS,
  type Employee,
  type EmployeeDashboardStats,
  type EmployeeDepartmentListResponse,
  type EmployeeListResponse,
  type EmployeeStats,
  type EmploymentType,
  type ExportEmployeesQuerySchema,
  employeeLink,
  employeePhotoUrl,
  GENDER_LABELS,
  type Gender,
  ImportModeSchema,
  type ImportResult,
  type ListEmployeesFilter,
  type RecentActivityResponse,
  type UpdateEmployeeInput,
  type UpdateOwnProfileBodySchema,
} from '@hrms/contracts/employees';
import type { FieldIssue } from '@hrms/contracts/errors';
import type { UpdatePayload } from '@hrms/contracts/realtime';
import { can, employeeScope, ROLES, type Role } from '@hrms/contracts/roles';
import { z } from 'zod';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { detectFileKind } from '../../lib/file-type';
import type { ReceiveUpload } from '../../lib/multipart-upload';
import { hashPassword } from '../../lib/password';
import { sqlState } from '../../lib/sql-state';
import { type FileStorage, isStorageKey } from '../../lib/storage';
import { type CompanyRef, findCompany, findPeople, managerChain } from '../../people/people.repository';
import type { RealtimeService } from '../../realtime/realtime.service';
import type { AccessService } from '../access/access.service';
import type { AuditService } from '../audit/audit.service';
import type { EmployeeAuditAction } from '../audit/audit-actions';
import type { PasswordService } from '../auth/password.service';
import type { SessionsService } from '../auth/sessions.service';
import type { DocumentsService } from '../documents/documents.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { DirectoryTotals } from './directory-totals';
import {
  changesOf,
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
  summarise,
  visibleChange,
} from './employee-changes';
import { accessFor, fullName, toEmployee, toListItem, type VisibleLevel } from './employee-views';
import {
  allEmployees,
  countEmployees,
  deleteEmployee,
  departmentsWithHeadcount,
  type EmployeeChange,
  type EmployeeFilter,
  type EmployeeRow,
  employeeStats,
  findEmployeeDetail,
  findEmployeeForUpdate,
  findStatutory,
  insertEmployee,
  insertUser,
  listEmployeePage,
  missingRefs,
  type Ordering,
  photoKeyInUse,
  refNames,
  type Scope,
  type SortField,
  type StatutoryValues,
  setPhotoKey,
  takenCodesAndEmails,
  teamCounts,
  updateAccount,
  updateEmployee,
  upsertStatutory,
} from './employees.repository';
import { type ExportFile, exportColumns, exportFile } from './employees-export';
import { EmployeesImportService } from './employees-import.service';
import { type HistoryKind, historyOf } from './person-history.repository';

export type { VisibleLevel };
export type ExportEmployeesFilter = z.output<typeof ExportEmployeesQuerySchema>;
export type UpdateOwnProfileInput = z.output<typeof UpdateOwnProfileBodySchema>;

/** The roles that see every record and hear of every change to one. */
const WRITER_ROLES: readonly Role[] = ROLES.filter((role) => can(role, 'employees:write'));
/** What a colleague's card shows; sorting by anything else would reveal what the card hides. */
const CARD_SORTS: ReadonlySet<SortField> = new Set(['name', 'workEmail', 'department', 'designation']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * When a search collects its matches and sorts them (see `listEmployeePage`): a search for a name,
 * sorted by name, finds its matches side by side somewhere in the name index, possibly near its end
 * (at 100,000 people, "zoya" takes 28 ms collected and 420 ms walked); in any other order they are
 * spread out and the index finds a page soon, unless there are very few. A term shorter than a
 * trigram cannot use the search index, so collecting would read the whole table: it walks.
 */
const SELECTIVE_BY_NAME = 20_000;
const SELECTIVE_ANY_ORDER = 200;
const TRIGRAM = 3;

/** The text fields sent with an import file. */
const ImportFieldsSchema = z.object({
  mode: ImportModeSchema.default('dry-run'),
  sendInvitations: z.enum(['true', 'false'], { message: 'Must be true or false' }).default('false'),
});

const notFound = () => new AppError('NOT_FOUND', 'Employee not found.');

function validationFailed(issues: FieldIssue[]): AppError {
  const message =
    issues.length === 1 ? `${issues[0]!.field}: ${issues[0]!.message}` : 'The request is not valid.';
  return new AppError('VALIDATION_FAILED', message, issues);
}

const HISTORY_WORDS: Record<HistoryKind, string> = {
  signed_in: 'has signed in',
  documents: 'has documents',
  reports: 'has people reporting to them',
  department_head: 'heads a department',
  changes: 'has recorded changes',
  acted: 'has made changes to other records',
  announcements: 'has written announcements',
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

export interface EmployeesServiceDeps {
  db: Database;
  access: AccessService;
  documents: Pick<DocumentsService, 'countsFor'>;
  clock: Clock;
  audit: AuditService;
  realtime: RealtimeService;
  notifications: NotificationsService;
  passwords: PasswordService;
  sessions: SessionsService;
  storage: FileStorage;
}

export class EmployeesService {
  private readonly imports: EmployeesImportService;
  private readonly totals: DirectoryTotals;

  constructor(private readonly deps: EmployeesServiceDeps) {
    this.totals = new DirectoryTotals(deps.clock);
    this.imports = new EmployeesImportService({
      ...deps,
      onImported: (employeeIds, actor) => this.afterImport(employeeIds, actor),
    });
  }

  // ------------------------------------------------------------------ the directory

  /**
   * One page and the total. A search is counted first (or its count reused): how many rows match
   * decides how the page is found (see `listEmployeePage`'s `selective`). Other filters are counted
   * and paged at once.
   */
  async list(actor: Actor, query: ListEmployeesFilter): Promise<EmployeeListResponse> {
    requirePermission(actor, 'employees:directory');
    const view = this.viewOf(actor);
    const result = (items: EmployeeListResponse['items'], total: number) => ({
      items,
      total,
      page: query.page,
      limit: query.limit,
    });
    if (!view.scope) return result([], 0);
    const scope = view.scope;
    const filter = this.filterFor(scope, query);
    const ordering = this.orderingFor(scope, query);
    const page = (selective: boolean) =>
      listEmployeePage(this.deps.db, scope, filter, {
        ...ordering,
        page: query.page,
        limit: query.limit,
        withAccount: view.level === 'full',
        selective,
      });
    let total: number;
    let rows: Awaited<ReturnType<typeof page>>;
    if (filter.search) {
      total = await this.totalOf(scope, filter);
      const beyond = (query.page - 1) * query.limit >= total;
      const selective =
        filter.search.trim().length >= TRIGRAM &&
        (total <= SELECTIVE_ANY_ORDER || (ordering.sort === 'name' && total <= SELECTIVE_BY_NAME));
      rows = beyond ? [] : await page(selective);
    } else {
      [rows, total] = await Promise.all([page(false), this.totalOf(scope, filter)]);
    }
    return result(
      rows.map((row) => toListItem(row, view.level)),
      total,
    );
  }

  /** The directory total for a scope and filter (see `DirectoryTotals`). */
  private totalOf(scope: Scope, filter: EmployeeFilter): Promise<number> {
    return this.totals.get(JSON.stringify([scope, filter]), () =>
      countEmployees(this.deps.db, scope, filter),
    );
  }

  /** Every write forgets the totals, so this process never shows a count older than its own change. */
  private forgetTotals(): void {
    this.totals.forget();
  }

  /** admin/hr: everyone with account details; a manager: the team; anyone else: colleagues' cards. */
  private viewOf(actor: Actor): { scope: Scope | null; level: 'full' | 'team' | 'card' } {
    switch (employeeScope(actor.role)) {
      case 'all':
        return { scope: { kind: 'all' }, level: 'full' };
      case 'team':
        // A manager without an employee record leads nobody: an empty team, not an error.
        return {
          scope: actor.employeeId ? { kind: 'team', managerEmployeeId: actor.employeeId } : null,
          level: 'team',
        };
      case 'directory':
        return { scope: { kind: 'directory' }, level: 'card' };
    }
  }

  /**
   * The filters the scope may use. Colleagues filter by what the card shows (and where people sit)
   * only, and never see people who have left.
   */
  private filterFor(scope: Scope, query: Omit<ListEmployeesFilter, 'page' | 'limit'>): EmployeeFilter {
    const common: EmployeeFilter = {
      search: query.search || undefined,
      departmentIds: query.departmentId,
      officeIds: query.officeId,
      designationId: query.designationId,
    };
    if (scope.kind === 'directory') return { ...common, excludeInactive: true };
    return {
      ...common,
      managerId: query.managerId,
      statuses: query.status,
      employmentType: query.employmentType,
      joinedFrom: query.joinedFrom,
      joinedTo: query.joinedTo,
    };
  }

  private orderingFor(scope: Scope, query: { sort: SortField; order: 'asc' | 'desc' }): Ordering {
    if (scope.kind === 'directory' && !CARD_SORTS.has(query.sort))
      return { sort: 'name', order: query.order };
    return { sort: query.sort, order: query.order };
  }

  /** The list's filters and sort, every matching row, as CSV or XLSX (admin and hr). */
  async exportFile(actor: Actor, query: ExportEmployeesFilter): Promise<ExportFile> {
    requirePermission(actor, 'employees:write');
    const { columns, unknown } = exportColumns(query.columns);
    if (unknown.length > 0) {
      throw validationFailed([{ field: 'query.columns', message: `Unknown column: ${unknown.join(', ')}` }]);
    }
    const scope: Scope = { kind: 'all' };
    const rows = await allEmployees(
      this.deps.db,
      scope,
      this.filterFor(scope, query),
      this.orderingFor(scope, query),
    );
    return exportFile(rows, columns, query.format, this.deps.clock.now().toISOString().slice(0, 10));
  }

  // ------------------------------------------------------------------ one person

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

  async create(actor: Actor, body: CreateEmployeeInput): Promise<Employee> {
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
        return { employee, invitations };
      }),
    );

    this.forgetTotals();
    const name = fullName(outcome.employee);
    passwords.sendInvitations(outcome.invitations.map((i) => ({ ...i, name, companyName: company.name })));
    await this.announce([outcome.employee.id], 'create', `${name} joined`);
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
    this.forgetTotals();
    if (outcome.employee.photoKey) await storage.delete(outcome.employee.photoKey).catch(() => undefined);
    this.emit(outcome.listeners, {
      id,
      type: 'delete',
      message: `${fullName(outcome.employee)} was removed`,
    });
    return { id, deleted: true };
  }

  // ------------------------------------------------------------------ bulk

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
    return { results, succeeded, failed: results.length - succeeded };
  }

  // ------------------------------------------------------------------ the one way a record changes

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

        // The person hears when someone else changes their job or status.
        const jobChanged = JOB_FIELDS.filter((field) => field in changes.after);
        const notes =
          account && !self && jobChanged.length > 0
            ? await notifications.store(tx, [account.userId], {
                type: becameInactive ? 'warning' : 'info',
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
    this.forgetTotals();
    if (outcome.endSessions && outcome.userId) {
      await this.deps.sessions.revokeAllOf(outcome.userId, { exceptSessionId: null, reason: 'deactivated' });
    }
    notifications.deliver(outcome.notes);
    await this.announce(
      [id],
      'update',
      outcome.endSessions ? `${outcome.name} was deactivated` : `${outcome.name} was updated`,
    );
    return outcome;
  }

  /** The employee columns a body changes; `undefined` fields are left alone. */
  private recordChange(before: EmployeeRow, body: Partial<UpdateEmployeeInput>): EmployeeChange {
    const change: EmployeeChange = {};
    const keys = [
      'employeeCode',
      'firstName',
      'lastName',
      'workEmail',
      'personalEmail',
      'phone',
      'dateOfBirth',
      'gender',
      'departmentId',
      'designationId',
      'managerId',
      'officeId',
      'employmentType',
      'joinDate',
      'probationEndDate',
      'status',
      'exitDate',
      'exitReason',
    ] as const;
    for (const key of keys) {
      if (body[key] !== undefined) (change as Record<string, unknown>)[key] = body[key];
    }
    if (body.address !== undefined) change.address = body.address;
    if (body.emergencyContact !== undefined) change.emergencyContact = body.emergencyContact;
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

  // ------------------------------------------------------------------ checks

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
      if (code !== '23505') throw error;
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

  // ------------------------------------------------------------------ events

  /** The accounts that follow a person's record: their own and their managers' up the line. */

  /** `employee-update` to admin and hr, the people concerned and their managers up the line. */
  private async announce(employeeIds: string[], type: UpdatePayload['type'], message: string) {
    const users = await this.deps.access.followersOf(employeeIds);
    this.emit(users, { id: employeeIds.length === 1 ? employeeIds[0]! : 'import', type, message });
  }

  private emit(users: string[], payload: Omit<UpdatePayload, 'timestamp'>): void {
    this.deps.realtime.emitTo({ users, roles: WRITER_ROLES }, EMPLOYEE_UPDATE_EVENT, {
      ...payload,
      timestamp: this.deps.clock.now().toISOString(),
    } satisfies UpdatePayload);
  }

  private async afterImport(employeeIds: string[], actor: Actor): Promise<void> {
    this.forgetTotals();
    // One event for the whole import: admin and hr, and the managers the new people report to.
    const users = (await this.deps.access.followersOf(employeeIds)).filter((u) => u !== actor.userId);
    this.emit(users, { id: 'import', type: 'create', message: `${employeeIds.length} employees imported` });
  }

  // ------------------------------------------------------------------ own profile and photos

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
      if (!changes) return false;
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
    if (changed) await this.announce([id], 'update', 'Profile updated');
    return this.get(actor, id);
  }

  /** A PNG or JPEG (by content) for the card; admin and hr for anyone, everyone for themselves. */
  async setPhoto(actor: Actor, id: string, receive: ReceiveUpload): Promise<Employee> {
    requirePermission(actor, 'profile:self');
    await this.photoAccess(actor, id);
    const { file } = await receive(EMPLOYEE_PHOTO_MAX_BYTES);
    if (!file) throw validationFailed([{ field: 'file', message: 'Choose a photo to upload' }]);
    const { bytes } = file;
    const kind = detectFileKind(bytes);
    if (kind !== 'png' && kind !== 'jpeg') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'A photo must be a PNG or JPEG image.');
    }
    const { db, clock, audit, storage } = this.deps;
    const key = await storage.put('photo', bytes);
    let previous: string | null;
    try {
      previous = await withTransaction(db, async (tx) => {
        const locked = await findEmployeeForUpdate(tx, id);
        if (!locked) throw notFound();
        await setPhotoKey(tx, id, key, clock.now());
        await audit.record(tx, actor, {
          action: 'employee.photo.update',
          entityType: 'employee',
          entityId: id,
          before: { photo: locked.employee.photoKey ? 'set' : null },
          after: { photo: 'set' },
        });
        return locked.employee.photoKey;
      });
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      throw error;
    }
    if (previous) await storage.delete(previous).catch(() => undefined);
    await this.announce([id], 'update', 'Photo changed');
    return this.get(actor, id);
  }

  async removePhoto(actor: Actor, id: string): Promise<Employee> {
    requirePermission(actor, 'profile:self');
    await this.photoAccess(actor, id);
    const { db, clock, audit, storage } = this.deps;
    const previous = await withTransaction(db, async (tx) => {
      const locked = await findEmployeeForUpdate(tx, id);
      if (!locked) throw notFound();
      if (!locked.employee.photoKey) return null;
      await setPhotoKey(tx, id, null, clock.now());
      await audit.record(tx, actor, {
        action: 'employee.photo.delete',
        entityType: 'employee',
        entityId: id,
        before: { photo: 'set' },
        after: { photo: null },
      });
      return locked.employee.photoKey;
    });
    if (previous) {
      await storage.delete(previous).catch(() => undefined);
      await this.announce([id], 'update', 'Photo removed');
    }
    return this.get(actor, id);
  }

  private async photoAccess(actor: Actor, id: string): Promise<void> {
    await this.deps.access.requireOne(actor, 'profile:self', id, {
      least: 'self',
      refused: () =>
        new AppError('FORBIDDEN', 'Only hr, an admin or the person themselves can change a photo.'),
    });
  }

  /**
   * A photo by its key, for `<img>` (no sign-in): the key is unguessable and must be some
   * employee's current photo, so nothing else in storage can be fetched this way.
   */
  async photo(key: string): Promise<{ bytes: Buffer; contentType: string }> {
    if (!isStorageKey(key) || !key.startsWith('photo-')) throw new AppError('NOT_FOUND', 'Photo not found.');
    if (!(await photoKeyInUse(this.deps.db, key))) throw new AppError('NOT_FOUND', 'Photo not found.');
    const bytes = await this.deps.storage.get(key);
    const kind = detectFileKind(bytes);
    if (kind !== 'png' && kind !== 'jpeg') throw new AppError('NOT_FOUND', 'Photo not found.');
    return { bytes, contentType: kind === 'png' ? 'image/png' : 'image/jpeg' };
  }

  // ------------------------------------------------------------------ figures and per-person views

  /** Head counts and movement: everyone for admin and hr, their team for a manager. */
  async stats(actor: Actor): Promise<EmployeeStats> {
    requirePermission(actor, 'employees:read');
    const { scope } = this.viewOf(actor);
    const today = this.deps.clock.now();
    const months: string[] = [];
    for (let i = 11; i >= 0; i--) {
      const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - i, 1));
      months.push(d.toISOString().slice(0, 7));
    }
    if (!scope) {
      return {
        total: 0,
        active: 0,
        onNotice: 0,
        inactive: 0,
        byDepartment: [],
        byOffice: [],
        byEmploymentType: [],
        byGender: [],
        joinsAndExits: months.map((month) => ({ month, joins: 0, exits: 0 })),
      };
    }
    const s = await employeeStats(this.deps.db, scope, `${months[0]}-01`);
    const joins = new Map(s.joins.map((r) => [r.month, r.count]));
    const exits = new Map(s.exits.map((r) => [r.month, r.count]));
    return {
      ...s.totals,
      byDepartment: s.byDepartment.map((r) => ({
        key: r.key ?? 'none',
        label: r.label ?? 'No department',
        count: r.count,
      })),
      byOffice: s.byOffice.map((r) => ({
        key: r.key ?? 'none',
        label: r.label ?? 'No office',
        count: r.count,
      })),
      byEmploymentType: s.byEmploymentType.map((r) => ({
        key: r.key ?? 'none',
        label: EMPLOYMENT_TYPE_LABELS[r.key as EmploymentType] ?? 'Unknown',
        count: r.count,
      })),
      byGender: s.byGender.map((r) => ({
        key: r.key ?? 'unknown',
        label: r.key ? (GENDER_LABELS[r.key as Gender] ?? r.key) : 'Not recorded',
        count: r.count,
      })),
      joinsAndExits: months.map((month) => ({
        month,
        joins: joins.get(month) ?? 0,
        exits: exits.get(month) ?? 0,
      })),
    };
  }

  /** Departments with their heads and company-wide head counts. */
  async departments(actor: Actor): Promise<EmployeeDepartmentListResponse> {
    requirePermission(actor, 'employees:read');
    const company = await findCompany(this.deps.db, actor.employeeId);
    if (!company) return { items: [] };
    const rows = await departmentsWithHeadcount(this.deps.db, company.id);
    return {
      items: rows.map((r) => ({
        id: r.id,
        name: r.name,
        code: r.code,
        parentId: r.parentId,
        head: r.headId
          ? {
              id: r.headId,
              name: `${r.headFirstName} ${r.headLastName}`,
              employeeCode: r.headCode!,
              photoUrl: employeePhotoUrl(r.headPhotoKey),
            }
          : null,
        headcount: Number(r.headcount),
      })),
    };
  }

  /** The person themselves, their managers up the line, admin and hr; anyone else is told "not found". */
  private requireCloseView(actor: Actor, id: string): Promise<VisibleLevel> {
    return this.deps.access.requireOne(actor, 'employees:directory', id);
  }

  async dashboardStats(actor: Actor, id: string): Promise<EmployeeDashboardStats> {
    await this.requireCloseView(actor, id);
    const { db, clock } = this.deps;
    // The statutory details count towards completeness; only the percentage leaves this method.
    const [detail, statutory, counts, documents] = await Promise.all([
      findEmployeeDetail(db, id),
      findStatutory(db, id),
      teamCounts(db, id),
      this.deps.documents.countsFor(id),
    ]);
    if (!detail) throw notFound();
    const e = detail.employee;
    const today = clock.now().toISOString().slice(0, 10);
    return {
      employeeId: id,
      tenure: tenure(e.joinDate, e.exitDate && e.exitDate < today ? e.exitDate : today),
      directReports: counts.directReports,
      teamSize: counts.teamSize,
      documents,
      leave: { pendingRequests: 0 },
      profileCompleteness: completeness(e, statutory),
    };
  }

  async recentActivity(
    actor: Actor,
    id: string,
    page: { page: number; limit: number },
  ): Promise<RecentActivityResponse> {
    const level = await this.requireCloseView(actor, id);
    const { rows, total } = await this.deps.audit.entriesAbout(this.deps.db, 'employee', id, page);
    return {
      items: rows.map((row) => {
        const actorName =
          row.actorFirstName !== null
            ? `${row.actorFirstName} ${row.actorLastName ?? ''}`.trim()
            : (row.actorEmail ?? 'Someone');
        const { before, after, hidden } = visibleChange(level, row.before, row.after);
        return {
          id: row.id,
          action: row.action,
          summary: hidden
            ? `${actorName} changed details that are not shown to you`
            : summarise(row.action, actorName, before, after),
          actor: row.actorUserId ? { id: row.actorUserId, name: actorName } : null,
          changes: changesOf(before, after),
          reason: row.reason,
          at: row.createdAt.toISOString(),
        };
      }),
      total,
      page: page.page,
      limit: page.limit,
    };
  }

  /** Leave lands with the leave module; until then the list is empty, for the same people as the dashboard. */
  async leaveRequests(actor: Actor, id: string, page: { page: number; limit: number }) {
    await this.requireCloseView(actor, id);
    return { items: [], total: 0, page: page.page, limit: page.limit };
  }

  // ------------------------------------------------------------------ import

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
    return this.imports.run(actor, {
      bytes: file.bytes,
      mode: parsed.data.mode,
      sendInvitations: parsed.data.sendInvitations === 'true',
    });
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Whole years and months from one calendar date to another. */
export function tenure(from: string, to: string): { years: number; months: number } {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  let months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  if (months < 0) months = 0;
  return { years: Math.floor(months / 12), months: months % 12 };
}

/** Share of the optional fields a complete record has filled in, in percent. */
function completeness(e: EmployeeRow, statutory: StatutoryValues | null): number {
  const checks = [
    e.phone,
    e.personalEmail,
    e.dateOfBirth,
    e.gender,
    e.address?.line1,
    e.address?.city,
    e.emergencyContact?.name,
    e.emergencyContact?.phone,
    e.photoKey,
    e.departmentId,
    e.designationId,
    statutory?.pan,
    statutory?.bankAccountNumber,
  ];
  return Math.round((checks.filter(Boolean).length / checks.length) * 100);
}
