/**
 * For `db/client.test.ts`: opens a PGlite folder as the server does, writes, closes, opens it
 * again and prints one JSON line of what it found and the process's peak resident memory.
 * Usage: node --import tsx openTwice.ts <dir>
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client';

/** PGlite's driver answers `execute` with `{ rows }`; the shared Db type leaves it unknown. */
const rowsOf = <T = unknown>(result: unknown) => (result as { rows: T[] }).rows;

const dir = process.argv[2]!;
const first = await openDatabase({ pgliteDir: dir });
const tables = await first.db.execute(
  sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('decks', 'content_reports')`,
);
const buffers = await first.db.execute(sql`SHOW shared_buffers`);
await first.db.execute(sql`CREATE TABLE kept (v int)`);
await first.db.execute(sql`INSERT INTO kept VALUES (42)`);
await first.close();
const again = await openDatabase({ pgliteDir: dir });
const kept = await again.db.execute(sql`SELECT v FROM kept`);
await again.close();
const peakKiB = Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
console.log(
  JSON.stringify({
    tables: rowsOf<{ n: number }>(tables)[0]!.n,
    sharedBuffers: rowsOf<{ shared_buffers: string }>(buffers)[0]!.shared_buffers,
    kept: rowsOf(kept),
    peakMiB: Math.round(peakKiB / 1024),
  }),
);
