/**
 * Holiday templates: the built-in national and state lists by year (`@hrms/contracts/holiday-templates`)
 * and the company's own, applied to the calendar as holidays of the regions they name.
 */

import { BUILT_IN_HOLIDAY_TEMPLATES, type BuiltInHolidayTemplate } from '@hrms/contracts/holiday-templates';
import type {
  ApplyTemplateResult,
  CreateHolidayTemplateBody,
  HolidayConflict,
  HolidayTemplate,
} from '@hrms/contracts/holidays';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { isRaceConflict, sqlState } from '../../lib/sql-state';
import type { HolidayConflictsService } from './holiday-conflicts.service';
import {
  allHolidays,
  findTemplate,
  type HolidayRow,
  insertTemplate,
  listTemplates,
  type TemplateHolidayRow,
} from './holidays.repository';
import { companyOf, type HolidaysDeps, type HolidayWrites, uniqueRegions } from './holidays-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class HolidayTemplatesService {
  constructor(
    private readonly deps: HolidaysDeps,
    private readonly writes: HolidayWrites,
    /** What each holiday a template adds runs into, reported beside the result. */
    private readonly conflicts: Pick<HolidayConflictsService, 'conflictsOf'>,
  ) {}

  /** The built-in lists (India, Karnataka, Maharashtra by year) and the company's own. */
  async templates(actor: Actor): Promise<{ items: HolidayTemplate[] }> {
    requirePermission(actor, 'holidays:read');
    const company = await companyOf(this.deps.db, actor);
    const own = await listTemplates(this.deps.db, company.id);
    return {
      items: [
        ...BUILT_IN_HOLIDAY_TEMPLATES.map((t) =>
          templateOf(t.id, t.name, t.description, true, builtInHolidays(t)),
        ),
        ...own.map((t) => templateOf(t.id, t.name, t.description, false, t.holidays)),
      ],
    };
  }

  async createTemplate(actor: Actor, body: CreateHolidayTemplateBody): Promise<HolidayTemplate> {
    requirePermission(actor, 'holidays:manage');
    const company = await companyOf(this.deps.db, actor);
    const holidays: TemplateHolidayRow[] = body.holidays.map((h) => ({
      date: h.date,
      name: h.name,
      type: h.type,
      description: h.description ?? null,
      regions: uniqueRegions(h.regions),
    }));
    const now = this.deps.clock.now();
    try {
      const row = await this.writes.transact(async (tx) => {
        const created = await insertTemplate(tx, {
          companyId: company.id,
          name: body.name,
          description: body.description ?? null,
          holidays,
          createdBy: actor.userId,
          createdAt: now,
          updatedAt: now,
        });
        await this.deps.audit.record(tx, actor, {
          action: 'holiday.template.create',
          entityType: 'holiday_template',
          entityId: created.id,
          before: null,
          after: { name: created.name, holidays: holidays.length },
        });
        return created;
      });
      return templateOf(row.id, row.name, row.description, false, row.holidays);
    } catch (error) {
      const { code, constraint } = sqlState(error);
      if (isRaceConflict(code) && constraint === 'holiday_templates_company_name_key') {
        throw new AppError('CONFLICT', `A template named ${body.name} already exists.`);
      }
      throw error;
    }
  }

  /**
   * Adds a template's holidays to the calendar. A holiday already there (its name on its date) is
   * skipped, so applying twice adds nothing; what is added on a weekend or beside another holiday is
   * reported for a second look, not refused.
   */
  async applyTemplate(actor: Actor, id: string): Promise<ApplyTemplateResult> {
    requirePermission(actor, 'holidays:manage');
    const company = await companyOf(this.deps.db, actor);
    const builtIn = BUILT_IN_HOLIDAY_TEMPLATES.find((t) => t.id === id);
    const own = builtIn || !UUID.test(id) ? undefined : await findTemplate(this.deps.db, company.id, id);
    const template = builtIn
      ? { id: builtIn.id, name: builtIn.name, holidays: builtInHolidays(builtIn) }
      : own
        ? { id: own.id, name: own.name, holidays: own.holidays }
        : undefined;
    if (!template) throw new AppError('NOT_FOUND', 'Template not found.');
    const result = await this.writes.unique('A holiday of the template', () =>
      this.writes.transact(async (tx) => {
        const dates = template.holidays.map((h) => h.date).sort();
        const existing = await allHolidays(tx, company.id, { from: dates[0], to: dates.at(-1) });
        const there = new Set(existing.map((h) => `${h.date}|${h.name.toLowerCase()}`));
        const added: HolidayRow[] = [];
        const conflicts: HolidayConflict[] = [];
        for (const h of template.holidays) {
          if (there.has(`${h.date}|${h.name.toLowerCase()}`)) continue;
          const candidate = { date: h.date, name: h.name, officeIds: [], regions: h.regions };
          conflicts.push(...(await this.conflicts.conflictsOf(tx, company, candidate)));
          added.push(
            await this.writes.add(tx, actor, company.id, {
              date: h.date,
              name: h.name,
              type: h.type,
              description: h.description,
              officeIds: [],
              regions: h.regions,
            }),
          );
          there.add(`${h.date}|${h.name.toLowerCase()}`);
        }
        await this.deps.audit.record(tx, actor, {
          action: 'holiday.template.apply',
          entityType: 'holiday_template',
          entityId: template.id,
          before: null,
          after: { template: template.id, created: added.length },
        });
        return { created: added.length, conflicts };
      }),
    );
    return {
      template: { id: template.id, name: template.name },
      created: result.created,
      skipped: template.holidays.length - result.created,
      conflicts: result.conflicts,
    };
  }
}

function builtInHolidays(template: BuiltInHolidayTemplate): TemplateHolidayRow[] {
  return template.holidays.map((h) => ({
    date: h.date,
    name: h.name,
    type: h.type,
    description: h.description ?? null,
    regions: template.region ? [template.region] : [],
  }));
}

function templateOf(
  id: string,
  name: string,
  description: string | null,
  builtIn: boolean,
  holidays: readonly TemplateHolidayRow[],
): HolidayTemplate {
  const years = [...new Set(holidays.map((h) => Number(h.date.slice(0, 4))))].sort((a, b) => a - b);
  return { id, name, description, builtIn, years, holidays: [...holidays] };
}
