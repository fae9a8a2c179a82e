import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The embedded database in a folder (ADR 55): a fresh folder is created by a child process, so
// the server never holds initdb's memory; an existing one is opened as it is. Run as `npm start`
// runs the server (node with tsx), in a process of its own: what is measured is that process.
const PROBE = resolve(import.meta.dirname, 'testing/openTwice.ts');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function probe(dir: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', PROBE, dir], { encoding: 'utf8', timeout: 100_000 });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

describe('openDatabase on a PGlite folder', () => {
  it(
    'creates a fresh folder apart, with its schema and small shared buffers, and reopens it with what was written',
    { timeout: 120_000 },
    () => {
      const dir = join(mkdtempSync(join(tmpdir(), 'mingle-pglite-')), 'pglite');
      dirs.push(dir);
      const r = probe(dir);
      expect(r.status, r.err).toBe(0);
      const report = JSON.parse(r.out.trim().split('\n').pop()!) as Record<string, unknown>;
      expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
      expect(report).toMatchObject({ tables: 2, sharedBuffers: '16MB', kept: [{ v: 42 }] });
      // initdb's memory stayed in the child: the server's peak is far below the ~950 MB of before.
      expect(report.peakMiB as number).toBeLessThan(600);
    },
  );

  it('says which folder it could not create', () => {
    const parent = mkdtempSync(join(tmpdir(), 'mingle-pglite-'));
    dirs.push(parent);
    // A file where the folder's parent should be.
    writeFileSync(join(parent, 'in-the-way'), '');
    const r = probe(join(parent, 'in-the-way', 'pglite'));
    expect(r.status).not.toBe(0);
    expect(r.err).toMatch(/in-the-way/);
  });
});
