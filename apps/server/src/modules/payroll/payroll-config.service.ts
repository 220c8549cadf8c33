/**
 * Payroll's configuration: the statutory rules as dated rows, each person's salary by dated
 * revision (a CTC made into the default template, or components of hr's own), and the company's
 * payroll settings. Money is seen by admin and hr only (product decisions); every change is audited
 * in its transaction.
 */
import type { FieldIssue } from '@hrms/contracts/errors';
import {
  type CreateSalaryConfigBody,
  DEFAULT_PAYROLL_SETTINGS,
  type PayrollSettings,
  type SalaryComponent,
  type SalaryConfigResponse,
  type SalaryRevision,
  type UpdatePayrollSettingsBody,
  UpdatePayrollSettingsBodySchema,
  type UpdateSalaryConfigBody,
} from '@hrms/contracts/payroll';
import {
  type StatutoryRule,
  type StatutoryRuleKind,
  StatutoryRuleSchema,
} from '@hrms/contracts/payroll-rules';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError, validationFailed } from '../../lib/app-error';
import { calendarDateIn } from '../../lib/calendar-date';
import type { Clock } from '../../lib/clock';
import { findWorker } from '../../people/people.repository';
import type { AccessService } from '../access/access.service';
import type { AuditService } from '../audit/audit.service';
import type { ConfigurationService } from '../configuration/configuration.service';
import { SettingsRecord } from '../configuration/settings-record';
import { fullMonth, type SlipRevision } from './calculate-slip';
import { FormulaError } from './engine/formula';
import { INDIA_DEFAULT_RULES } from './engine/india-defaults';
import { type ComponentDefinition, defaultTemplate } from './engine/structure';
import {
  deleteRevisionsOf,
  insertRevision,
  insertStatutoryRules,
  listStatutoryRules,
  lockRevisionsOf,
  payrollPerson,
  revisionsOf,
  type SalaryRevisionRow,
  type StatutoryRuleDbRow,
  updateRevision,
} from './payroll-config.repository';

const SETTINGS_KEY = 'payroll.settings';

export interface PayrollConfigDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  access: AccessService;
  configuration: ConfigurationService;
}

/** A rule row as the engine reads it. */
function asRule(row: StatutoryRuleDbRow): StatutoryRule {
  return {
    kind: row.kind,
    key: row.key,
    effectiveFrom: row.effectiveFrom,
    params: row.params,
  } as StatutoryRule;
}

export class PayrollConfigService {
  private readonly stored: SettingsRecord<PayrollSettings>;

  constructor(private readonly deps: PayrollConfigDeps) {
    this.stored = new SettingsRecord(deps, {
      key: SETTINGS_KEY,
      category: 'payroll',
      defaults: DEFAULT_PAYROLL_SETTINGS,
      change: UpdatePayrollSettingsBodySchema,
      describe: {
        payableDaysBasis:
          'What a month’s days are for proration: its calendar days, a fixed 30, or its working days.',
        protectSlips: 'Salary slip PDFs open with a password (the person’s PAN and birth date).',
        payDay:
          'The month’s pay day: its last working day, or a day of the month. A month is finalised on or after it; before it, its slips are calculated as a preview.',
      },
      auditAction: 'settings.payroll.update',
    });
  }

  // -------------------------------------------------------------------------- statutory rules

  /** Writes the rules the product ships (FY 2025-26 and 2026-27) where they are not kept yet. */
  async ensureDefaultRules(): Promise<number> {
    const added = await insertStatutoryRules(this.deps.db, INDIA_DEFAULT_RULES, null, this.deps.clock.now());
    return added.length;
  }

