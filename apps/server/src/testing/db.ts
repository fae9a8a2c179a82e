import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';

/**
 * A fresh database for one test file: in-memory PGlite (from the run's migrated template when
 * testing/pgliteTemplate.ts made one), or, when the suite runs against
 * PostgreSQL (MINGLE_TEST_DB=postgres), a new database on TEST_DATABASE_URL that is
 * dropped afterwards. If PostgreSQL is configured but unreachable this fails, never skips.
 */
export async function createTestDatabase(): Promise<Database & { drop(): Promise<void>; url?: string }> {
  if (process.env.MINGLE_TEST_DB !== 'postgres') {
    const db = await openDatabase({ pgliteDir: 'memory://', pgliteFrom: templateBlob() });
    return { ...db, drop: () => db.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('MINGLE_TEST_DB=postgres needs TEST_DATABASE_URL');
  const { Client } = await import('pg');
  const name = `mingle_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString() });
  return {
    ...db,
    url: url.toString(),
    async drop() {
      await db.close();
      const c = new Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

let template: Blob | undefined;

/** The template's files, read once per test file's worker; none without the global setup. */
function templateBlob(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}
