/**
 * Exports: a report as CSV, XLSX or PDF, read through the same report families (and so the same
 * permission and scope) as on screen, each file saying its period and every filter by name.
 */
import {
  REPORT_EXPORT_TABLES,
  type ReportExportQuery,
  type ReportExportTable,
  type ReportQuery,
} from '@hrms/contracts/reports';
import { employeeScope } from '@hrms/contracts/roles';
import type { Actor } from '../../lib/access';
import { validationFailed } from '../../lib/app-error';
import { CSV_CONTENT_TYPE, type Row, toCsv, toWorkbook, XLSX_CONTENT_TYPE } from '../../lib/spreadsheet';
import { PDF_CONTENT_TYPE, toPdf } from '../../lib/table-pdf';
import { companyIdOf } from '../../people/actor-company';
import type { AttendanceReportsService } from './attendance-reports.service';
import type { LeaveReportsService } from './leave-reports.service';
import type { PeopleReportsService } from './people-reports.service';
import type { ReportContext } from './report-context';
import { filterNames } from './report-filters.repository';

export interface ReportFile {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

export class ReportExportsService {
  constructor(
    private readonly ctx: ReportContext,
    private readonly reports: {
      attendance: AttendanceReportsService;
      leave: LeaveReportsService;
      people: PeopleReportsService;
    },
  ) {}

  /**
   * A report as CSV, XLSX or PDF, its filters applied; cells neutralised by the spreadsheet writer.
   * The file says what it holds (the report, the period, each filter by name, a manager's team) in
   * its first line, its first rows or its subtitle, and its name carries the period and the filters.
   * A CSV is one table (the report's first unless `table` names another); an Excel file has a sheet
   * a table; a PDF has them all.
   */
  async exportFile(actor: Actor, query: ReportExportQuery): Promise<ReportFile> {
    const { report, format, table: wanted, ...filters } = query;
    const built = await this.table(actor, report, filters);
    const choices = REPORT_EXPORT_TABLES[report];
    if (wanted && !choices.some((t) => t.key === wanted)) {
      throw validationFailed([
        {
          field: 'query.table',
          message: `The ${built.title.toLowerCase()} report has no such table: choose ${choices.map((t) => t.key).join(', ')}`,
        },
      ]);
    }
    const names = await filterNames(this.ctx.deps.db, await companyIdOf(this.ctx.deps.db, actor), filters);
    const { period } = built;
    const said: [string, string][] = [['Period', `${period.from} to ${period.to}`]];
    if (names.department) said.push(['Department', names.department]);
    if (names.office) said.push(['Office', names.office]);
    if (names.employee) said.push(['Employee', `${names.employee.name} (${names.employee.code})`]);
    if (employeeScope(actor.role) !== 'all') said.push(['People', 'Your team']);
    const named = [names.department, names.office, names.employee?.name].filter((n) => n !== undefined);
    const fileName = (part: string | null, extension: string) =>
      [report, part, period.from, 'to', period.to, ...named.map(slug)].filter(Boolean).join('-') +
      `.${extension}`;
    const title = `${built.title} report`;

    if (format === 'pdf') {
      const body = await toPdf(
        built.tables.flatMap((t, i) => (i === 0 ? t.rows : [[], ...t.rows])),
        {
          title,
          subtitle: said.map(([what, value], i) => (i === 0 ? value : `${what}: ${value}`)).join(' · '),
        },
      );
      return { body, contentType: PDF_CONTENT_TYPE, fileName: fileName(null, 'pdf') };
    }
    if (format === 'xlsx') {
      const sheets = built.tables.map((t) => {
        const above: Row[] = [[`${title}, ${t.name.toLowerCase()}`], ...said, []];
        return { name: t.name, rows: [...above, ...t.rows], headerRow: above.length };
      });
      return {
        body: Buffer.from(toWorkbook(sheets)),
        contentType: XLSX_CONTENT_TYPE,
        fileName: fileName(null, 'xlsx'),
      };
    }
    const key = wanted ?? choices[0]?.key;
    const one = built.tables.find((t) => t.key === key) ?? built.tables[0]!;
    const line = `${title}, ${one.name.toLowerCase()}: ${said.map(([what, value]) => `${what} ${value}`).join('; ')}`;
    return {
      body: toCsv([[line], ...one.rows], { bom: true }),
      contentType: CSV_CONTENT_TYPE,
      fileName: fileName(choices.length > 1 ? one.key : null, 'csv'),
    };
  }

