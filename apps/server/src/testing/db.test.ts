import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder } from '../db/client';
import { users } from '../db/schema';
import { createTestDatabase } from './db';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

describe('test databases', () => {
  let first: TestDatabase;
  let second: TestDatabase;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([first?.drop(), second?.drop()]);
  });

  it.runIf(process.env.MINGLE_TEST_DB !== 'postgres')('start embedded ones from the run’s migrated template', () => {
    expect(inject('pgliteTemplate')).toMatch(/template\.tar$/);
  });

  it('hold every migration of this checkout', async () => {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    for (const d of [first, second]) {
      const applied = (await d.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as {
        rows: { n: number }[];
      };
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
    }
  });

  it('are apart from each other', async () => {
    await first.db
      .insert(users)
      .values({ email: 'only-in-first@example.com', passwordHash: 'x', displayName: 'First', referralCode: 'FIRSTONLY' });
    const inFirst = await first.db.select().from(users);
    const inSecond = await second.db.select().from(users);
    expect(inFirst.map((u) => u.email)).toContain('only-in-first@example.com');
    expect(inSecond.map((u) => u.email)).not.toContain('only-in-first@example.com');
  });
});
