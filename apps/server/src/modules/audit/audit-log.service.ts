/**
 * The audit log viewer (Settings → Audit log, admin): the whole trail, filtered by action or its
 * area, record type, who acted, dates in the company's time zone and text in the record's id or the
 * reason; a page at a time, or as CSV or XLSX (with before and after as JSON).
 */
import type { AuditExportQuery, AuditListResponse, AuditLogEntry, AuditQuery } from '@hrms/contracts/audit';
import type { Database } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { validationFailed } from '../../lib/app-error';
import { addDays, instantAt } from '../../lib/calendar-date';
import type { FileDownload } from '../../lib/send-file';
import { CSV_CONTENT_TYPE, toCsv, toXlsx, XLSX_CONTENT_TYPE } from '../../lib/spreadsheet';
import { findCompany } from '../../people/people.repository';
import { type AuditFilters, type AuditLogRow, searchAuditLog } from './audit.repository';
import { AUDIT_ACTIONS } from './audit-actions';

/** The most rows one export holds: more asks for a narrower filter. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;
const ACTIONS = Object.values(AUDIT_ACTIONS)
  .flat()
  .sort((a, b) => a.localeCompare(b));
const FALLBACK_ZONE = 'Asia/Kolkata';

function whoActed(row: AuditLogRow): AuditLogEntry['actor'] {
  if (!row.actorUserId) return null;
  const name = [row.actorFirstName, row.actorLastName].filter(Boolean).join(' ');
  return { userId: row.actorUserId, name: name || (row.actorEmail ?? ''), email: row.actorEmail ?? '' };
}

export class AuditLogService {
  constructor(private readonly deps: { db: Database }) {}

  async list(actor: Actor, query: AuditQuery): Promise<AuditListResponse> {
    requirePermission(actor, 'audit:read');
    const filters = await this.filters(actor, query);
    const { rows, total } = await searchAuditLog(this.deps.db, filters, query);
    return {
      items: rows.map((row) => ({
        id: row.id,
        action: row.action,
        entityType: row.entityType,
        entityId: row.entityId,
        before: row.before,
        after: row.after,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
        actor: whoActed(row),
      })),
      total,
      page: query.page,
      limit: query.limit,
      actions: ACTIONS,
    };
  }

  async exportFile(actor: Actor, query: AuditExportQuery): Promise<FileDownload> {
    requirePermission(actor, 'audit:read');
    const filters = await this.filters(actor, query);
    const { rows, total } = await searchAuditLog(this.deps.db, filters, {
      page: 1,
      limit: AUDIT_EXPORT_MAX_ROWS,
    });
    if (total > AUDIT_EXPORT_MAX_ROWS) {
      throw validationFailed([
        {
          field: 'query.from',
          message: `Narrow the filter: the export would hold ${total.toLocaleString('en-IN')} rows, at most ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en-IN')}`,
        },
      ]);
    }
    const table = [
      ['When (UTC)', 'Who', 'Email', 'Action', 'Record type', 'Record', 'Reason', 'Before', 'After'],
      ...rows.map((row) => {
        const who = whoActed(row);
        return [
          row.createdAt.toISOString(),
          who?.name ?? 'System',
          who?.email ?? '',
          row.action,
          row.entityType,
          row.entityId,
          row.reason ?? '',
          row.before === null ? '' : JSON.stringify(row.before),
          row.after === null ? '' : JSON.stringify(row.after),
        ];
      }),
    ];
    const base = `audit-log-${query.from ?? 'start'}-to-${query.to ?? 'now'}`;
    return query.format === 'xlsx'
      ? {
          body: Buffer.from(toXlsx(table, { sheetName: 'Audit log' })),
          contentType: XLSX_CONTENT_TYPE,
          fileName: `${base}.xlsx`,
        }
      : { body: toCsv(table), contentType: CSV_CONTENT_TYPE, fileName: `${base}.csv` };
  }

  /** Dates as the company's days: from its first instant to the instant after the last day ends. */
  private async filters(actor: Actor, query: Omit<AuditQuery, 'page' | 'limit'>): Promise<AuditFilters> {
    const zone = (await findCompany(this.deps.db, actor.employeeId))?.timeZone ?? FALLBACK_ZONE;
    return {
      action: query.action,
      entityType: query.entityType,
      actorUserId: query.actorUserId,
      from: query.from ? instantAt(query.from, '00:00', zone) : undefined,
      until: query.to ? instantAt(addDays(query.to, 1), '00:00', zone) : undefined,
      search: query.search,
    };
  }
}