  // ------------------------------------------------------------------------------- helpers

  private async table(
    actor: Actor,
    report: ReportExportQuery['report'],
    filters: ReportQuery,
  ): Promise<{ title: string; period: { from: string; to: string }; tables: ExportTable[] }> {
    switch (report) {
      case 'attendance': {
        const r = await this.reports.attendance.attendance(actor, filters);
        return {
          title: 'Attendance',
          period: r.period,
          tables: [
            {
              key: 'by-date',
              name: 'By date',
              rows: [
                ['Date', 'Present', 'Late', 'Half day', 'Absent', 'On leave'],
                ...r.byDate.map((d) => [d.date, d.present, d.late, d.half_day, d.absent, d.on_leave]),
              ],
            },
            {
              key: 'by-department',
              name: 'By department',
              rows: [
                ['Department', 'People', 'Present', 'Late', 'Half day', 'Absent', 'On leave', 'Attendance %'],
                ...r.byDepartment.map((d) => [
                  d.department ?? 'No department',
                  d.people,
                  d.present,
                  d.late,
                  d.half_day,
                  d.absent,
                  d.on_leave,
                  d.attendanceRate ?? '',
                ]),
              ],
            },
          ],
        };
      }
      case 'leave': {
        const r = await this.reports.leave.leave(actor, filters);
        return {
          title: 'Leave',
          period: r.period,
          tables: [
            {
              key: 'by-type',
              name: 'By leave type',
              rows: [
                ['Leave type', 'Code', 'Approved requests', 'Approved days'],
                ...r.byType.map((t) => [t.name, t.code, t.requests, t.days]),
              ],
            },
            {
              key: 'by-department',
              name: 'By department',
              rows: [
                ['Department', 'People on leave', 'Approved days'],
                ...r.byDepartment.map((d) => [d.department ?? 'No department', d.people, d.days]),
              ],
            },
            {
              key: 'by-status',
              name: 'By status',
              rows: [
                ['Status', 'Requests', 'Days'],
                ...r.byStatus.map((s) => [statusInWords(s.status), s.requests, s.days]),
              ],
            },
          ],
        };
      }
      case 'time-tracking': {
        const r = await this.reports.attendance.timeTracking(actor, filters);
        return {
          title: 'Time tracking',
          period: r.period,
          tables: [
            {
              key: 'by-date',
              name: 'By date',
              rows: [
                ['Date', 'People', 'Worked hours', 'Overtime hours'],
                ...r.byDate.map((d) => [d.date, d.people, hours(d.workedMinutes), hours(d.overtimeMinutes)]),
              ],
            },
            {
              key: 'by-department',
              name: 'By department',
              rows: [
                ['Department', 'People', 'Worked hours', 'Overtime hours', 'Average hours a day'],
                ...r.byDepartment.map((d) => [
                  d.department ?? 'No department',
                  d.people,
                  hours(d.workedMinutes),
                  hours(d.overtimeMinutes),
                  hours(d.averageMinutes),
                ]),
              ],
            },
          ],
        };
      }
      case 'department-stats': {
        const r = await this.reports.people.departmentStats(actor, filters);
        return {
          title: 'Departments',
          period: r.period,
          tables: [
            {
              key: 'departments',
              name: 'Departments',
              rows: [
                ['Department', 'Headcount', 'Joiners', 'Leavers', 'Attendance %', 'Leave days'],
                ...r.departments.map((d) => [
                  d.name ?? 'No department',
                  d.headcount,
                  d.joiners,
                  d.leavers,
                  d.attendanceRate ?? '',
                  d.leaveDays,
                ]),
              ],
            },
          ],
        };
      }
    }
  }
}

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** One table of an export: its key (`by-date`), its name (`By date`), its column names then its rows. */
interface ExportTable {
  key: ReportExportTable;
  name: string;
  rows: Row[];
}

/** A request's status as a person says it: `half_day` → `Half day`. */
const statusInWords = (status: string) => {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A name as part of a file name: `Customer Support` → `customer-support`. */
const slug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'filtered';
