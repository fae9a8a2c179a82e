// The phone app's weight (ADR 24): everything a seated phone loads, gzipped, against the
// budget. Runs on the build `npm run test:browser` makes first.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './harness';
import { en } from '../apps/web/src/i18n/messages/en';
import { messages as enPhone } from '../apps/web/src/i18n/messages/en/phoneCatalog.generated';
import { budgetTable, PHONE_CSS_BUDGET, PHONE_JS_BUDGET, phoneDownloads, phoneSources } from './phoneBudget';

const dist = join(repoRoot, 'apps', 'web', 'dist');
/** `@lingui/core/dist/index.mjs` → `@lingui/core`. */
const packageOf = (file: string) => file.match(/^(@[^/]+\/)?[^/]+/)![0];

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
    const files = phoneSources(dist, phoneDownloads(dist)).packages;
    const packages = [...new Set(files.map(packageOf))];
    console.log(`phone packages: ${packages.join(', ')}`);
    expect(packages).toContain('preact');
    expect(files.filter((f) => f.startsWith('zod/'))).toEqual(['zod/v4/core/regexes.js']);
  });

  it('carries no message compiler: its catalogs come compiled (ADR 69)', () => {
    // Lingui's ICU parser (message-utils, @messageformat/parser, moo) was 6.6 KB of the entry,
    // gzipped, and compiled every message on each phone as it loaded.
    const packages = phoneSources(dist, phoneDownloads(dist)).packages.map(packageOf);
    expect(packages).toContain('@lingui/core');
    expect(packages.filter((p) => ['@lingui/message-utils', '@messageformat/parser', 'moo'].includes(p))).toEqual([]);
  });

  it("carries the phone's words only: no host or big-screen catalog area, and every id its code names is in its catalog", () => {
    // ADR 69: the whole English catalog was in the entry and the whole of the phone's language
    // in its chunk, the host's and the big screen's words too (10.7 KB gzipped in English, of
    // which the phone's own areas are 5.6).
    const own = phoneSources(dist, phoneDownloads(dist)).own;
    const catalogFiles = own.filter((f) => f.includes('/i18n/messages/'));
    console.log(`phone catalog files: ${catalogFiles.join(', ')}`);
    expect(catalogFiles.filter((f) => !/\/phoneCatalog\.generated\.ts$/.test(f))).toEqual([]);
    expect(catalogFiles).toContain('apps/web/src/i18n/messages/en/phoneCatalog.generated.ts');

    // Without the other areas, an id of theirs named by phone code would show as the id itself.
    const notOnPhone = (id: string) => id in en && !(id in enPhone);
    const prefixNotOnPhone = (prefix: string) =>
      Object.keys(en).some((id) => id.startsWith(prefix)) && !Object.keys(enPhone).some((id) => id.startsWith(prefix));
    const named: string[] = [];
    for (const file of own.filter((f) => !f.includes('/i18n/messages/'))) {
      const text = readFileSync(join(repoRoot, file), 'utf8');
      for (const [, id] of text.matchAll(/['"`]([\w.]+)['"`]/g)) if (notOnPhone(id!)) named.push(`${file}: ${id}`);
      // An id built from parts (`phone.reason.${reason}`) is checked by its fixed start.
      for (const [, prefix] of text.matchAll(/`([\w.]+\.)\$\{/g)) if (prefixNotOnPhone(prefix!)) named.push(`${file}: ${prefix}…`);
    }
    expect(named).toEqual([]);
  });
});
