/**
 * Leave (spec §7 "Leave"). Types and their policies now: admin and hr keep them
 * (`settings:write`); everyone reads the active types that apply to them (`leave:self`).
 *
 * Rules:
 * - A type applies to a person when it is active, names no gender or theirs, and no office or theirs.
 * - A type is never deleted, since requests and balances refer to it: it is made inactive.
 * - A monthly accrual needs days a year; only a type that keeps a balance carries days forward.
 * - Every change is audited with its before and after.
 */
import type { Gender } from '@hrms/contracts/employees';
import type { FieldIssue } from '@hrms/contracts/errors';
import {
  type CreateLeaveTypeBody,
  DEFAULT_LEAVE_SETTINGS,
  fromCentidays,
  type LeaveSettings,
  type LeaveType,
  type LeaveTypeListResponse,
  toCentidays,
  type UpdateLeaveSettingsBody,
  UpdateLeaveSettingsBodySchema,
  type UpdateLeaveTypeBody,
} from '@hrms/contracts/leave';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { isRaceConflict, sqlState } from '../../lib/sql-state';
import { companyIdOf } from '../../people/actor-company';
import { companyOfficeIds, findCompany } from '../../people/people.repository';
import type { AuditService } from '../audit/audit.service';
import type { ConfigurationService } from '../configuration/configuration.service';
import { SettingsRecord } from '../configuration/settings-record';
import {
  findLeaveType,
  insertLeaveType,
  type LeaveTypeRow,
  leaveProfile,
  listLeaveTypes,
  type NewLeaveType,
  updateLeaveType,
} from './leave.repository';

export interface LeaveDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  configuration: ConfigurationService;
}

const SETTINGS_KEY = 'leave.settings';

const notFound = () => new AppError('NOT_FOUND', 'Leave type not found.');

const centi = (days: number | null | undefined) =>
  days === undefined ? undefined : days === null ? null : toCentidays(days);
const days = (centidays: number | null) => (centidays === null ? null : fromCentidays(centidays));

