/**
 * Vitest global setup for the embedded-database suites: makes one migrated PGlite database
 * per test run and leaves its files (`dumpDataDir`, uncompressed) in a temporary folder, so
 * each test file's database starts from them instead of from initdb and every migration.
 * Measured here: 2.7 s a database before, 0.4 s from the template, for about a hundred of
 * them a run. The template is made from the migrations of this checkout, every run.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The template's file (testing/db.ts reads it); absent when no setup made one. */
    pgliteTemplate?: string;
  }
}

export default async function makeTemplate(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'mingle-pglite-template-'));
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    // drizzle's PGlite session keeps the client it was given as `$client`.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const file = join(folder, 'template.tar');
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
