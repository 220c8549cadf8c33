/**
 * The audit log viewer (Settings → Audit log, admin): the whole trail, filtered by action or its
 * area, record type, who acted, dates in the company's time zone and text in the record's id or the
 * reason; a page at a time, or as CSV or XLSX (with before and after as JSON).
 */

import {
  type AuditExportQuery,
  type AuditListResponse,
  type AuditLogEntry,
  type AuditQuery,
  auditActionLabel,
} from '@hrms/contracts/audit';
import {
  CONFIGURATION_KEY_WORDING,
  configurationKeyOf,
  configurationWording,
  wordsOf,
} from '@hrms/contracts/configuration';
import { MONTH_NAMES } from '@hrms/contracts/months';
import type { Database } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import { validationFailed } from '../../lib/app-error';
import { addDays, instantAt } from '../../lib/calendar-date';
import type { FileDownload } from '../../lib/send-file';
import { CSV_CONTENT_TYPE, toCsv, toXlsx, XLSX_CONTENT_TYPE } from '../../lib/spreadsheet';
import { findCompany } from '../../people/people.repository';
import { type AuditFilters, type AuditLogRow, findRecordNames, searchAuditLog } from './audit.repository';
import { AUDIT_ACTIONS } from './audit-actions';

/** The most rows one export holds: more asks for a narrower filter. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;
const ACTIONS = Object.values(AUDIT_ACTIONS)
  .flat()
  .sort((a, b) => a.localeCompare(b));
const FALLBACK_ZONE = 'Asia/Kolkata';
const ACTION_LABELS = Object.fromEntries(ACTIONS.map((action) => [action, auditActionLabel(action)]));

/** Record types whose id is a person's (an employee's own shift is kept under the person). */
const PERSON_TYPES = new Set(['employee', 'employee_shift']);
/** Record types whose id is one of the people kernel's rows, named by `findRecordNames`. */
const NAMED_BY_ID = new Set([...PERSON_TYPES, 'user', 'office', 'organization', 'company']);

type Json = Record<string, unknown>;
const objectOf = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const textOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The person a row is about when its before or after says (`employeeId`). */
function personOf(row: AuditLogRow): string | undefined {
  return textOf(objectOf(row.after).employeeId) ?? textOf(objectOf(row.before).employeeId);
}

/** The record a row is about, by its name: resolved ids first, then what the row itself holds. */
function recordNameOf(row: AuditLogRow, names: ReadonlyMap<string, string>): string {
  const { entityType, entityId } = row;
  const after = objectOf(row.after);
  const before = objectOf(row.before);
  const noun = wordsOf(entityType);
  if (NAMED_BY_ID.has(entityType)) {
    const name = names.get(entityId);
    if (name) return name;
  }
  if (entityType === 'configuration') {
    const own = CONFIGURATION_KEY_WORDING[entityId];
    if (own) return own.label;
    const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((f) => f !== 'value');
    // In the order of their names: a stored record's fields come back in no set order.
    const labels = fields
      .map((field) => configurationWording(configurationKeyOf(entityId, field)).label)
      .sort((a, b) => a.localeCompare(b));
    return labels.length > 0 ? labels.join(', ') : configurationWording(entityId).label;
  }
  const year = Number(after.year ?? before.year);
  const month = Number(after.month ?? before.month);
  if ((entityType === 'payroll_run' || entityType === 'payroll_month') && MONTH_NAMES[month - 1] && year) {
    return `${MONTH_NAMES[month - 1]} ${year} ${entityType === 'payroll_run' ? 'pay run' : 'payroll'}`;
  }
  const person = personOf(row);
  const personName = person ? names.get(person) : undefined;
  if (personName) return `${noun} of ${personName}`;
  const own = textOf(after.name) ?? textOf(before.name) ?? textOf(after.title) ?? textOf(before.title);
  if (own) return own;
  return `${noun} ${/^[0-9a-f-]{36}$/i.test(entityId) ? entityId.slice(0, 8) : entityId}`;
}

/** Every row of a page named, with one lookup per kind of record. */
async function recordNames(db: Database, rows: readonly AuditLogRow[]): Promise<string[]> {
  const idsOf = (types: (type: string) => boolean) =>
    rows.filter((r) => types(r.entityType)).map((r) => r.entityId);
  const names = await findRecordNames(db, {
    employees: [...idsOf((t) => PERSON_TYPES.has(t)), ...rows.flatMap((r) => personOf(r) ?? [])],
    users: idsOf((t) => t === 'user'),
    offices: idsOf((t) => t === 'office'),
    organization: idsOf((t) => t === 'organization'),
    companies: idsOf((t) => t === 'company'),
  });
  return rows.map((row) => recordNameOf(row, names));
}

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
    const named = await recordNames(this.deps.db, rows);
    return {
      items: rows.map((row, i) => ({
        id: row.id,
        action: row.action,
        actionLabel: auditActionLabel(row.action),
        recordName: named[i]!,
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
      actionLabels: ACTION_LABELS,
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
    const named = await recordNames(this.deps.db, rows);
    const table = [
      [
        'When (UTC)',
        'Who',
        'Email',
        'Action',
        'Action key',
        'Record',
        'Record type',
        'Record id',
        'Reason',
        'Before',
        'After',
      ],
      ...rows.map((row, i) => {
        const who = whoActed(row);
        return [
          row.createdAt.toISOString(),
          who?.name ?? 'System',
          who?.email ?? '',
          auditActionLabel(row.action),
          row.action,
          named[i]!,
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
