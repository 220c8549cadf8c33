/**
 * The export of all company data (Settings → Data, admin): a ZIP streamed as it is made, with a
 * CSV per table (`tables/<table>.csv`, every column but secrets, formulas neutralised) and every
 * stored file a record points at (`files/<key>`: documents, photos, the logo). What only the server
 * needs is left out: sessions, sign-in challenges, reset tokens, calendar feed tokens and the counts
 * and rollups the database keeps for speed, which are made again from the rows.
 */
import type { FastifyBaseLogger } from 'fastify';
import { type Database, withTransaction } from '../../db/client';
import { type Actor, requirePermission } from '../../lib/access';
import type { FileDownload } from '../../lib/send-file';
import { toCsv } from '../../lib/spreadsheet';
import type { FileStorage } from '../../lib/storage';
import { zipStream } from '../../lib/zip-stream';
import type { AuditService } from '../audit/audit.service';
import { columnsOf, keysIn, rowsOf } from './data-export.repository';

/** Tables of the server's own workings, not the company's data. */
const LEFT_OUT_TABLES = new Set([
  'sessions',
  'login_challenges',
  'password_reset_tokens',
  'calendar_feeds',
  'report_changes',
  'attendance_day_counts',
  'attendance_rollups',
  'attendance_person_months',
  'time_entry_counts',
]);
/** Secrets inside tables that are exported. */
const LEFT_OUT_COLUMNS: Record<string, ReadonlySet<string>> = {
  users: new Set([
    'password_hash',
    'two_factor_secret',
    'two_factor_backup_codes',
    'two_factor_pending_secret',
  ]),
};
/** Columns that hold a stored file's key. */
const FILE_COLUMNS: readonly [table: string, column: string][] = [
  ['employee_documents', 'storage_key'],
  ['employees', 'photo_key'],
  ['companies', 'logo_key'],
];
/** Rows read per query: a big table never sits in memory whole. */
const BATCH = 5000;

export class DataExportService {
  constructor(
    private readonly deps: {
      db: Database;
      storage: FileStorage;
      audit: AuditService;
      log: Pick<FastifyBaseLogger, 'error'>;
      clock: { now(): Date };
    },
  ) {}

  async exportAll(actor: Actor): Promise<FileDownload> {
    requirePermission(actor, 'data:export');
    const { db, clock } = this.deps;
    const tables = await this.tables();
    await withTransaction(db, (tx) =>
      this.deps.audit.record(tx, actor, {
        action: 'data.export',
        entityType: 'company',
        entityId: 'all',
        before: null,
        after: { tables: tables.map((t) => t.name) },
      }),
    );

    const body = zipStream(
      async (zip) => {
        for (const table of tables) {
          const entry = zip.deflated(`tables/${table.name}.csv`);
          entry.push(new TextEncoder().encode(toCsv([table.columns])));
          for (let offset = 0; ; offset += BATCH) {
            if (zip.gone()) return;
            const rows = await rowsOf(this.deps.db, table.name, table.columns, offset, BATCH);
            if (rows.length > 0) entry.push(new TextEncoder().encode(toCsv(rows, { bom: false })));
            await zip.drained();
            if (rows.length < BATCH) break;
          }
          entry.push(new Uint8Array(0), true);
        }
        for (const key of await keysIn(this.deps.db, FILE_COLUMNS)) {
          if (zip.gone()) return;
          const bytes = await this.deps.storage.get(key).catch(() => null);
          if (!bytes) continue;
          zip.file(`files/${key}`, bytes);
          await zip.drained();
        }
      },
      (error) => this.deps.log.error({ err: error }, 'data export failed'),
    );
    const day = clock.now().toISOString().slice(0, 10);
    return { body, contentType: 'application/zip', fileName: `hrms-data-${day}.zip` };
  }

  /** The exported tables with their columns, in a fixed order. */
  private async tables(): Promise<{ name: string; columns: string[] }[]> {
    const tables = new Map<string, string[]>();
    for (const { table, column } of await columnsOf(this.deps.db)) {
      if (LEFT_OUT_TABLES.has(table) || LEFT_OUT_COLUMNS[table]?.has(column)) continue;
      tables.set(table, [...(tables.get(table) ?? []), column]);
    }
    return [...tables].map(([name, columns]) => ({ name, columns }));
  }
}
