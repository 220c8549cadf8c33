/**
 * The org chart: people who have not left, those joining later marked as joining and left out of
 * its counts (people/headcount.ts), on screen or as a file. admin, hr and employees (as colleagues'
 * cards) see the whole company; a manager sees the tree below themself. Someone whose manager has
 * left stands at the top.
 */
import type { OrgChartResponse } from '@hrms/contracts/organization';
import { employeeScope } from '@hrms/contracts/roles';
import { type Actor, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { calendarDateIn } from '../../lib/calendar-date';
import { CSV_CONTENT_TYPE, toCsv } from '../../lib/spreadsheet';
import { buildOrgChart, type OrgChart, type OrgChartScope } from './org-chart';
import { renderOrgChartPdf } from './org-chart-pdf';
import { findPrimaryCompany, listOrgChartPeople } from './organization.repository';
import type { OrganizationServiceDeps } from './organization-context';

export interface OrgChartExport {
  fileName: string;
  contentType: string;
  body: Buffer | string;
}

export class OrganizationChartService {
  constructor(private readonly deps: OrganizationServiceDeps) {}

  /** admin, hr and employees: the whole company; a manager: the tree below themself. */
  async orgChart(
    actor: Actor,
    query: { rootId?: string | undefined; departmentId?: string | undefined },
  ): Promise<OrgChartResponse> {
    requirePermission(actor, 'employees:directory');
    const { chart } = await this.chartFor(actor, query);
    return { roots: chart.roots, total: chart.total };
  }

  /** The same chart as a file: a PDF outline to print, or a CSV with one row per person. */
  async exportOrgChart(
    actor: Actor,
    query: { rootId?: string | undefined; departmentId?: string | undefined; format: 'pdf' | 'csv' },
  ): Promise<OrgChartExport> {
    requirePermission(actor, 'employees:directory');
    const { chart, people, company } = await this.chartFor(actor, query);
    const timezone = company?.timezone ?? 'Asia/Kolkata';
    const now = this.deps.clock.now();
    const isoDate = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(now);
    const fileName = `org-chart-${isoDate}.${query.format}`;
    switch (query.format) {
      case 'csv': {
        const rows = chart.lines().map(({ node, level, managerId }) => {
          const manager = managerId ? people.get(managerId) : undefined;
          return [
            node.employeeCode,
            node.name,
            node.designation,
            node.department,
            manager?.employeeCode,
            manager ? `${manager.firstName} ${manager.lastName}`.trim() : null,
            level,
            node.directReports,
            node.totalReports,
          ];
        });
        return { fileName, contentType: CSV_CONTENT_TYPE, body: toCsv([CSV_HEADER, ...rows]) };
      }
      case 'pdf': {
        const dateLabel = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, dateStyle: 'long' }).format(
          now,
        );
        const body = await renderOrgChartPdf({
          companyName: company?.name ?? null,
          dateLabel,
          roots: chart.roots,
          total: chart.total,
        });
        return { fileName, contentType: 'application/pdf', body };
      }
      default: {
        const unhandled: never = query.format;
        throw new Error(`Unknown format ${String(unhandled)}`);
      }
    }
  }

  private async chartFor(
    actor: Actor,
    query: { rootId?: string | undefined; departmentId?: string | undefined },
  ) {
    const { db } = this.deps;
    const company = await findPrimaryCompany(db);
    const list = company ? await listOrgChartPeople(db, company.id) : [];
    const today = calendarDateIn(this.deps.clock.now(), company?.timezone ?? 'Asia/Kolkata');
    const scope: OrgChartScope = { rootId: query.rootId, departmentId: query.departmentId, today };
    // A manager's chart is their line; anyone else without the whole company sees it as colleagues'
    // cards (name, title, department, photo), as the directory shows them.
    if (employeeScope(actor.role) === 'team') scope.within = actor.employeeId;
    const chart: OrgChart | null = buildOrgChart(list, scope);
    if (!chart) throw new AppError('NOT_FOUND', 'Employee not found in the organisation chart.');
    return { chart, company, people: new Map(list.map((p) => [p.id, p])) };
  }
}

const CSV_HEADER = [
  'Employee code',
  'Name',
  'Designation',
  'Department',
  'Manager code',
  'Manager name',
  'Level',
  'Direct reports',
  'Total reports',
];
