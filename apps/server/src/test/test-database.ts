/**
 * Test databases (docs/decisions/004): global-setup.ts migrates one template per run; each test file
 * opens its own copy of it — a PGlite loaded from the template's dump, or a PostgreSQL database
 * created `TEMPLATE` the migrated one — and drops it afterwards.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';

export type TestDatabaseTarget = { kind: 'pglite' } | { kind: 'postgres'; url: string };

declare module 'vitest' {
  interface ProvidedContext {
    testDatabase: TestDatabaseTarget;
    /** PGlite: path of the migrated template's dump; PostgreSQL: name of the template database. */
    testTemplate: string;
  }
}

export function databaseUrlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated, empty database for one test file. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const target = inject('testDatabase');
  const template = inject('testTemplate');
  if (target.kind === 'pglite') {
    const dump = await readFile(template);
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  }

  const name = `hrms_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(target.url, (client) =>
    client.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`),
  );
  const handle = await openDatabase({
    kind: 'postgres',
    url: databaseUrlFor(target.url, name),
    maxConnections: 4,
  });
  return {
    ...handle,
    kind: handle.kind,
    db: handle.db,
    async close() {
      await handle.close();
      await withAdminClient(target.url, (client) =>
        client.query(`drop database if exists ${quoteIdent(name)} with (force)`),
      );
    },
  };
}
