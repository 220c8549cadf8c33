/**
 * The database: embedded PGlite under DATA_DIR/db, or PostgreSQL through a `pg` pool when
 * DATABASE_URL is set. Both run the same schema and the same migrations
 * (docs/decisions/004-embedded-database-and-test-isolation.md).
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Pool } from 'pg';
import { SERVER_PACKAGE_DIR } from '../config';
import { lockDataDir } from './data-dir-lock';

/** What repositories query; a transaction is one too, so repositories take either. */
export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = 'pglite' | 'postgres';

export const MIGRATIONS_DIR = path.join(SERVER_PACKAGE_DIR, 'drizzle');

export interface DatabaseHandle {
  readonly kind: DatabaseKind;
  readonly db: Database;
  /** Applies pending migrations from apps/server/drizzle. */
  migrate(): Promise<void>;
  /** Tag of the last applied migration, e.g. `0000_foundation`, or null on an unmigrated database. */
  lastMigration(): Promise<string | null>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as an uncompressed tarball (the test harness's template). */
  snapshot?(): Promise<Blob>;
  /** PostgreSQL only: the pool now, and its connection checkouts since the start. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  size: number;
  idle: number;
  waitingNow: number;
  max: number;
  /** Counted since the process started. */
  checkouts: number;
  waited: number;
  waitMsTotal: number;
  waitMsMax: number;
}

export type OpenDatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; maxConnections?: number; onPoolError?: (error: Error) => void };

/** A repository query with its database given: what a module hands another to read through. */
export function boundTo<A extends unknown[], R>(
  db: Database,
  query: (db: Database, ...args: A) => R,
): (...args: A) => R {
  return (...args) => query(db, ...args);
}

/** Work to do once a transaction has committed: tell people, refresh screens. */
export type AfterCommit = () => void | Promise<void>;

/** Each open transaction's after-commit work; a nested transaction shares its outermost one's. */
const afterCommitWork = new WeakMap<Database, AfterCommit[]>();

/**
 * Runs `work` in one transaction; repositories inside it receive `tx` explicitly. Work queued with
 * `afterCommit(tx, …)` runs, in the order queued, once the outermost transaction has committed, and
 * never when its own transaction or one around it rolls back.
 */
export async function withTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  const queued: AfterCommit[] = [];
  const result = await db.transaction((tx) => {
    afterCommitWork.set(tx, queued);
    return work(tx);
  });
  // A nested transaction (a savepoint) that succeeded hands its work to the one around it.
  const outer = afterCommitWork.get(db);
  if (outer) outer.push(...queued);
  else for (const done of queued) await done();
  return result;
}

/**
 * Queues `done` to run once `tx` has committed. Outside a transaction of `withTransaction` (`tx` is
 * the database itself) there is nothing to wait for: it runs at once.
 */
export async function afterCommit(tx: Database, done: AfterCommit): Promise<void> {
  const queued = afterCommitWork.get(tx);
  if (queued) queued.push(done);
  else await done();
}

/**
 * Runs queries one after another and answers their results in order, as `Promise.all` would. A
 * transaction holds one connection, which takes one query at a time: handing it several at once
 * is deprecated by `pg`. Drizzle's query builders start only when awaited, so passing them here
 * unstarted is enough.
 */
export async function inTurn<T extends readonly unknown[]>(
  queries: readonly [...{ [K in keyof T]: PromiseLike<T[K]> }],
): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as unknown as T;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'pglite' ? openPglite(options) : openPostgres(options);
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  if (options.dataDir) await mkdir(path.dirname(options.dataDir), { recursive: true });
  const unlock = options.dataDir ? await lockDataDir(options.dataDir) : async () => {};
  let client: PGlite;
  try {
    client = await PGlite.create({
      // Extensions the migrations create; PostgreSQL ships them in contrib.
      extensions: { pg_trgm },
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    await unlock();
    throw error;
  }
  const orm = drizzlePglite({ client });
  const db = orm as unknown as Database;
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(orm, { migrationsFolder: MIGRATIONS_DIR }),
    lastMigration: () => lastMigrationTag(db),
    ping: () => ping(db),
    close: async () => {
      try {
        await client.close();
      } finally {
        await unlock();
      }
    },
    snapshot: () => client.dumpDataDir('none'),
  };
}

/** Held while migrating so several server processes starting together migrate once. */
const MIGRATION_LOCK_KEY = 0x6872_6d73; // "hrms"

async function openPostgres(options: {
  url: string;
  maxConnections?: number;
  onPoolError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  // Loaded only when PostgreSQL is configured: the embedded database starts without it.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    // No JIT: it compiles a large report's plan for hundreds of milliseconds to save less (decision 021).
    options: '-c jit=off',
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => options.onPoolError?.(error));
  const waits = timeCheckouts(pool);
  const db = drizzleNodePg({ client: pool }) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migrateNodePg(drizzleNodePg({ client }) as NodePgDatabase, {
            migrationsFolder: MIGRATIONS_DIR,
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    lastMigration: () => lastMigrationTag(db),
    ping: () => ping(db),
    close: () => pool.end(),
    poolStats: () => ({
      size: pool.totalCount,
      idle: pool.idleCount,
      waitingNow: pool.waitingCount,
      max: pool.options.max ?? 10,
      ...waits,
    }),
  };
}

type Checkouts = Pick<PoolStats, 'checkouts' | 'waited' | 'waitMsTotal' | 'waitMsMax'>;

/**
 * Times every connection checkout (queries and transactions alike go through `connect`), so an
 * operator can tell a pool too small from a slow database.
 */
function timeCheckouts(pool: Pool): Checkouts {
  const seen: Checkouts = { checkouts: 0, waited: 0, waitMsTotal: 0, waitMsMax: 0 };
  const note = (started: number) => {
    const ms = performance.now() - started;
    seen.checkouts++;
    if (ms > 1) seen.waited++;
    seen.waitMsTotal += ms;
    if (ms > seen.waitMsMax) seen.waitMsMax = ms;
  };
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  (pool as unknown as { connect: typeof connect }).connect = (callback) => {
    const started = performance.now();
    if (callback) {
      return connect((...args: unknown[]) => {
        note(started);
        callback(...args);
      });
    }
    return (connect() as Promise<unknown>).then((client) => {
      note(started);
      return client;
    });
  };
  return seen;
}

async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

let journal: Promise<Journal> | undefined;

/** Drizzle records applied migrations by hash and `when`; the journal maps `when` back to the tag. */
async function lastMigrationTag(db: Database): Promise<string | null> {
  journal ??= readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8').then(
    (text) => JSON.parse(text) as Journal,
  );
  let createdAt: number;
  try {
    const rows = (await db.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )) as unknown as { rows?: { created_at: string | number }[] } | { created_at: string | number }[];
    const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
    if (!list[0]) return null;
    createdAt = Number(list[0].created_at);
  } catch {
    return null;
  }
  const entry = (await journal).entries.find((e) => e.when === createdAt);
  return entry?.tag ?? `unknown-${createdAt}`;
}
