/** Liveness and what the process runs on, for operators and the e2e harness. */
import type { HealthResponse } from '@hrms/contracts/health';
import type { DatabaseHandle } from '../../db/client';

export class HealthService {
  private migration: string | null | undefined;

  constructor(private readonly deps: { database: DatabaseHandle; version: string; startedAt: number }) {}

  async check(): Promise<HealthResponse> {
    const { database } = this.deps;
    let status: HealthResponse['status'] = 'ok';
    try {
      // Migrations only run at start, so the tag is read once; a failing read means the database is down.
      this.migration ??= await database.lastMigration();
      await database.ping();
    } catch {
      status = 'degraded';
    }
    return {
      status,
      database: database.kind,
      migration: this.migration ?? null,
      version: this.deps.version,
      uptimeSeconds: Math.round((performance.now() - this.deps.startedAt) / 10) / 100,
    };
  }
}