export function toLeaveType(row: LeaveTypeRow): LeaveType {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    paid: row.paid,
    tracksBalance: row.tracksBalance,
    annualDays: days(row.annualCentidays),
    accrual: row.accrual,
    prorateForJoiners: row.prorateForJoiners,
    carryForwardMaxDays: days(row.carryForwardMaxCentidays),
    encashmentMaxDays: days(row.encashmentMaxCentidays),
    halfDayAllowed: row.halfDayAllowed,
    maxConsecutiveDays: days(row.maxConsecutiveCentidays),
    minNoticeDays: row.minNoticeDays,
    attachmentAfterDays: days(row.attachmentAfterCentidays),
    countsWeekendsAndHolidays: row.countsWeekendsAndHolidays,
    allowNegativeBalance: row.allowNegativeBalance,
    optionalHolidays: row.optionalHolidays,
    genders: row.genders,
    officeIds: row.officeIds,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether a type is offered to this person: active, and naming no gender or theirs, no office or theirs. */
export function typeAppliesTo(
  row: LeaveTypeRow,
  person: { gender: Gender | null; officeId: string | null },
): boolean {
  return (
    row.active &&
    (row.genders.length === 0 || (person.gender !== null && row.genders.includes(person.gender))) &&
    (row.officeIds.length === 0 || (person.officeId !== null && row.officeIds.includes(person.officeId)))
  );
}

/** A request body's fields as columns; absent fields stay absent. */
export function leaveTypeColumns(body: UpdateLeaveTypeBody): Partial<NewLeaveType> {
  const columns: Partial<NewLeaveType> = {
    code: body.code,
    name: body.name,
    description: body.description,
    paid: body.paid,
    tracksBalance: body.tracksBalance,
    annualCentidays: centi(body.annualDays),
    accrual: body.accrual,
    prorateForJoiners: body.prorateForJoiners,
    carryForwardMaxCentidays: centi(body.carryForwardMaxDays),
    encashmentMaxCentidays: centi(body.encashmentMaxDays),
    halfDayAllowed: body.halfDayAllowed,
    maxConsecutiveCentidays: centi(body.maxConsecutiveDays),
    minNoticeDays: body.minNoticeDays,
    attachmentAfterCentidays: centi(body.attachmentAfterDays),
    countsWeekendsAndHolidays: body.countsWeekendsAndHolidays,
    allowNegativeBalance: body.allowNegativeBalance,
    optionalHolidays: body.optionalHolidays,
    genders: body.genders ? [...new Set(body.genders)] : undefined,
    officeIds: body.officeIds ? [...new Set(body.officeIds)] : undefined,
    active: body.active,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/** The rules of a whole type, after a change merged into it. */
function checkWhole(row: LeaveTypeRow): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (row.accrual === 'monthly' && row.annualCentidays === null) {
    issues.push({ field: 'body.annualDays', message: 'A type that accrues monthly needs days a year' });
  }
  if (row.carryForwardMaxCentidays !== null && !row.tracksBalance) {
    issues.push({
      field: 'body.carryForwardMaxDays',
      message: 'Only a type with a balance can carry days forward',
    });
  }
  return issues;
}

export class LeaveService {
  private readonly stored: SettingsRecord<LeaveSettings>;

  constructor(private readonly deps: LeaveDeps) {
    this.stored = new SettingsRecord(deps, {
      key: SETTINGS_KEY,
      category: 'leave',
      defaults: DEFAULT_LEAVE_SETTINGS,
      change: UpdateLeaveSettingsBodySchema,
      describe: {
        twoLevelApproval:
          'Manager first, then hr: a manager’s approval sends a request on to hr instead of deciding it.',
        compOffExpiryDays: 'Days after the day worked that a compensatory-off credit stays usable.',
        bookAheadDays:
          'Days before 1 January that the next leave year opens: its days are credited and leave in it can be asked for.',
      },
      auditAction: 'settings.leave.update',
    });
  }

  /** `mine`: the active types that apply to me; `all`: every type (admin and hr). */
  async listTypes(actor: Actor, query: { scope: 'mine' | 'all' }): Promise<LeaveTypeListResponse> {
    if (query.scope === 'all') requirePermission(actor, 'settings:write');
    else requirePermission(actor, 'leave:self');
    const profile = actor.employeeId ? await leaveProfile(this.deps.db, actor.employeeId) : undefined;
    const companyId = profile?.companyId ?? (await findCompany(this.deps.db, null))?.id;
    if (!companyId) return { items: [] };
    const rows = await listLeaveTypes(this.deps.db, companyId);
    const mine = (row: LeaveTypeRow) => typeAppliesTo(row, profile ?? { gender: null, officeId: null });
    return { items: (query.scope === 'all' ? rows : rows.filter(mine)).map(toLeaveType) };
  }

  async createType(actor: Actor, body: CreateLeaveTypeBody): Promise<LeaveType> {
    requirePermission(actor, 'settings:write');
    const companyId = await this.companyOf(actor);
    await this.checkOffices(companyId, body.officeIds);
    const now = this.deps.clock.now();
    const row = await this.unique(body.code, () =>
      withTransaction(this.deps.db, async (tx) => {
        const created = await insertLeaveType(tx, {
          ...(leaveTypeColumns(body) as NewLeaveType),
          companyId,
          createdAt: now,
          updatedAt: now,
        });
        await this.deps.audit.record(tx, actor, {
          action: 'leave.type.create',
          entityType: 'leave_type',
          entityId: created.id,
          before: null,
          after: toLeaveType(created),
        });
        return created;
      }),
    );
    return toLeaveType(row);
  }

  async updateType(actor: Actor, id: string, body: UpdateLeaveTypeBody): Promise<LeaveType> {
    requirePermission(actor, 'settings:write');
    const companyId = await this.companyOf(actor);
    if (body.officeIds) await this.checkOffices(companyId, body.officeIds);
    const row = await this.unique(body.code ?? 'This code', () =>
      withTransaction(this.deps.db, async (tx) => {
        const before = await findLeaveType(tx, companyId, id, { lock: true });
        if (!before) throw notFound();
        const change = leaveTypeColumns(body);
        const issues = checkWhole({ ...before, ...change } as LeaveTypeRow);
        if (issues.length > 0) throw validationFailed(issues);
        const after = await updateLeaveType(tx, id, { ...change, updatedAt: this.deps.clock.now() });
        await this.deps.audit.record(tx, actor, {
          action: 'leave.type.update',
          entityType: 'leave_type',
          entityId: id,
          before: toLeaveType(before),
          after: toLeaveType(after),
        });
        return after;
      }),
    );
    return toLeaveType(row);
  }

  /** The leave settings (two-level approval, comp-off expiry, booking ahead): everyone reads them. */
  async settings(actor: Actor): Promise<LeaveSettings> {
    requirePermission(actor, 'leave:self');
    return this.currentSettings();
  }

  async updateSettings(actor: Actor, body: UpdateLeaveSettingsBody): Promise<LeaveSettings> {
    requirePermission(actor, 'settings:write');
    return this.stored.update(actor, body);
  }

  /** For the services that follow the settings; no permission asked. */
  currentSettings(db: Database = this.deps.db): Promise<LeaveSettings> {
    return this.stored.current(db);
  }

  private companyOf(actor: Actor): Promise<string> {
    return companyIdOf(this.deps.db, actor);
  }

  private async checkOffices(companyId: string, officeIds: readonly string[]): Promise<void> {
    const known = await companyOfficeIds(this.deps.db, companyId);
    const issues = officeIds.flatMap((id, i) =>
      known.has(id) ? [] : [{ field: `body.officeIds.${i}`, message: 'Unknown office' }],
    );
    if (issues.length > 0) throw validationFailed(issues);
  }

  private async unique<T>(code: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const { code: state, constraint } = sqlState(error);
      if (isRaceConflict(state) && constraint === 'leave_types_company_code_key') {
        throw new AppError('CONFLICT', `${code} is already the code of a leave type.`);
      }
      throw error;
    }
  }
}
