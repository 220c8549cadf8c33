/**
 * Runs once per test run and project: migrates the template database every test file copies.
 * The PGlite template is cached on disk by the migrations' content, so a rerun skips initdb.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, openDatabase } from '../db/client';
import { databaseUrlFor, quoteIdent, withAdminClient } from './test-database';

async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    ...(await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort(),
    path.join('meta', '_journal.json'),
  ];
  for (const file of files) hash.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
  // The dump format belongs to the PGlite version.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(await readFile(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function pgliteTemplate(): Promise<string> {
  const dir = path.join(os.tmpdir(), 'hrms-test-templates');
  const file = path.join(dir, `pglite-${await migrationsHash()}.tar`);
  if (await exists(file)) return file;
  await mkdir(dir, { recursive: true });
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
    const dump = await database.snapshot!();
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const target = project.getProvidedContext().testDatabase;
  if (target.kind === 'pglite') {
    project.provide('testTemplate', await pgliteTemplate());
    return async () => {};
  }

  const template = `hrms_test_template_${process.pid}`;
  await withAdminClient(target.url, async (client) => {
    await client.query(`drop database if exists ${quoteIdent(template)} with (force)`);
    await client.query(`create database ${quoteIdent(template)}`);
  });
  const database = await openDatabase({ kind: 'postgres', url: databaseUrlFor(target.url, template) });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('testTemplate', template);
  return async () => {
    await withAdminClient(target.url, (client) =>
      client.query(`drop database if exists ${quoteIdent(template)} with (force)`),
    );
  };
}
