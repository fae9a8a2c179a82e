// The phone app's weight (ADR 24): everything a seated phone loads, gzipped, against the
// budget. Runs on the build `npm run test:browser` makes first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './harness';
import { budgetTable, PHONE_CSS_BUDGET, PHONE_JS_BUDGET, phoneDownloads, phonePackageFiles } from './phoneBudget';

const dist = join(repoRoot, 'apps', 'web', 'dist');

describe('phone bundle budget', () => {
  it('keeps what a seated phone loads under 100 KB of JS and 20 KB of CSS, gzipped', () => {
    expect(existsSync(join(dist, 'phone.html')), 'run npm run build first').toBe(true);
    const rows = phoneDownloads(dist);
    console.log(`\n${budgetTable(rows)}\n`);
    const js = rows.filter((r) => r.kind === 'js').reduce((s, r) => s + r.gzip, 0);
    const css = rows.filter((r) => r.kind === 'css').reduce((s, r) => s + r.gzip, 0);
    // A language chunk and the CSS must be in the count, or the table is not the phone's.
    expect(rows.some((r) => r.why === 'largest language catalog')).toBe(true);
    expect(rows.some((r) => r.kind === 'css')).toBe(true);
    expect(js, budgetTable(rows)).toBeLessThanOrEqual(PHONE_JS_BUDGET);
    expect(css, budgetTable(rows)).toBeLessThanOrEqual(PHONE_CSS_BUDGET);
  });

  it('leaves zod out but for its patterns: the phone checks what it sends by the rules alone, and the server checks again', () => {
    // zod was 66 KB of the phone's entry (18 KB gzipped), brought in by the shared route table's
    // email check. email.ts takes only zod's regular expressions; names.ts keeps its schemas out
    // of bundles that do not use them.
    const files = phonePackageFiles(dist, phoneDownloads(dist));
    const packages = [...new Set(files.map((f) => f.match(/^(@[^/]+\/)?[^/]+/)![0]))];
    console.log(`phone packages: ${packages.join(', ')}`);
    expect(packages).toContain('preact');
    expect(files.filter((f) => f.startsWith('zod/'))).toEqual(['zod/v4/core/regexes.js']);
  });
});