  async statutoryRules(actor: Actor, query: { kind?: StatutoryRuleKind | undefined }) {
    requirePermission(actor, 'payroll:manage');
    const rows = await listStatutoryRules(this.deps.db, query.kind);
    return {
      items: rows.map((r) => ({
        id: r.id,
        kind: r.kind as StatutoryRuleKind,
        key: r.key,
        effectiveFrom: r.effectiveFrom,
        params: r.params as Record<string, unknown>,
        addedBy: r.addedBy,
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  /** An admin adds a rule from a date (a new EPF ceiling, next year's slabs); audited. */
  async addStatutoryRule(actor: Actor, input: StatutoryRule) {
    requirePermission(actor, 'payroll:manage');
    if (actor.role !== 'admin') {
      throw new AppError('FORBIDDEN', 'Only an admin changes the statutory rules.');
    }
    const rule = StatutoryRuleSchema.parse(input);
    const row = await withTransaction(this.deps.db, async (tx) => {
      const [added] = await insertStatutoryRules(tx, [rule], actor.userId, this.deps.clock.now());
      if (!added) {
        throw new AppError(
          'CONFLICT',
          `A ${rule.kind.replace('_', ' ')} rule "${rule.key}" from ${rule.effectiveFrom} exists already: add one from another date.`,
        );
      }
      await this.deps.audit.record(tx, actor, {
        action: 'payroll.rule.create',
        entityType: 'statutory_rule',
        entityId: added.id,
        before: null,
        after: rule,
      });
      return added;
    });
    return (await this.statutoryRules(actor, { kind: rule.kind })).items.find((r) => r.id === row.id)!;
  }

  /** Every rule row, for the calculation (no permission asked: callers have checked theirs). */
  async rules(db: Database = this.deps.db): Promise<StatutoryRule[]> {
    return (await listStatutoryRules(db)).map(asRule);
  }

  // ------------------------------------------------------------------------- salary configuration

  defaultTemplate(actor: Actor) {
    requirePermission(actor, 'payroll:manage');
    return {
      metro: defaultTemplate({ metro: true }),
      nonMetro: defaultTemplate({ metro: false }),
      notes: [
        'Formulas are in rupees a month; GROSS is the monthly gross, CTC the annual cost to company.',
        'CTC = 12 × (gross + the employer’s PF share); the gross is split by the template.',
        'HRA is 50 % of Basic in a metro (Delhi, Mumbai, Kolkata, Chennai) and 40 % elsewhere.',
      ],
    };
  }

  async config(actor: Actor, employeeId: string): Promise<SalaryConfigResponse> {
    await this.deps.access.require({ actor, permission: 'payroll:manage', ids: [employeeId], least: 'full' });
    const [person, revisions, rules] = await Promise.all([
      payrollPerson(this.deps.db, employeeId),
      revisionsOf(this.deps.db, employeeId),
      this.rules(),
    ]);
    if (!person) throw new AppError('NOT_FOUND', 'Employee not found.');
    const worker = (await findWorker(this.deps.db, employeeId))!;
    const today = calendarDateIn(this.deps.clock.now(), worker.timeZone);
    const shown = revisions.map((r) => this.present(r, rules));
    return {
      employee: person,
      current: shown.find((r) => r.effectiveFrom <= today) ?? null,
      revisions: shown,
    };
  }

  /** A salary from a date: checked whole (formulas, dates, the CTC) before anything is written. */
  async createConfig(actor: Actor, body: CreateSalaryConfigBody): Promise<SalaryConfigResponse> {
    await this.writable(actor, body.employeeId);
    const worker = (await findWorker(this.deps.db, body.employeeId))!;
    const issues: FieldIssue[] = [];
    if (body.effectiveFrom < worker.joinDate) {
      issues.push({
        field: 'body.effectiveFrom',
        message: `${worker.name} joined on ${worker.joinDate}: a salary cannot start before that`,
      });
    }
    if (worker.exitDate && body.effectiveFrom > worker.exitDate) {
      issues.push({
        field: 'body.effectiveFrom',
        message: `${worker.name} left on ${worker.exitDate}: a salary cannot start after that`,
      });
    }
    if (issues.length > 0) throw validationFailed(issues);
    const components: ComponentDefinition[] = body.components ?? defaultTemplate({ metro: body.metro });
    const rules = await this.rules();
    this.checkStructure(components, body.annualCtc ?? null, body.pfMode, rules, body.effectiveFrom);
    await withTransaction(this.deps.db, async (tx) => {
      await lockRevisionsOf(tx, worker.id);
      const existing = await revisionsOf(tx, worker.id);
      if (existing.some((r) => r.effectiveFrom === body.effectiveFrom)) {
        throw new AppError(
          'CONFLICT',
          `${worker.name} has a salary from ${body.effectiveFrom} already: change it, or start this one on another date.`,
        );
      }
      const now = this.deps.clock.now();
      const row = await insertRevision(tx, {
        companyId: worker.companyId,
        employeeId: worker.id,
        effectiveFrom: body.effectiveFrom,
        annualCtc: body.annualCtc ?? null,
        components,
        taxRegime: body.taxRegime,
        ptState: body.ptState,
        pfMode: body.pfMode,
        epsMember: body.epsMember,
        declarations: body.declarations,
        reason: body.reason ?? null,
        createdBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      });
      await this.deps.audit.record(tx, actor, {
        action: 'payroll.salary.create',
        entityType: 'salary_revision',
        entityId: row.id,
        before: null,
        after: { employeeId: worker.id, ...snapshot(row) },
        reason: body.reason ?? null,
      });
    });
    return this.config(actor, worker.id);
  }

  /** Changes the options of the revision in force (regime, state, PF, declarations); audited. */
  async updateConfig(
    actor: Actor,
    employeeId: string,
    body: UpdateSalaryConfigBody,
  ): Promise<SalaryConfigResponse> {
    await this.writable(actor, employeeId);
    const worker = (await findWorker(this.deps.db, employeeId))!;
    await withTransaction(this.deps.db, async (tx) => {
      await lockRevisionsOf(tx, employeeId);
      const today = calendarDateIn(this.deps.clock.now(), worker.timeZone);
      const revisions = await revisionsOf(tx, employeeId);
      const current = revisions.find((r) => r.effectiveFrom <= today) ?? revisions.at(-1);
      if (!current) throw new AppError('NOT_FOUND', `${worker.name} has no salary yet: add one first.`);
      const { reason, ...changes } = body;
      const updated = await updateRevision(tx, current.id, {
        ...changes,
        updatedAt: this.deps.clock.now(),
      });
      await this.deps.audit.record(tx, actor, {
        action: 'payroll.salary.update',
        entityType: 'salary_revision',
        entityId: current.id,
        before: snapshot(current),
        after: snapshot(updated),
        reason: reason ?? null,
      });
    });
    return this.config(actor, employeeId);
  }

  /** Removes a person's salary configuration, every revision; audited. */
  async deleteConfig(actor: Actor, employeeId: string): Promise<{ ok: true; message: string }> {
    await this.writable(actor, employeeId);
    const worker = (await findWorker(this.deps.db, employeeId))!;
    await withTransaction(this.deps.db, async (tx) => {
      await lockRevisionsOf(tx, employeeId);
      const revisions = await revisionsOf(tx, employeeId);
      if (revisions.length === 0) throw new AppError('NOT_FOUND', `${worker.name} has no salary to remove.`);
      await deleteRevisionsOf(tx, employeeId);
      await this.deps.audit.record(tx, actor, {
        action: 'payroll.salary.delete',
        entityType: 'salary_revision',
        entityId: revisions[0]!.id,
        before: { employeeId, revisions: revisions.map(snapshot) },
        after: null,
      });
    });
    return { ok: true, message: `${worker.name}’s salary configuration was removed.` };
  }

  // ---------------------------------------------------------------------------------- settings

  async settings(actor: Actor): Promise<PayrollSettings> {
    requirePermission(actor, 'settings:read');
    return this.currentSettings();
  }

  async updateSettings(actor: Actor, body: UpdatePayrollSettingsBody): Promise<PayrollSettings> {
    requirePermission(actor, 'settings:write');
    return this.stored.update(actor, body);
  }

  /** For the calculation; no permission asked. */
  currentSettings(db: Database = this.deps.db): Promise<PayrollSettings> {
    return this.stored.current(db);
  }

  // ----------------------------------------------------------------------------------- helpers

  /**
   * A salary hr may change: anyone's in their reach but their own, which an admin changes (nobody
   * sets their own pay). An admin may change their own.
   */
  private async writable(actor: Actor, employeeId: string): Promise<void> {
    await this.deps.access.require({ actor, permission: 'payroll:manage', ids: [employeeId], least: 'full' });
    if (employeeId === actor.employeeId && actor.role !== 'admin') {
      throw new AppError('FORBIDDEN', 'Nobody changes their own salary: ask an admin.');
    }
  }

  /** Refuses a structure that cannot be calculated, naming the component and what is wrong. */
  private checkStructure(
    components: readonly ComponentDefinition[],
    annualCtc: number | null,
    pfMode: string,
    rules: readonly StatutoryRule[],
    date: string,
  ): void {
    const seen = new Map<string, number>();
    const issues: FieldIssue[] = [];
    components.forEach((c, i) => {
      if (seen.has(c.code)) {
        issues.push({
          field: `body.components.${i}.code`,
          message: `${c.code} is used by another component`,
        });
      }
      seen.set(c.code, i);
    });
    if (issues.length > 0) throw validationFailed(issues);
    try {
      fullMonth(revisionOf({ components, annualCtc, pfMode }), rules, date);
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error;
      const index = error.component === null ? undefined : seen.get(error.component);
      const hint =
        annualCtc === null && /\b(GROSS|CTC)\b/.test(error.message)
          ? ' — give the annual CTC, which GROSS and CTC come from'
          : '';
      throw validationFailed([
        {
          field:
            index === undefined
              ? annualCtc
                ? 'body.annualCtc'
                : 'body.components'
              : `body.components.${index}.formula`,
          message: `${error.message}${hint}`,
        },
      ]);
    }
  }

  private present(row: SalaryRevisionRow, rules: readonly StatutoryRule[]): SalaryRevision {
    const components = row.components as SalaryComponent[];
    const month = fullMonth(revisionOf(row), rules, row.effectiveFrom);
    const line = (l: { code: string; name: string; monthly: number }) => ({
      code: l.code,
      name: l.name,
      amount: l.monthly,
    });
    return {
      id: row.id,
      effectiveFrom: row.effectiveFrom,
      annualCtc: row.annualCtc,
      components,
      taxRegime: row.taxRegime as SalaryRevision['taxRegime'],
      ptState: row.ptState as SalaryRevision['ptState'],
      pfMode: row.pfMode as SalaryRevision['pfMode'],
      epsMember: row.epsMember,
      declarations: row.declarations as SalaryRevision['declarations'],
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      monthly: {
        gross: month.gross,
        earnings: month.lines.filter((l) => l.kind === 'earning').map(line),
        deductions: month.lines.filter((l) => l.kind === 'deduction').map(line),
        employerPf: month.employerPf,
      },
    };
  }
}

/** What the audit trail keeps of a revision. */
function snapshot(row: SalaryRevisionRow) {
  return {
    effectiveFrom: row.effectiveFrom,
    annualCtc: row.annualCtc,
    components: row.components,
    taxRegime: row.taxRegime,
    ptState: row.ptState,
    pfMode: row.pfMode,
    epsMember: row.epsMember,
    declarations: row.declarations,
  };
}

/** A revision as the calculation reads it. */
export function revisionOf(row: {
  components: unknown;
  annualCtc: number | null;
  pfMode: string;
  taxRegime?: string;
  ptState?: string | null;
  epsMember?: boolean;
  declarations?: unknown;
}): SlipRevision {
  return {
    components: row.components as ComponentDefinition[],
    annualCtc: row.annualCtc,
    pfMode: row.pfMode as SlipRevision['pfMode'],
    taxRegime: (row.taxRegime ?? 'new') as SlipRevision['taxRegime'],
    ptState: row.ptState ?? null,
    epsMember: row.epsMember ?? true,
    declarations: (row.declarations ?? {}) as SlipRevision['declarations'],
  };
}
